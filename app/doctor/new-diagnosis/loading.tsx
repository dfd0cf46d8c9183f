import { FormSkeleton } from '@/components/page-skeletons';

export default function Loading() {
  return <FormSkeleton label="Loading the diagnosis test form" fields={12} />;
}
