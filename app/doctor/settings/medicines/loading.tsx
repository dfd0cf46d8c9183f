import { TableSkeleton } from '@/components/page-skeletons';

export default function Loading() {
  return <TableSkeleton label="Loading the medicines" />;
}
