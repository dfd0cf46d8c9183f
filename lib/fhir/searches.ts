import 'server-only';
import type { Resource } from '@medplum/fhirtypes';
import { ADMISSION_PARAMETERS, ENCOUNTER_SEARCH_ALL } from '@/lib/admissions/fhir/encounter-search';
import { admissionPlan } from '@/lib/admissions/queries/fhir';
import { APPOINTMENT_SEARCH, ENCOUNTER_SEARCH, toFhirAppointment, toFhirEncounter, type AppointmentRow } from '@/lib/appointments/fhir/appointment';
import { countFhirAppointments, fhirAppointmentCondition, fhirEncounterCondition, readFhirAppointments } from '@/lib/appointments/queries/fhir';
import type { Db } from '@/lib/db/types';
import { CONDITION_SEARCH, toFhirCondition, type ConditionRow } from '@/lib/diagnosis/fhir/condition';
import { DIAGNOSTIC_REPORT_SEARCH, reportPatientId, toFhirDiagnosticReport, type DiagnosticReportRow } from '@/lib/diagnosis/fhir/diagnostic-report';
import { countFhirConditions, fhirConditionSearch, readFhirConditions } from '@/lib/diagnosis/queries/fhir-conditions';
import { countFhirDiagnosticReports, fhirDiagnosticReportSearch, readFhirDiagnosticReports } from '@/lib/diagnosis/queries/fhir-reports';
import { getEnv } from '@/lib/env';
import { IMMUNIZATION_SEARCH } from '@/lib/immunizations/fhir/immunization';
import { immunizationPlan } from '@/lib/immunizations/queries/fhir';
import { sideBySide, valuesFor } from '@/lib/lab/fhir/beside';
import { HISTORY_REQUEST_PARAMETERS, MEDICATION_REQUEST_AND_HISTORY_SEARCH } from '@/lib/medication-history/fhir/medication-request';
import { MEDICATION_STATEMENT_SEARCH } from '@/lib/medication-history/fhir/medication-statement';
import { historyRequestPlan, medicationStatementPlan } from '@/lib/medication-history/queries/fhir';
import { OTHER_OBSERVATION_PARAMETERS } from '@/lib/other-observations/fhir/observation';
import { otherObservationPlan } from '@/lib/other-observations/queries/fhir';
import { PAST_VISIT_PARAMETERS } from '@/lib/past-visits/fhir/encounter';
import { pastVisitPlan } from '@/lib/past-visits/queries/fhir';
import { DIAGNOSTIC_REPORT_AND_LAB_SEARCH, LAB_OBSERVATION_PARAMETERS, LAB_REPORT_PARAMETERS, OBSERVATION_AND_LAB_SEARCH } from '@/lib/lab/fhir/search-parameters';
import { labObservationPlan, labReportPlan, serviceRequestPlan, specimenPlan } from '@/lib/lab/fhir/searches';
import { SERVICE_REQUEST_SEARCH } from '@/lib/lab/fhir/service-request';
import { SPECIMEN_SEARCH } from '@/lib/lab/fhir/specimen';
import { ALLERGY_SEARCH, toFhirAllergy } from '@/lib/patients/fhir/allergy';
import { PATIENT_SEARCH, toFhirPatient } from '@/lib/patients/fhir/patient';
import { countFhirAllergies, fhirAllergySearch, readFhirAllergies } from '@/lib/patients/queries/fhir-allergies';
import { countFhirPatients, fhirPatientCondition, readFhirPatients } from '@/lib/patients/queries/fhir';
import { CONDITION_AND_PROBLEM_SEARCH, PROBLEM_CONDITION_PARAMETERS } from '@/lib/problems/fhir/condition';
import { problemConditionPlan } from '@/lib/problems/queries/fhir';
import { DOCUMENT_REFERENCE_SEARCH, toFhirDocumentReference } from '@/lib/reports/fhir/document-reference';
import { countFhirDocuments, fhirDocumentSearch, readFhirDocuments } from '@/lib/reports/queries/fhir-documents';
import { MEDICATION_REQUEST_SEARCH, toFhirMedicationRequest, type MedicationRow } from '@/lib/prescriptions/fhir/medication-request';
import { countFhirMedicationRequests, fhirMedicationRequestCondition, readFhirMedicationRequests } from '@/lib/prescriptions/queries/fhir';
import { PRACTITIONER_SEARCH, toFhirPractitioner } from '@/lib/staff/fhir/practitioner';
import { countFhirPractitioners, fhirPractitionerCondition, readFhirPractitioners } from '@/lib/staff/queries/fhir';
import { OBSERVATION_SEARCH, toFhirObservation, type ObservationRow } from '@/lib/vitals/fhir/observation';
import { countFhirObservations, fhirObservationCondition, readFhirObservations } from '@/lib/vitals/queries/fhir';
import { LOCATION_SEARCH } from '@/lib/wards/fhir/location';
import { locationPlan } from '@/lib/wards/queries/fhir';
import type { SearchParameterDefinition } from './capability';
import type { PageBound } from './search/page';

/** The parameters of one search, each with its values (a parameter given twice: both lists). */
export type SearchValues = ReadonlyMap<string, readonly string[]>;

