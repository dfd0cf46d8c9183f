import { Skeleton } from '@/components/ui/skeleton';

/** While the admission is read: the back link, the title, the patient's card and the round's sections in outline. */
export default function AdmissionLoading() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading the admission">
      <Skeleton className="h-9 w-24" />
      <Skeleton className="h-8 w-40" />
      <div className="max-w-3xl space-y-3 rounded-xl border p-4">
        <Skeleton className="h-6 w-56" />
        <Skeleton className="h-4 w-full max-w-md" />
        <Skeleton className="h-8 w-full" />
        <div className="flex gap-2">
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-9 w-28" />
        </div>
      </div>
      {['Vitals', 'Progress notes', 'Orders'].map((part) => (
        <div key={part} className="max-w-3xl space-y-2">
          <Skeleton className="h-6 w-36" />
          <Skeleton className="h-28 w-full" />
        </div>
      ))}
    </div>
  );
}
