import { FormSkeleton } from '@/components/page-skeletons';

export default function Loading() {
  return <FormSkeleton label="Loading the patient form" fields={10} />;
}
