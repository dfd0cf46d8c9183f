import { cn } from '@/lib/utils';

/**
 * A prescription's medicines in a list ("Amoxicillin 500 mg, Paracetamol 500 mg"): cut to one line with an
 * ellipsis on a phone's card and to two in a table, never pushing the row sideways. The whole text stays in the
 * page for screen readers and shows on hover; the details page lists every medicine with its dose.
 */
export function MedicineNames({ names, className }: { names: string; className?: string }) {
  if (!names) return <span className={cn('text-muted-foreground', className)}>No medicine</span>;
  return (
    <span title={names} className={cn('line-clamp-1 whitespace-normal sm:line-clamp-2 sm:max-w-72', className)} data-testid="medicine-names">
      {names}
    </span>
  );
}
