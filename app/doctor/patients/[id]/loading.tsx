import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="space-y-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the patient chart
      </p>
      <Skeleton className="h-9 w-28" />
      <Skeleton className="h-56 rounded-xl" />
      <Skeleton className="h-10 rounded-md" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}
