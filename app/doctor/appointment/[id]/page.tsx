import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { InstantDate } from '@/components/instant-date';
import { AppointmentStatusBadge } from '@/components/appointments/appointment-status-badge';
import { LinkButton } from '@/components/ui/link-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { arrivalNote } from '@/lib/appointments/rules/arrival-note';
import { patientsShown, recordRead } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listStatusChanges } from '@/lib/appointments/queries/status-changes';
import { listAppointmentReminders } from '@/lib/reminders/queries';
import { getAppointmentDetails } from '@/lib/appointments/queries/appointments';
import { getPatientWithAllergies } from '@/lib/patients/queries/allergies';
import { getOpenAdmissionOfPatient } from '@/lib/admissions/queries/patient-admissions';
import { readLatestVitals } from '@/lib/vitals/queries/patient-vitals';
import { listVisitDiagnosisTests, listVisitPrescriptions } from '@/lib/appointments/queries/visit-records';
import { listVisitLabOrders } from '@/lib/lab/queries/visit-orders';
import { cancellableOrders } from '@/components/lab/lab-orders-list';
import { loadFailure } from '@/lib/load-failure';
import { getDb } from '@/lib/db/client';
import { capitalise } from '@/lib/format';
import { formatDate, formatTime } from '@/lib/format';
import { APPOINTMENT_STATUS_LABELS, mayChangeAppointmentState } from '@/lib/appointments/rules/status';
import { getEnv } from '@/lib/env';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { formatPhone } from '@/lib/patients/rules/phone';
import { mayReschedule, rescheduleDetail, startOfStamp } from '@/lib/appointments/rules/reschedule';
import { RescheduleButton } from './_components/reschedule-button';
import { StatusActions } from './_components/status-actions';
import { VisitPatient } from './_components/visit-patient';
import { VisitRecordLists } from './_components/visit-records';
import { VisitLabOrders } from './_components/visit-lab-orders';
import { VisitReminders } from './_components/visit-reminders';
import { reminderChannelsConfigured } from '@/lib/reminders/senders';

export const metadata: Metadata = { title: 'Doctor Profile' };


/**
 * /doctor/appointment/{id}, titled "Doctor Profile" as the brief has it, with that appointment's details; and the visit
 * it is: who the patient is (their record, leading to their chart), the next steps (a diagnosis test, a
 * prescription, lab tests) and what was written and ordered at it. Showing the patient's record is a view in the audit trail.
 */
