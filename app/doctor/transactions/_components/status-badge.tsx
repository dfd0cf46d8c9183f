import { Badge } from '@/components/ui/badge';

export type StatusBadgeVariant = 'default' | 'destructive' | 'secondary';

/**
 * SPEC.md section 2's rule for the transactions' status badge, kept as written: default for "male",
 * destructive for "female", secondary for anything else.
 */
export function statusBadgeVariant(value: string): StatusBadgeVariant {
  const key = value.trim().toLowerCase();
  if (key === 'male') return 'default';
  if (key === 'female') return 'destructive';
  return 'secondary';
}

/** "success" → "Success". */
export const capitalise = (value: string) => (value ? value[0].toUpperCase() + value.slice(1) : value);

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={statusBadgeVariant(status)}>{capitalise(status)}</Badge>;
}
