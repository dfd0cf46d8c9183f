import { Badge } from '@/components/ui/badge';
import { prescriptionState, PRESCRIPTION_STATE_LABELS, type PrescriptionState, type PrescriptionStateFacts } from '@/lib/prescriptions/rules/state';

const VARIANT: Readonly<Record<PrescriptionState, 'destructive' | 'default' | 'secondary'>> = { voided: 'destructive', active: 'default', inactive: 'secondary' };

/** A prescription's state as a badge, the same in every list: Voided (red), Active or Inactive. */
export function PrescriptionStateBadge({ prescription }: { prescription: PrescriptionStateFacts }) {
  const state = prescriptionState(prescription);
  return <Badge variant={VARIANT[state]}>{PRESCRIPTION_STATE_LABELS[state]}</Badge>;
}
