import { Skeleton } from '@/components/ui/skeleton';

/** While a part of the chart loads (its header and tabs stay). */
export default function Loading() {
  return (
    <div className="space-y-4" aria-busy="true">
      <p role="status" className="sr-only">
        Loading this part of the chart
      </p>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}
