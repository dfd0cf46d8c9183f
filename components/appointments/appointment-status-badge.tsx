import { Badge } from '@/components/ui/badge';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { APPOINTMENT_STATUS_LABELS } from '@/lib/appointments/rules/status';

const VARIANT: Record<AppointmentStatus, 'outline' | 'default' | 'secondary' | 'destructive'> = {
  pending: 'outline',
  confirmed: 'default',
  arrived: 'default',
  completed: 'secondary',
  cancelled: 'destructive',
  'no-show': 'destructive',
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return <Badge variant={VARIANT[status]}>{APPOINTMENT_STATUS_LABELS[status].status}</Badge>;
}
