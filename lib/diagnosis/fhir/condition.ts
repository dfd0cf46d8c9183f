import type { CodeableConcept, Condition } from '@medplum/fhirtypes';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { diagnosticReportId } from './diagnostic-report';

/**
 * The records that name a diagnosis, each a Condition: a diagnosis test (its category is the diagnosis, "RPT-13 ·
 * Hypertension" wherever the app names the test) and a prescription's Diagnosis as the doctor wrote it. A
 * prescription that names one of the patient's diagnosis tests and no words of its own names no other diagnosis
 * than that test's, so it is no Condition of its own.
 */
export const CONDITION_SOURCES = ['diagnosis-test', 'prescription'] as const;
export type ConditionSource = (typeof CONDITION_SOURCES)[number];

/** The prefix of a Condition's id, which says the table it comes from: `dt-12` is diagnosis test 12. */
export const CONDITION_ID_PREFIX: Record<ConditionSource, string> = { 'diagnosis-test': 'dt', prescription: 'rx' };

/** A diagnosis as a search or a read finds it, from either record. */
export interface ConditionRow {
  /** Its page key (lib/fhir/search/interleave.ts): not the id it is known by. */
  id: number;
  from: ConditionSource;
  /** The id of the diagnosis test or the prescription. */
  recordId: number;
  patientId: number;
  /** The doctor who named it. */
  doctorId: number;
  /** As written: the test's category, or the prescription's words. */
  diagnosis: string;
  recordedAt: Date;
  voidedAt: Date | null;
  /** The visit it was named at, when that visit took place (an Encounter): null otherwise. */
  encounterId: number | null;
  /** The diagnosis test behind it: the test itself, or the one the prescription names beside its words. */
  testId: number | null;
}

/** What a Condition search takes: read by lib/diagnosis/queries/fhir-conditions.ts, listed in the CapabilityStatement. */
export const CONDITION_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: 'The id on this server: dt-{id} (a diagnosis test) or rx-{id} (a prescription).' },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'subject', type: 'reference', documentation: 'As patient.' },
  { name: 'encounter', type: 'reference', documentation: 'The visit it was named at: Encounter/{id} or the id.' },
  { name: 'recorded-date', type: 'date', documentation: "The day it was recorded (the clinic's), with eq, ge, le, gt or lt." },
  { name: 'clinical-status', type: 'token', documentation: 'active: every diagnosis that stands (the clinic records no other clinical status).' },
  { name: 'verification-status', type: 'token', documentation: 'confirmed (the default) or entered-in-error (a voided record, left out unless asked for).' },
  { name: 'category', type: 'token', documentation: 'encounter-diagnosis: every diagnosis here is one.' },
];

export const CLINICAL_STATUS_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
export const VERIFICATION_STATUS_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-ver-status';
export const CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-category';

const concept = (system: string, code: string, display: string): CodeableConcept => ({ coding: [{ system, code, display }] });
const ACTIVE = concept(CLINICAL_STATUS_SYSTEM, 'active', 'Active');
const CONFIRMED = concept(VERIFICATION_STATUS_SYSTEM, 'confirmed', 'Confirmed');
const ENTERED_IN_ERROR = concept(VERIFICATION_STATUS_SYSTEM, 'entered-in-error', 'Entered in Error');
const ENCOUNTER_DIAGNOSIS = concept(CATEGORY_SYSTEM, 'encounter-diagnosis', 'Encounter Diagnosis');

/** The id a Condition is known by. */
export const conditionId = (from: ConditionSource, recordId: number) => `${CONDITION_ID_PREFIX[from]}-${recordId}`;

/**
 * A diagnosis as an R4 Condition: as written (the clinic codes no diagnosis yet, so `code` is its text alone), an
 * encounter diagnosis confirmed by the doctor who named it, active (the clinic records no resolution), with the
 * visit and the diagnosis test behind it. A voided record's is entered-in-error, without a clinical status (R4
 * forbids both).
 */
export function toFhirCondition(row: ConditionRow): Condition {
  const voided = row.voidedAt !== null;
  return {
    resourceType: 'Condition',
    id: conditionId(row.from, row.recordId),
    ...(voided ? {} : { clinicalStatus: ACTIVE }),
    verificationStatus: voided ? ENTERED_IN_ERROR : CONFIRMED,
    category: [ENCOUNTER_DIAGNOSIS],
    code: { text: row.diagnosis.trim() },
    subject: { reference: `Patient/${row.patientId}` },
    ...(row.encounterId !== null ? { encounter: { reference: `Encounter/${row.encounterId}` } } : {}),
    recordedDate: row.recordedAt.toISOString(),
    recorder: { reference: `Practitioner/${row.doctorId}` },
    ...(row.testId !== null ? { evidence: [{ detail: [{ reference: `DiagnosticReport/${diagnosticReportId('diagnosis-test', row.testId)}` }] }] } : {}),
  };
}
