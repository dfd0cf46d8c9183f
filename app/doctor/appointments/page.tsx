import type { Metadata } from 'next';
import { LoadError } from '@/components/forms/load-error';
import { patientsShown, recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { isAdministrator, mayBookForColleagues } from '@/lib/auth/roles';
import { clinicClock } from '@/lib/clinic-time';
import { APPOINTMENTS_PAGE_SIZE } from '@/lib/constants';
import { appointmentListParams, listAppointments } from '@/lib/appointments/queries/appointments';
import { listActiveDoctorOptions } from '@/lib/staff/queries/doctors';
import { getPatientOption } from '@/lib/patients/queries/options';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { toAppointmentRow } from '@/lib/hospital-api/server/serialize';
import { loadFailure } from '@/lib/load-failure';
import { appointmentRangeSchema, rangeQuery } from '@/lib/appointments/schema/range';
import { doctorViewOf } from '@/lib/appointments/schema/view';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { APPOINTMENT_SORTS, appointmentsQuerySchema } from '@/lib/hospital-api/schema';
import { appointmentStatusFilterSchema, statusesOf } from '@/lib/appointments/schema/status-filter';
import { parseTableParams } from '@/lib/lists/table-params';
import { formatPhone } from '@/lib/patients/rules/phone';
import { AddAppointmentButton } from './_components/add-appointment-button';
import { AppointmentsTable } from './_components/appointments-table';
import { DoctorViewLinks } from './_components/doctor-view-links';
import { ShowSelect } from './_components/show-select';
import { StatusSelect } from './_components/status-select';

export const metadata: Metadata = { title: 'Appointments' };

/** `?book={patientId}`: the add form opens with that patient chosen; an id that is no patient's opens it empty. */
async function patientToBook(book: string | string[] | undefined) {
  if (book === undefined) return null;
  const id = parseRowId(Array.isArray(book) ? book[0] : book);
  return id === null ? null : getPatientOption(await getDb(), id);
}

export default async function AppointmentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireDoctor();
  const query = await searchParams;
  const range = appointmentRangeSchema.parse(Array.isArray(query.show) ? query.show[0] : query.show);
  // A doctor starts on their own appointments, an administrator on every doctor's.
  const view = doctorViewOf(Array.isArray(query.doctor) ? query.doctor[0] : query.doctor, isAdministrator(doctor) ? 'all' : 'mine');
  const params = parseTableParams(query, { pageSize: APPOINTMENTS_PAGE_SIZE, sorts: APPOINTMENT_SORTS });
  const status = appointmentStatusFilterSchema.parse(Array.isArray(query.status) ? query.status[0] : query.status);
  const bookFor = await patientToBook(query.book);
  // An administrator chooses the doctor of a booking; with BOOKING_FOR_COLLEAGUES=everyone, anyone on All doctors.
  const mayChoose = isAdministrator(doctor) || (view === 'all' && mayBookForColleagues(doctor, getEnv().BOOKING_FOR_COLLEAGUES));
  const doctors = mayChoose ? await listActiveDoctorOptions(await getDb()) : null;
  const now = new Date();
  // One page, the query checked by GET /api/v1/appointments's schema and read by the same data-layer call: Today is
  // today's appointments in time order, Upcoming the rest of today and the days ahead, the other choices reach
  // back, newest first.
  const result = await getDb()
    .then((db) => {
      const listQuery = appointmentsQuerySchema.parse({
        ...rangeQuery(range, clinicClock(now)),
        doctorId: view === 'mine' ? doctor.id : undefined,
        status: statusesOf(status)?.join(',') || undefined,
        page: params.page,
        limit: params.pageSize,
        search: params.q || undefined,
        sort: params.sort ?? undefined,
        dir: params.sort ? params.dir : undefined,
      });
      return listAppointments(db, appointmentListParams(listQuery));
    })
    .catch((error: unknown) => ({ error: loadFailure(error) }));
  // What the response shows of patients (the page's appointments, the ?book= patient in the form): one audit insert.
  await recordRead(await getDb(), {
    reader: doctor,
    source: `appointments list, page ${'error' in result ? params.page : result.page}`,
    items: [
      ...('error' in result ? [] : result.rows.map((row) => ({ entity: 'appointment' as const, entityId: row.id, patientId: row.patientId }))),
      ...(bookFor ? patientsShown([bookFor.id], 'booking form') : []),
    ],
  });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <ShowSelect value={range} />
        <h1 className="text-2xl font-semibold tracking-tight">Appointments</h1>
        <DoctorViewLinks view={view} query={query} />
        <StatusSelect value={status} />
      </div>
      {'error' in result ? (
        <LoadError error={result.error} title="Could not load the appointments" />
      ) : (
        <AppointmentsTable
          // The API gives the stored international form ("+2348035557781") to the programs that call it; the
          // doctor reads it spaced, as the chart writes it, formatted here so that the phone library stays on the server.
          list={{ rows: result.rows.map((row) => ({ ...toAppointmentRow(row), mobile: formatPhone(row.phone) })), total: result.total, page: result.page }}
          params={params}
          now={now.getTime()}
          me={{ id: doctor.id, role: doctor.role }}
          // A new ?book= (another patient) mounts the form afresh, with that patient's values.
          addButton={<AddAppointmentButton key={String(query.book ?? '')} bookFor={bookFor} me={doctor.id} doctors={doctors} view={view} />}
        />
      )}
    </div>
  );
}