/** How one resource type answers a search, given what was asked. */
export interface SearchPlan<Row extends { id: number }> {
  read: (bound: PageBound) => Promise<Row[]>;
  count: () => Promise<number>;
  toResource: (row: Row) => Resource;
  /** The patient a row is about, for the audit trail (null: none). */
  patientIdOf: (row: Row) => number | null;
}

/** A searchable type: its parameters, and the plan of its SQL for the values asked. */
export interface TypeSearch {
  type: string;
  parameters: readonly SearchParameterDefinition[];
  plan: (db: Db, values: SearchValues) => SearchPlan<{ id: number }>;
}

/**
 * One type's search, its row type forgotten so that every type fits one table: a plan's rows only ever go back to
 * its own `toResource` and `patientIdOf`, so the forgetting cannot mix them up.
 */
function typeSearch<Row extends { id: number }>(type: string, parameters: readonly SearchParameterDefinition[], plan: (db: Db, values: SearchValues) => SearchPlan<Row>): TypeSearch {
  return { type, parameters, plan: plan as unknown as TypeSearch['plan'] };
}

/** The clinic's own measurements (lib/vitals/fhir/observation.ts). */
function clinicObservations(db: Db, values: SearchValues): SearchPlan<ObservationRow> {
  const where = fhirObservationCondition(values);
  return { read: (bound) => readFhirObservations(db, where, bound), count: () => countFhirObservations(db, where), toResource: toFhirObservation, patientIdOf: (row) => row.patientId };
}

/** The clinic's diagnosis tests and investigations (lib/diagnosis/fhir/diagnostic-report.ts). */
function clinicReports(db: Db, values: SearchValues): SearchPlan<DiagnosticReportRow> {
  const search = fhirDiagnosticReportSearch(values);
  return { read: (bound) => readFhirDiagnosticReports(db, search, bound), count: () => countFhirDiagnosticReports(db, search), toResource: toFhirDiagnosticReport, patientIdOf: reportPatientId };
}

/** The clinic's visits: the appointments whose patient arrived (lib/appointments/fhir/appointment.ts). */
function clinicVisits(db: Db, values: SearchValues): SearchPlan<AppointmentRow> {
  const where = fhirEncounterCondition(values);
  return { read: (bound) => readFhirAppointments(db, where, bound), count: () => countFhirAppointments(db, where), toResource: toFhirEncounter, patientIdOf: (row) => row.patientId };
}

/** The medicines of the clinic's prescriptions (lib/prescriptions/fhir/medication-request.ts). */
function clinicPrescriptions(db: Db, values: SearchValues): SearchPlan<MedicationRow> {
  const where = fhirMedicationRequestCondition(values);
  return {
    read: (bound) => readFhirMedicationRequests(db, where, bound),
    count: () => countFhirMedicationRequests(db, where),
    toResource: toFhirMedicationRequest,
    patientIdOf: (row) => row.prescription.patientId,
  };
}

/** The diagnoses the clinic named: its diagnosis tests and prescriptions (lib/diagnosis/fhir/condition.ts). */
function clinicDiagnoses(db: Db, values: SearchValues): SearchPlan<ConditionRow> {
  const search = fhirConditionSearch(values);
  return { read: (bound) => readFhirConditions(db, search, bound), count: () => countFhirConditions(db, search), toResource: toFhirCondition, patientIdOf: (row) => row.patientId };
}

const names = (definitions: readonly SearchParameterDefinition[]) => definitions.map(({ name }) => name);

