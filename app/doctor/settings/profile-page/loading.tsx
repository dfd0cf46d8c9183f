import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="max-w-4xl space-y-6" role="status" aria-label="Loading the profile">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-32" />
      <Skeleton className="h-64" />
      <Skeleton className="h-48" />
    </div>
  );
}
