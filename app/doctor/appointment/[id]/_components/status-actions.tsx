'use client';

import { asksFirst, useStatusChange, type VisitStart } from '@/components/appointments/use-status-change';
import { Button } from '@/components/ui/button';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import { APPOINTMENT_STATUS_LABELS, movesNow } from '@/lib/appointments/rules/status';

/**
 * The moves the rules allow from the appointment's status, as buttons (Check in among them); none once it is
 * completed, cancelled or a no-show. `start` tells a completion before the visit's start time, which asks first,
 * and a no-show before it, which is not offered (the server refuses it).
 */
export function StatusActions({ id, status, start }: { id: number; status: AppointmentStatus; start: VisitStart }) {
  const { request, pending, confirmation, preload } = useStatusChange();
  const moves = movesNow(status, start);
  if (moves.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Change status">
      {confirmation}
      {moves.map((next) => (
        <Button
          key={next}
          variant={next === 'cancelled' || next === 'no-show' ? 'outline' : 'default'}
          disabled={pending}
          onClick={() => request(id, next, start)}
          // A move that asks first fetches its question while the doctor points at it (it loads on demand).
          {...(asksFirst(next, start) ? { onPointerEnter: preload, onFocus: preload } : {})}
        >
          {APPOINTMENT_STATUS_LABELS[next].action}
        </Button>
      ))}
    </div>
  );
}