export default async function AppointmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { doctor } = await requireDoctor();
  const id = parseRowId((await params).id);
  if (id === null) notFound();
  const db = await getDb();
  const [appointment, history, tests, prescriptions, reminders, labOrders] = await Promise.all([
    getAppointmentDetails(db, id),
    listStatusChanges(db, id),
    listVisitDiagnosisTests(db, id),
    listVisitPrescriptions(db, id),
    listAppointmentReminders(db, id),
    // The lab's part says its own failure in place: the rest of the visit still shows.
    listVisitLabOrders(db, id).catch((error: unknown) => ({ error: loadFailure(error) })),
  ]);
  if (!appointment) notFound();
  // The patient and their drug allergies in one query.
  const [record, vitals, admission] = await Promise.all([
    getPatientWithAllergies(db, appointment.patientId),
    readLatestVitals(db, [appointment.patientId]),
    getOpenAdmissionOfPatient(db, appointment.patientId),
  ]);
  if (!record) notFound();
  const { patient, allergies } = record;
  // The patient's record, the appointment and what was written at it: one audit insert.
  await recordRead(db, {
    reader: doctor,
    source: 'visit',
    items: [
      ...patientsShown([patient.id]),
      { entity: 'appointment', entityId: appointment.id, patientId: patient.id },
      ...(admission ? [{ entity: 'admission' as const, entityId: admission.admissionId, patientId: patient.id }] : []),
      ...tests.rows.map((test) => ({ entity: 'diagnosis-test' as const, entityId: test.id, patientId: patient.id })),
      ...prescriptions.rows.map((prescription) => ({ entity: 'prescription' as const, entityId: prescription.id, patientId: patient.id })),
      ...('error' in labOrders ? [] : labOrders.rows.map((order) => ({ entity: 'lab-order' as const, entityId: order.id, patientId: patient.id }))),
    ],
  });

  const details: Array<[string, string]> = [
    ['Sr no.', String(appointment.id)],
    ['Patient', appointment.fullName],
    ['Email', appointment.email],
    ['Mobile', formatPhone(appointment.phone)],
    ['Age', String(appointment.age)],
    ['Gender', capitalise(appointment.gender)],
    ['Doctor', appointment.doctorName],
    ['Date', formatDate(appointment.date)],
    ['Time', formatTime(appointment.time)],
    ['End time', formatTime(appointment.endsAt.slice(11))],
    ['Type', capitalise(appointment.type)],
  ];
  return (
    <div className="space-y-6">
      <LinkButton href="/doctor/appointments" icon={ArrowLeft} variant="ghost">
          Appointments
        </LinkButton>
      <PageTitle>Doctor Profile</PageTitle>
      <VisitPatient
        patient={patient}
        appointmentId={appointment.id}
        vitals={vitals.get(patient.id) ?? {}}
        allergies={allergies}
        admission={admission}
        doctorId={doctor.id}
      />
      <Card className="max-w-2xl">
        <CardHeader className="flex flex-row items-center justify-between">
          <CardTitle>Appointment with {appointment.fullName}</CardTitle>
          <div className="flex flex-col items-end gap-1">
            <AppointmentStatusBadge status={appointment.status} />
            {appointment.status === 'arrived' && appointment.arrivedAt ? (
              <span className="text-sm text-muted-foreground" data-testid="appointment-arrival">
                {arrivalNote(appointment.arrivedAt, new Date())}
              </span>
            ) : null}
          </div>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          {/* The moves and Reschedule only for the appointment's doctor or an administrator (the actions refuse anyone else). */}
          {mayChangeAppointmentState(doctor, appointment) ? (
            <div className="mt-6 flex flex-wrap items-start gap-2">
              <StatusActions id={appointment.id} status={appointment.status} start={{ date: appointment.date, time: appointment.time }} />
              {mayReschedule(appointment.status) ? (
                <RescheduleButton id={appointment.id} name={appointment.fullName} doctorName={appointment.doctorName} date={appointment.date} time={appointment.time} />
              ) : null}
            </div>
          ) : null}
        </CardContent>
      </Card>
      <VisitRecordLists tests={tests} prescriptions={prescriptions} patientId={patient.id} />
      <VisitLabOrders list={labOrders} cancellable={'error' in labOrders ? [] : cancellableOrders(doctor, labOrders.rows)} patientId={patient.id} />
      <VisitReminders
        reminders={reminders}
        patient={{ phone: patient.phone, email: patient.email }}
        appointment={{ status: appointment.status, date: appointment.date, time: appointment.time }}
        leadHours={getEnv().REMINDER_LEAD_HOURS}
        now={new Date()}
        configured={reminderChannelsConfigured(getEnv())}
      />
      <section aria-labelledby="status-history" className="max-w-2xl space-y-2">
        <h2 id="status-history" className="text-lg font-semibold">
          History
        </h2>
        <ol className="space-y-1 text-sm">
          <li>
            Booked <InstantDate iso={appointment.createdAt.toISOString()} withTime />, {APPOINTMENT_STATUS_LABELS.pending.status.toLowerCase()}
          </li>
          {history.map((change, index) => (
            <li key={index}>
              {change.fromStart && change.toStart
                ? capitalise(rescheduleDetail(startOfStamp(change.fromStart), startOfStamp(change.toStart)))
                : `${APPOINTMENT_STATUS_LABELS[change.fromStatus].status} → ${APPOINTMENT_STATUS_LABELS[change.toStatus].status}`}
              , <InstantDate iso={change.changedAt.toISOString()} withTime />, by {change.changedBy ?? 'the hospital API'}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
