import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div role="status" aria-label="Loading the prescription" aria-busy="true" className="space-y-6">
      <div className="flex justify-between">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-9 w-40" />
      </div>
      <Skeleton className="mx-auto h-[36rem] w-full max-w-4xl" />
    </div>
  );
}
