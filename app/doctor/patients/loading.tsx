import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="space-y-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading patients
      </p>
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-9 w-full max-w-sm" />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-56 rounded-xl" />
          </li>
        ))}
      </ul>
    </div>
  );
}
