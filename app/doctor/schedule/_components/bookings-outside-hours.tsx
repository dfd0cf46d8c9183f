import Link from '@/components/ui/link';
import { AppointmentStatusBadge } from '@/components/appointments/appointment-status-badge';
import type { BookingOutsideHours } from '@/lib/appointments/queries/free-slots';
import { formatDate, formatTime } from '@/lib/format';
import { weekdayOf } from '@/lib/appointments/rules/booking';

/**
 * The doctor's coming appointments that their hours no longer cover (after a schedule change, which never
 * deletes a booking): each links to its page, where it can be cancelled or marked; moving one is a new booking.
 */
export function BookingsOutsideHours({ rows, total }: { rows: readonly BookingOutsideHours[]; total: number }) {
  if (total === 0) return null;
  return (
    <section aria-labelledby="outside-hours-title" className="max-w-3xl space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h2 id="outside-hours-title" className="text-base font-semibold">
        Booked appointments outside your hours
      </h2>
      <p className="text-sm">
        {total === 1 ? 'This appointment was' : `These ${total} appointments were`} booked before the change and{' '}
        {total === 1 ? 'is still on. Open it' : 'are still on. Open one'} to cancel it, then book the patient again at a free time.
        {total > rows.length ? ` The first ${rows.length} are listed.` : ''}
      </p>
      <ul className="divide-y divide-amber-200 text-sm">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link href={`/doctor/appointment/${row.id}`} className="font-medium underline-offset-4 hover:underline">
              {row.fullName}, {weekdayOf(row.date)}, {formatDate(row.date)} at {formatTime(row.time)}
            </Link>
            <AppointmentStatusBadge status={row.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
