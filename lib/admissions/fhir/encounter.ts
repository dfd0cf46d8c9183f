import type { CodeableConcept, Encounter, EncounterLocation } from '@medplum/fhirtypes';
import { DISPOSITION_LABELS, type DischargeDisposition } from '@/lib/admissions/rules/disposition';
import { bedLocationId, bedName } from '@/lib/wards/fhir/location';

// An admission is an inpatient Encounter beside the clinic's visits (an appointment whose patient arrived, plain
// ids) and the visits elsewhere of imported records (`elsewhere-{id}`), under an id of its own prefix:
// `admission-12`. It is a view of its row and of its bed stays: nothing is copied.

export const ADMISSION_ID_PREFIX = 'admission';
export const admissionEncounterId = (id: number): string => `${ADMISSION_ID_PREFIX}-${id}`;

const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
const PARTICIPATION_TYPE = 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType';
export const DISCHARGE_DISPOSITION_SYSTEM = 'http://terminology.hl7.org/CodeSystem/discharge-disposition';

/** The class of every admission: v3 ActCode IMP. */
export const INPATIENT_CLASS = { system: ACT_CODE, code: 'IMP', display: 'inpatient encounter' } as const;

/**
 * Where the patient went, in HL7's discharge-disposition codes: home; a referral is to another healthcare
 * facility (other-hcf: the clinic does not record which kind, so not hosp, psy, rehab…); against medical advice is
 * aadvice ("Left against advice"); died is exp ("Expired").
 */
export const DISPOSITION_CODES: Record<DischargeDisposition, { code: string; display: string }> = {
  home: { code: 'home', display: 'Home' },
  referred: { code: 'other-hcf', display: 'Other healthcare facility' },
  'against-medical-advice': { code: 'aadvice', display: 'Left against advice' },
  died: { code: 'exp', display: 'Expired' },
};

/** One bed of the admission, with the ward it is in, from and until when (until null while the patient is in it). */
export interface StayRow {
  bedId: number;
  wardName: string;
  label: string;
  fromAt: Date;
  toAt: Date | null;
}

/** An admission's row, with its bed stays in the order they began. */
export interface AdmissionRow {
  id: number;
  patientId: number;
  admittingDoctorId: number;
  reason: string;
  admittedAt: Date;
  dischargedAt: Date | null;
  disposition: DischargeDisposition | null;
  stays: StayRow[];
}

/** In progress while the patient is in, finished once discharged. */
export const admissionStatus = (row: Pick<AdmissionRow, 'dischargedAt'>): 'in-progress' | 'finished' => (row.dischargedAt === null ? 'in-progress' : 'finished');

/** The admitting doctor, who is also the doctor responsible for the patient while in. */
const DOCTOR_ROLES: CodeableConcept[] = [
  { coding: [{ system: PARTICIPATION_TYPE, code: 'ADM', display: 'admitter' }] },
  { coding: [{ system: PARTICIPATION_TYPE, code: 'ATND', display: 'attender' }] },
];

function locationOf(stay: StayRow): EncounterLocation {
  return {
    location: { reference: `Location/${bedLocationId(stay.bedId)}`, display: bedName(stay.wardName, stay.label) },
    status: stay.toAt === null ? 'active' : 'completed',
    period: { start: stay.fromAt.toISOString(), ...(stay.toAt ? { end: stay.toAt.toISOString() } : {}) },
  };
}

function dischargeDisposition(disposition: DischargeDisposition): CodeableConcept {
  const { code, display } = DISPOSITION_CODES[disposition];
  return { coding: [{ system: DISCHARGE_DISPOSITION_SYSTEM, code, display }], text: DISPOSITION_LABELS[disposition] };
}

/**
 * An admission as an R4 Encounter: inpatient, in progress until discharged, its patient, its admitting doctor, from
 * admission to discharge, its reason in words, each bed it stayed in with the stay's times (the open one active),
 * and where the patient went.
 */
export function toFhirAdmissionEncounter(row: AdmissionRow): Encounter {
  return {
    resourceType: 'Encounter',
    id: admissionEncounterId(row.id),
    status: admissionStatus(row),
    class: { ...INPATIENT_CLASS },
    subject: { reference: `Patient/${row.patientId}` },
    participant: [{ type: DOCTOR_ROLES, individual: { reference: `Practitioner/${row.admittingDoctorId}` } }],
    period: { start: row.admittedAt.toISOString(), ...(row.dischargedAt ? { end: row.dischargedAt.toISOString() } : {}) },
    ...(row.reason.trim() ? { reasonCode: [{ text: row.reason.trim() }] } : {}),
    ...(row.disposition ? { hospitalization: { dischargeDisposition: dischargeDisposition(row.disposition) } } : {}),
    ...(row.stays.length > 0 ? { location: row.stays.map(locationOf) } : {}),
  };
}
