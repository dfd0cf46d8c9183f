import Link from '@/components/ui/link';
import { type QueueRow } from '@/lib/dashboard/rules';
import { formatWait } from '@/lib/appointments/rules/arrival-note';
import { formatTime } from '@/lib/format';

/** Patients who have checked in and wait to be seen, the longest-waiting first, with how long they have waited. */
export function WaitingList({ rows }: { rows: QueueRow[] }) {
  const waiting = rows.filter((row) => row.waitingMinutes !== null).sort((a, b) => (b.waitingMinutes ?? 0) - (a.waitingMinutes ?? 0));
  if (waiting.length === 0) return <p className="text-sm text-muted-foreground">Nobody is waiting.</p>;
  return (
    <ul className="divide-y" aria-label="Patients waiting">
      {waiting.map((row) => (
        // A long name wraps rather than being cut short; the times never break.
        <li key={row.id} data-testid="waiting-row" className="flex items-center gap-3 py-2 text-sm">
          <Link href={`/doctor/appointment/${row.id}`} className="min-w-0 flex-1 rounded-sm font-medium [overflow-wrap:anywhere] underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
            {row.patientName}
          </Link>
          <span className="whitespace-nowrap text-muted-foreground tabular-nums">booked {formatTime(row.time)}</span>
          <span className="font-medium whitespace-nowrap tabular-nums">{formatWait(row.waitingMinutes ?? 0)}</span>
        </li>
      ))}
    </ul>
  );
}
