import type { Metadata } from 'next';
import { LoadError } from '@/components/load-error';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { todayIso } from '@/lib/format';
import { listAppointments } from '@/lib/hospital-api';
import { loadFailure } from '@/lib/load-failure';
import { appointmentRangeSchema, rangeStart } from '@/lib/validations/appointment-range';
import { AddAppointmentDialog } from './_components/add-appointment-dialog';
import { AppointmentsTable } from './_components/appointments-table';
import { ShowSelect } from './_components/show-select';

export const metadata: Metadata = { title: 'Appointments' };

export default async function AppointmentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireDoctor();
  const { show } = await searchParams;
  const range = appointmentRangeSchema.parse(Array.isArray(show) ? show[0] : show);
  const result = await listAppointments({ from: rangeStart(range, todayIso()) }).catch((error: unknown) => ({ error: loadFailure(error) }));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <ShowSelect value={range} />
        <h1 className="text-2xl font-semibold tracking-tight">Appointments</h1>
      </div>
      {'error' in result ? (
        <LoadError error={result.error} title="The appointments could not be loaded" />
      ) : (
        <AppointmentsTable rows={result.data} addButton={<AddAppointmentDialog />} />
      )}
    </div>
  );
}
