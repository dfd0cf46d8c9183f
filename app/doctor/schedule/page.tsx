import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { getSchedule } from '@/lib/schedule/queries';
import { getDb } from '@/lib/db/client';
import { OutsideHoursSection } from './_components/outside-hours-section';
import { ScheduleForm } from './_components/schedule-form';

export const metadata: Metadata = { title: 'Edit Schedule' };

export default async function SchedulePage() {
  const { doctor } = await requireDoctor();
  const { saved, ...schedule } = await getSchedule(await getDb(), doctor.id);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Edit Schedule</PageTitle>
        <p className="text-sm text-muted-foreground">
          {saved ? 'Your available days and hours, and how long each patient gets.' : 'The default hours: nothing is saved yet.'}
        </p>
      </div>
      <ScheduleForm initial={schedule} />
      {/* Nothing while it loads: the list is shown only when the hours leave bookings out. */}
      <Suspense fallback={null}>
        <OutsideHoursSection doctorId={doctor.id} />
      </Suspense>
    </div>
  );
}
