import { TableSkeleton } from '@/components/clinical/page-skeletons';

export default function Loading() {
  return <TableSkeleton label="Loading the staff" />;
}
