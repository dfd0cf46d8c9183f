import type { Appointment, CodeableConcept, Encounter } from '@medplum/fhirtypes';
import { clinicInstant } from '@/lib/clinic-time';
import type { appointments } from '@/lib/db/schema/appointments';
import type { AppointmentStatus } from '@/lib/db/schema/enums';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';

/** An appointment's row, with when its patient arrived and when the visit was completed (from its history). */
export type AppointmentRow = typeof appointments.$inferSelect & { arrivedAt: Date | null; completedAt: Date | null };

/** The app's states as FHIR's Appointment.status names them. */
export const FHIR_APPOINTMENT_STATUS: Record<AppointmentStatus, Appointment['status']> = {
  pending: 'proposed',
  confirmed: 'booked',
  arrived: 'arrived',
  completed: 'fulfilled',
  cancelled: 'cancelled',
  'no-show': 'noshow',
};

/** The visits that took place, as Encounters: the patient arrived (in progress) or the visit was completed (finished). */
export const ENCOUNTER_STATUS: Partial<Record<AppointmentStatus, Encounter['status']>> = { arrived: 'in-progress', completed: 'finished' };

export const APPOINTMENT_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: "The appointment's id on this server." },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'practitioner', type: 'reference', documentation: 'The doctor: Practitioner/{id} or the id.' },
  { name: 'date', type: 'date', documentation: "The day of the visit (the clinic's), with eq, ge, le, gt or lt." },
  { name: 'status', type: 'token', documentation: 'proposed, booked, arrived, fulfilled, cancelled or noshow.' },
];

export const ENCOUNTER_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: "The visit's id on this server (its appointment's)." },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'subject', type: 'reference', documentation: 'As patient.' },
  { name: 'practitioner', type: 'reference', documentation: 'The doctor: Practitioner/{id} or the id.' },
  { name: 'date', type: 'date', documentation: "The day of the visit (the clinic's), with eq, ge, le, gt or lt." },
  { name: 'status', type: 'token', documentation: 'in-progress (the patient has arrived) or finished.' },
  { name: 'class', type: 'token', documentation: 'v3 ActCode AMB: every visit to the clinic is ambulatory.' },
];

/** The class of every visit to the clinic: v3 ActCode AMB. */
export const AMBULATORY_CLASS = { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' } as const;

const APPOINTMENT_TYPE: Record<(typeof appointments.$inferSelect)['type'], CodeableConcept> = {
  checkup: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0276', code: 'CHECKUP', display: 'A routine check-up, such as an annual physical' }], text: 'Checkup' },
  surgery: { text: 'Surgery' },
};

/**
 * An appointment as an R4 Appointment: its state mapped, its start and end (the clinic's wall times as the
 * instants they are), its kind, its patient and its doctor.
 */
export function toFhirAppointment(row: AppointmentRow): Appointment {
  const status = FHIR_APPOINTMENT_STATUS[row.status];
  const participation = status === 'proposed' ? 'needs-action' : status === 'cancelled' ? 'declined' : 'accepted';
  return {
    resourceType: 'Appointment',
    id: String(row.id),
    status,
    appointmentType: APPOINTMENT_TYPE[row.type],
    start: clinicInstant(row.date, row.time).toISOString(),
    end: clinicInstant(row.endsAt.slice(0, 10), row.endsAt.slice(11, 19)).toISOString(),
    created: row.createdAt.toISOString(),
    participant: [
      { actor: { reference: `Patient/${row.patientId}` }, required: 'required', status: participation },
      { actor: { reference: `Practitioner/${row.doctorId}` }, required: 'required', status: participation },
    ],
  };
}

/**
 * A visit that took place as an R4 Encounter: ambulatory, its period from the patient's arrival to the visit's
 * completion (open while it goes on), its doctor, and the appointment it came from.
 */
export function toFhirEncounter(row: AppointmentRow): Encounter {
  const period = { ...(row.arrivedAt ? { start: row.arrivedAt.toISOString() } : {}), ...(row.completedAt ? { end: row.completedAt.toISOString() } : {}) };
  return {
    resourceType: 'Encounter',
    id: String(row.id),
    status: ENCOUNTER_STATUS[row.status] ?? 'unknown',
    class: { ...AMBULATORY_CLASS },
    type: [APPOINTMENT_TYPE[row.type]],
    subject: { reference: `Patient/${row.patientId}` },
    participant: [{ individual: { reference: `Practitioner/${row.doctorId}` } }],
    appointment: [{ reference: `Appointment/${row.id}` }],
    ...(period.start || period.end ? { period } : {}),
  };
}
