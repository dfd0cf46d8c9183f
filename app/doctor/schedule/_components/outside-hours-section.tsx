import { LoadError } from '@/components/forms/load-error';
import { bookingsOutsideHours } from '@/lib/appointments/queries/free-slots';
import { getDb } from '@/lib/db/client';
import { loadFailure } from '@/lib/load-failure';
import { BookingsOutsideHours } from './bookings-outside-hours';

/** The doctor's coming bookings that their hours no longer cover, streamed after the form; a failure is said in place. */
export async function OutsideHoursSection({ doctorId }: { doctorId: number }) {
  let outside: Awaited<ReturnType<typeof bookingsOutsideHours>>;
  try {
    outside = await bookingsOutsideHours(await getDb(), doctorId);
  } catch (error) {
    return <LoadError error={loadFailure(error)} title="Could not load the bookings outside your hours" />;
  }
  return <BookingsOutsideHours rows={outside.rows} total={outside.total} />;
}
