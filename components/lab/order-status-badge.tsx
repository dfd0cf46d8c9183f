import { Badge } from '@/components/ui/badge';
import { ORDER_STATUS_LABELS, PRIORITY_LABELS, type LabOrderStatus, type LabPriority } from '@/lib/lab/rules/states';

/** Waiting states in amber, released in green, cancelled plain: the words say it, the colour only helps. */
const STATUS_LOOK: Record<LabOrderStatus, 'warning' | 'secondary' | 'success' | 'outline'> = {
  ordered: 'warning',
  collected: 'secondary',
  resulted: 'secondary',
  released: 'success',
  cancelled: 'outline',
};

/** Where an order is, as the doctor reads it: "Awaiting specimen", "In the lab", "Released"… */
export function OrderStatusBadge({ status }: { status: LabOrderStatus }) {
  return (
    <Badge variant={STATUS_LOOK[status]} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

/** An urgent or STAT order says so; a routine one says nothing (most are). */
export function PriorityBadge({ priority }: { priority: LabPriority }) {
  if (priority === 'routine') return null;
  return (
    <Badge variant={priority === 'stat' ? 'destructive' : 'warning'} data-priority={priority}>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}
