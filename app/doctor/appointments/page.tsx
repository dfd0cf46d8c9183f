import type { Metadata } from 'next';
import { LoadError } from '@/components/forms/load-error';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { APPOINTMENTS_PAGE_SIZE } from '@/lib/constants';
import { getPatientOption } from '@/lib/data/patient-options';
import { getDb } from '@/lib/db/client';
import { todayIso } from '@/lib/format';
import { listAppointments } from '@/lib/hospital-api';
import { loadFailure } from '@/lib/load-failure';
import { appointmentRangeSchema, rangeStart } from '@/lib/validations/appointment-range';
import { parseRowId } from '@/lib/validations/clinical-fields';
import { APPOINTMENT_SORTS } from '@/lib/validations/hospital-api';
import { parseTableParams } from '@/lib/validations/table-params';
import { AddAppointmentDialog } from './_components/add-appointment-dialog';
import { AppointmentsTable } from './_components/appointments-table';
import { ShowSelect } from './_components/show-select';

export const metadata: Metadata = { title: 'Appointments' };

/** `?book={patientId}`: the add form opens with that patient chosen; an id that is no patient's opens it empty. */
async function patientToBook(book: string | string[] | undefined) {
  if (book === undefined) return null;
  const id = parseRowId(Array.isArray(book) ? book[0] : book);
  return id === null ? null : getPatientOption(await getDb(), id);
}

export default async function AppointmentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireDoctor();
  const query = await searchParams;
  const range = appointmentRangeSchema.parse(Array.isArray(query.show) ? query.show[0] : query.show);
  const params = parseTableParams(query, { pageSize: APPOINTMENTS_PAGE_SIZE, sorts: APPOINTMENT_SORTS });
  const bookFor = await patientToBook(query.book);
  // One page through the hospital API (SPEC section 7), reaching back as far as Show says.
  const result = await listAppointments({
    from: rangeStart(range, todayIso()),
    page: params.page,
    limit: params.pageSize,
    search: params.q,
    sort: params.sort ?? undefined,
    dir: params.sort ? params.dir : undefined,
    // Today is the day's work: today's appointments in time order, then the days ahead. Reaching back, the
    // newest come first.
    order: range === 'today' ? 'upcoming' : 'latest',
  }).catch((error: unknown) => ({ error: loadFailure(error) }));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <ShowSelect value={range} />
        <h1 className="text-2xl font-semibold tracking-tight">Appointments</h1>
      </div>
      {'error' in result ? (
        <LoadError error={result.error} title="Could not load the appointments" />
      ) : (
        <AppointmentsTable
          list={{ rows: result.data, total: result.pagination.total, page: result.pagination.page }}
          params={params}
          // A new ?book= (another patient) mounts the form afresh, with that patient's values.
          addButton={<AddAppointmentDialog key={String(query.book ?? '')} bookFor={bookFor} />}
        />
      )}
    </div>
  );
}
