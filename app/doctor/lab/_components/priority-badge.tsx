import { Siren } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PRIORITY_LABELS, type LabPriority } from '@/lib/lab/rules/states';

/** How soon the lab should run an order, in words: STAT stands out in red with a sign, Urgent in amber, Routine quiet. */
export function PriorityBadge({ priority }: { priority: LabPriority }) {
  if (priority === 'stat') {
    return (
      <Badge variant="destructive" className="font-semibold tracking-wide" data-priority="stat">
        <Siren aria-hidden="true" />
        {PRIORITY_LABELS.stat}
      </Badge>
    );
  }
  return (
    <Badge variant={priority === 'urgent' ? 'warning' : 'outline'} data-priority={priority}>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}
