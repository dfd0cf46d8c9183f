import { Skeleton } from '@/components/ui/skeleton';

/** While the worklist is read: the title, the four tabs and a page of rows in outline. */
export default function LabLoading() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading the worklist">
      <div className="space-y-2">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-4 w-full max-w-xl" />
      </div>
      <div className="flex flex-wrap gap-4 border-b pb-2">
        {['w-28', 'w-28', 'w-24', 'w-24'].map((width, index) => (
          <Skeleton key={index} className={`h-6 ${width}`} />
        ))}
      </div>
      <div className="space-y-2 rounded-md border p-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    </div>
  );
}
