import { Skeleton } from '@/components/ui/skeleton';

/** The patient cards while they load, in the grid's proportions. */
export function PatientGridSkeleton() {
  return (
    <ul role="status" aria-label="Loading patients" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <Skeleton className="h-56 rounded-xl" />
        </li>
      ))}
    </ul>
  );
}
