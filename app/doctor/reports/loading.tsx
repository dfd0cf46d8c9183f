import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading reports">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-9 w-96 max-w-full" />
      <Skeleton className="h-8 w-72" />
      <Skeleton className="h-[28rem]" />
    </div>
  );
}
