import { FormSkeleton } from '@/components/clinical/page-skeletons';

export default function Loading() {
  return <FormSkeleton label="Loading the prescription form" fields={14} />;
}
