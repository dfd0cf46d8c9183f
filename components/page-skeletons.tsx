import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** The loading state of a list screen: title, toolbar and table rows, in the screen's proportions. */
export function TableSkeleton({ label, rows = 8, links = false }: { label: string; rows?: number; links?: boolean }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="space-y-6">
      {links ? <Skeleton className="h-9 w-72" /> : null}
      <Skeleton className="h-8 w-56" />
      <div className="flex items-center justify-between gap-2">
        <Skeleton className="h-9 w-full max-w-sm" />
        <Skeleton className="h-9 w-48" />
      </div>
      <div className="space-y-2 rounded-md border p-3">
        <Skeleton className="h-6 w-full" />
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className="h-11 w-full" />
        ))}
      </div>
    </div>
  );
}

/** The loading state of a form screen: title, then labelled fields in a grid. */
export function FormSkeleton({ label, fields = 10 }: { label: string; fields?: number }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="space-y-6">
      <Skeleton className="h-8 w-72" />
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: fields }, (_, index) => (
          <div key={index} className="space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-9 w-20" />
        <Skeleton className="h-9 w-20" />
      </div>
    </div>
  );
}

/** The loading state of a screen of panels: one grey block per panel, in the screen's proportions (Tailwind classes). */
export function BlocksSkeleton({ label, blocks, className }: { label: string; blocks: readonly string[]; className?: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={cn('space-y-6', className)}>
      {blocks.map((block, index) => (
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
