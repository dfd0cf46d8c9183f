import 'server-only';
import type { Db } from '@/lib/db/types';
import { getEnv } from '@/lib/env';
import type { SearchPlan } from '@/lib/fhir/searches';
import { countLabRequests, readLabRequests } from '@/lib/lab/queries/fhir-requests';
import { fhirLabReportCondition, fhirServiceRequestCondition } from '@/lib/lab/queries/fhir-request-search';
import { countLabResults, fhirLabResultCondition, readLabResults } from '@/lib/lab/queries/fhir-results';
import { countLabSpecimens, fhirSpecimenCondition, readLabSpecimens } from '@/lib/lab/queries/fhir-specimens';
import { labSystemsUnder, type LabSystems } from './codes';
import { toFhirLabReport } from './diagnostic-report';
import { toFhirLabObservation } from './observation';
import type { LabRequestRow, LabResultRow, LabSpecimenRow } from './rows';
import { toFhirServiceRequest } from './service-request';
import { toFhirSpecimen } from './specimen';

// The laboratory's searches, each a plan of lib/fhir/searches.ts: the routes, _include, _revinclude and
// $everything read them from there.

type Values = ReadonlyMap<string, readonly string[]>;

/** The identifier systems of the order and accession numbers, under the clinic's address. */
export const labSystems = (): LabSystems => labSystemsUnder(getEnv().APP_URL);

export function serviceRequestPlan(db: Db, values: Values): SearchPlan<LabRequestRow> {
  const systems = labSystems();
  const where = fhirServiceRequestCondition(values, systems.orderNumber);
  return {
    read: (bound) => readLabRequests(db, where, bound),
    count: () => countLabRequests(db, where),
    toResource: (row) => toFhirServiceRequest(row, systems),
    patientIdOf: (row) => row.order.patientId,
  };
}

export function specimenPlan(db: Db, values: Values): SearchPlan<LabSpecimenRow> {
  const systems = labSystems();
  const where = fhirSpecimenCondition(values, systems.accession);
  return { read: (bound) => readLabSpecimens(db, where, bound), count: () => countLabSpecimens(db, where), toResource: (row) => toFhirSpecimen(row, systems), patientIdOf: (row) => row.patientId };
}

export function labReportPlan(db: Db, values: Values): SearchPlan<LabRequestRow> {
  const where = fhirLabReportCondition(values);
  return { read: (bound) => readLabRequests(db, where, bound, true), count: () => countLabRequests(db, where), toResource: toFhirLabReport, patientIdOf: (row) => row.order.patientId };
}

export function labObservationPlan(db: Db, values: Values): SearchPlan<LabResultRow> {
  const where = fhirLabResultCondition(values);
  return { read: (bound) => readLabResults(db, where, bound), count: () => countLabResults(db, where), toResource: toFhirLabObservation, patientIdOf: (row) => row.order.patientId };
}
