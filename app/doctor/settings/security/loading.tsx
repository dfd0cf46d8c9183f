import { Skeleton } from '@/components/ui/skeleton';

/** While the second factor's state and the sessions are read. */
export default function Loading() {
  return (
    <div className="max-w-3xl space-y-8" role="status" aria-label="Loading the security settings">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-32" />
      <div className="space-y-2">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      </div>
    </div>
  );
}
