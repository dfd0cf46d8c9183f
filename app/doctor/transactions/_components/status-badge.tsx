import { Badge } from '@/components/ui/badge';
import { capitalise } from '@/lib/format';

export type StatusBadgeVariant = 'default' | 'destructive' | 'secondary' | 'success' | 'warning';

/**
 * The transactions' status badge. Its first rule, taken over from the original app, was written for a patient's
 * gender (default for "male", destructive for "female", secondary for anything else) and made every status grey,
 * so that Failed looked like Success; a payment's status now reads as what it is: Success green, Pending amber,
 * Failed destructive. "male" and "female" keep the variants that rule gave them.
 */
export function statusBadgeVariant(value: string): StatusBadgeVariant {
  const key = value.trim().toLowerCase();
  if (key === 'male') return 'default';
  if (key === 'female' || key === 'failed') return 'destructive';
  if (key === 'success') return 'success';
  if (key === 'pending') return 'warning';
  return 'secondary';
}

/** "success" → "Success". */

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={statusBadgeVariant(status)}>{capitalise(status)}</Badge>;
}
