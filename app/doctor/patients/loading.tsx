import { Skeleton } from '@/components/ui/skeleton';
import { PatientGridSkeleton } from './_components/patient-grid-skeleton';

export default function Loading() {
  return (
    <div className="space-y-6" aria-busy="true">
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-9 w-full max-w-sm" />
      <PatientGridSkeleton />
    </div>
  );
}
