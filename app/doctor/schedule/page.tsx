import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { bookingsOutsideHours } from '@/lib/data/booking';
import { getSchedule } from '@/lib/data/schedule';
import { getDb } from '@/lib/db/client';
import { BookingsOutsideHours } from './_components/bookings-outside-hours';
import { ScheduleForm } from './_components/schedule-form';

export const metadata: Metadata = { title: 'Edit Schedule' };

export default async function SchedulePage() {
  const { doctor } = await requireDoctor();
  const db = await getDb();
  const [{ saved, ...schedule }, outside] = await Promise.all([getSchedule(db, doctor.id), bookingsOutsideHours(db, doctor.id)]);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Edit Schedule</PageTitle>
        <p className="text-sm text-muted-foreground">
          {saved ? 'Your available days and hours, and how long each patient gets.' : 'The default hours: nothing is saved yet.'}
        </p>
      </div>
      <ScheduleForm initial={schedule} />
      <BookingsOutsideHours rows={outside.rows} total={outside.total} />
    </div>
  );
}
