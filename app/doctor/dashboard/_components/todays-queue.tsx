'use client';

import Link from '@/components/ui/link';
import { AppointmentStatusBadge } from '@/components/appointments/appointment-status-badge';
import { useStatusChange } from '@/components/appointments/use-status-change';
import { Button } from '@/components/ui/button';
import { type QueueMark, type QueueRow } from '@/lib/dashboard/rules';
import { formatWait } from '@/lib/appointments/rules/arrival-note';
import { formatTime } from '@/lib/format';
import { cn } from '@/lib/utils';

const MARK_LOOK: Record<Exclude<QueueMark, null>, { className: string }> = {
  next: { className: 'bg-primary text-primary-foreground' },
  waiting: { className: 'bg-amber-100 text-amber-900' },
  overdue: { className: 'bg-red-100 text-red-800' },
};

/** The mark's words: "Next", "Overdue", "Waiting 25 min" (the next patient who has come in waits too). */
function markWords(row: QueueRow): string | null {
  if (row.mark === null) return null;
  if (row.mark === 'overdue') return 'Overdue';
  const waiting = row.waitingMinutes === null ? null : `Waiting ${formatWait(row.waitingMinutes)}`;
  if (row.mark === 'next') return waiting ? `Next · ${waiting}` : 'Next';
  return waiting;
}

/**
 * Today's appointments of the signed-in doctor in time order: each opens its visit in one click, shows its state
 * and mark, and a booked or confirmed one can be checked in from here (through the same action as the
 * appointments list and the visit page).
 */
export function TodaysQueue({ rows, today }: { rows: QueueRow[]; today: string }) {
  const { request, pending, confirmation } = useStatusChange();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No appointments today.</p>;
  return (
    <>
      {confirmation}
      <ol className="divide-y" aria-label="Today's appointments">
        {rows.map((row) => {
          const words = markWords(row);
          const canCheckIn = row.status === 'pending' || row.status === 'confirmed';
          return (
            // The time and the whole name first; on a phone the mark, state and Check in go to the next line
            // (the name keeps room for about twenty letters) rather than cut the name short.
            <li key={row.id} data-testid="queue-row" data-mark={row.mark ?? undefined} className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 py-2', row.mark === 'next' && 'bg-primary/5')}>
              <span className="w-12 shrink-0 font-medium tabular-nums">{formatTime(row.time)}</span>
              <Link
                href={`/doctor/appointment/${row.id}`}
                className="min-w-0 flex-1 basis-44 rounded-sm font-medium [overflow-wrap:anywhere] underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {row.patientName} <span className="font-normal whitespace-nowrap text-muted-foreground">{row.patientNumber}</span>
              </Link>
              {words && row.mark ? (
                <span data-testid="queue-mark" className={cn('rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap', MARK_LOOK[row.mark].className)}>
                  {words}
                </span>
              ) : null}
              <AppointmentStatusBadge status={row.status} />
              {canCheckIn ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  aria-label={`Check in ${row.patientName}`}
                  onClick={() => request(row.id, 'arrived', { date: today, time: row.time })}
                >
                  Check in
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