/** Every type the server searches, by name: the routes, `_include`, `_revinclude` and `$everything` read from here. */
export const SEARCHES = {
  Patient: typeSearch('Patient', PATIENT_SEARCH, (db, values) => {
    const numberSystem = getEnv().FHIR_PATIENT_NUMBER_SYSTEM;
    const where = fhirPatientCondition(values, numberSystem);
    return { read: (bound) => readFhirPatients(db, where, bound), count: () => countFhirPatients(db, where), toResource: (row) => toFhirPatient(row, numberSystem), patientIdOf: (row) => row.id };
  }),
  Practitioner: typeSearch('Practitioner', PRACTITIONER_SEARCH, (db, values) => {
    const where = fhirPractitionerCondition(values);
    return { read: (bound) => readFhirPractitioners(db, where, bound), count: () => countFhirPractitioners(db, where), toResource: toFhirPractitioner, patientIdOf: () => null };
  }),
  // Wards (`ward-{id}`) and beds (`bed-{id}`): no patient's data.
  Location: typeSearch('Location', LOCATION_SEARCH, locationPlan),
  // The clinic's measurements and the laboratory's results (`lab-{id}`), side by side (lib/lab/fhir/beside.ts), and
  // what imported records observed besides (`other-{id}`: a pain score, a smoking status) as a third side: the two
  // together are one side beside it, as the Encounter's visits are beside the admissions.
  Observation: typeSearch('Observation', OBSERVATION_AND_LAB_SEARCH, (db, values) => {
    const clinic = valuesFor(values, names(OBSERVATION_SEARCH));
    const lab = valuesFor(values, LAB_OBSERVATION_PARAMETERS);
    const other = valuesFor(values, OTHER_OBSERVATION_PARAMETERS);
    const measured = clinic || lab ? sideBySide(clinic && clinicObservations(db, clinic), lab && labObservationPlan(db, lab)) : null;
    return sideBySide(measured, other && otherObservationPlan(db, other));
  }),
  AllergyIntolerance: typeSearch('AllergyIntolerance', ALLERGY_SEARCH, (db, values) => {
    const search = fhirAllergySearch(values);
    return {
      read: (bound) => readFhirAllergies(db, search, bound),
      count: () => countFhirAllergies(db, search),
      toResource: toFhirAllergy,
      patientIdOf: (row) => ('allergy' in row ? row.allergy.patientId : row.noneKnownFor),
    };
  }),
  Appointment: typeSearch('Appointment', APPOINTMENT_SEARCH, (db, values) => {
    const where = fhirAppointmentCondition(values);
    return { read: (bound) => readFhirAppointments(db, where, bound), count: () => countFhirAppointments(db, where), toResource: toFhirAppointment, patientIdOf: (row) => row.patientId };
  }),
  // What an imported record brought sits beside the clinic's own records of the same type, under ids of their own
  // prefix, and is read side by side as the laboratory's results are (lib/lab/fhir/beside.ts): visits elsewhere
  // (`elsewhere-{id}`), medicines prescribed elsewhere (`history-{id}`), the problem list (`problem-{id}`).
  // Admissions (`admission-{id}`) are a third side: the visits of both kinds together are one side beside them, so
  // that each table still pages by its own ids under one key (a visit's key is its side-by-side key twice).
  Encounter: typeSearch('Encounter', ENCOUNTER_SEARCH_ALL, (db, values) => {
    const clinic = valuesFor(values, names(ENCOUNTER_SEARCH));
    const elsewhere = valuesFor(values, PAST_VISIT_PARAMETERS);
    const admitted = valuesFor(values, ADMISSION_PARAMETERS);
    const visits = clinic || elsewhere ? sideBySide(clinic && clinicVisits(db, clinic), elsewhere && pastVisitPlan(db, elsewhere)) : null;
    return sideBySide(visits, admitted && admissionPlan(db, admitted));
  }),
  MedicationRequest: typeSearch('MedicationRequest', MEDICATION_REQUEST_AND_HISTORY_SEARCH, (db, values) => {
    const clinic = valuesFor(values, names(MEDICATION_REQUEST_SEARCH));
    const history = valuesFor(values, HISTORY_REQUEST_PARAMETERS);
    return sideBySide(clinic && clinicPrescriptions(db, clinic), history && historyRequestPlan(db, history));
  }),
  MedicationStatement: typeSearch('MedicationStatement', MEDICATION_STATEMENT_SEARCH, medicationStatementPlan),
  Immunization: typeSearch('Immunization', IMMUNIZATION_SEARCH, immunizationPlan),
  Condition: typeSearch('Condition', CONDITION_AND_PROBLEM_SEARCH, (db, values) => {
    const clinic = valuesFor(values, names(CONDITION_SEARCH));
    const problems = valuesFor(values, PROBLEM_CONDITION_PARAMETERS);
    return sideBySide(clinic && clinicDiagnoses(db, clinic), problems && problemConditionPlan(db, problems));
  }),
  // The diagnosis tests and investigations, and the laboratory's reports, side by side.
  DiagnosticReport: typeSearch('DiagnosticReport', DIAGNOSTIC_REPORT_AND_LAB_SEARCH, (db, values) => {
    const clinic = valuesFor(values, DIAGNOSTIC_REPORT_SEARCH.map(({ name }) => name));
    const lab = valuesFor(values, LAB_REPORT_PARAMETERS);
    return sideBySide(clinic && clinicReports(db, clinic), lab && labReportPlan(db, lab));
  }),
  DocumentReference: typeSearch('DocumentReference', DOCUMENT_REFERENCE_SEARCH, (db, values) => {
    const search = fhirDocumentSearch(values);
    return { read: (bound) => readFhirDocuments(db, search, bound), count: () => countFhirDocuments(db, search), toResource: toFhirDocumentReference, patientIdOf: (row) => row.patientId };
  }),
  ServiceRequest: typeSearch('ServiceRequest', SERVICE_REQUEST_SEARCH, serviceRequestPlan),
  Specimen: typeSearch('Specimen', SPECIMEN_SEARCH, specimenPlan),
} satisfies Record<string, TypeSearch>;

export type SearchedType = keyof typeof SEARCHES;

/**
 * The types whose resources are about one patient, searched by `patient`, in the order a patient's whole record lists
 * them ($everything) and the order `_revinclude` takes.
 */
export const PATIENT_COMPARTMENT: readonly SearchedType[] = [
  'AllergyIntolerance',
  'Condition',
  'Observation',
  'DiagnosticReport',
  'DocumentReference',
  'MedicationRequest',
  'MedicationStatement',
  'Immunization',
  'Appointment',
  'Encounter',
  'ServiceRequest',
  'Specimen',
];
