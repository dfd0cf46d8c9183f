import type { DiagnosticReport } from '@medplum/fhirtypes';
import { LAB_REPORT_CATEGORY, labId, LOINC } from './codes';
import type { LabRequestRow } from './rows';

type Performer = NonNullable<DiagnosticReport['performer']>[number];

/**
 * A report's status from its order and its results: cancelled with the order; registered until a result is in;
 * preliminary while results are in and not yet released; final once released, amended when one of its results was.
 */
export function labReportStatus(row: Pick<LabRequestRow, 'order' | 'resultIds' | 'amended'>): DiagnosticReport['status'] {
  if (row.order.status === 'cancelled') return 'cancelled';
  if (row.order.status === 'released') return row.amended ? 'amended' : 'final';
  return row.resultIds.length > 0 ? 'preliminary' : 'registered';
}

/** Who verified and released: a lab scientist (a Practitioner), or the outside laboratory that sent the results. */
function verifierOf(row: LabRequestRow): Performer | undefined {
  if (row.order.verifiedById !== null) return { reference: `Practitioner/${row.order.verifiedById}`, ...(row.verifiedBy ? { display: row.verifiedBy } : {}) };
  if (row.verifiedBySystem && row.verifiedBy) return { type: 'Organization', display: row.verifiedBy };
  return undefined;
}

/**
 * The results of one ordered test (a test, or a panel with its parts) as an R4 DiagnosticReport of the laboratory
 * (US Core's laboratory report): `lab-{ordered test id}`, based on its ServiceRequest (the same id, unprefixed),
 * category LAB, the test in LOINC, its current results, the specimen's time as `effective`, the release as
 * `issued`, and who verified it as `performer`.
 */
export function toFhirLabReport(row: LabRequestRow): DiagnosticReport {
  const { order, test } = row;
  const verifier = order.status === 'released' ? verifierOf(row) : undefined;
  return {
    resourceType: 'DiagnosticReport',
    id: labId(row.id),
    basedOn: [{ reference: `ServiceRequest/${row.id}` }],
    status: labReportStatus(row),
    category: [LAB_REPORT_CATEGORY],
    code: { coding: [{ system: LOINC, code: test.loinc, display: test.loincDisplay }], text: test.name },
    subject: { reference: `Patient/${order.patientId}` },
    ...(row.encounterId !== null ? { encounter: { reference: `Encounter/${row.encounterId}` } } : {}),
    ...(order.collectedAt ? { effectiveDateTime: order.collectedAt.toISOString() } : {}),
    ...(order.status === 'released' && order.releasedAt ? { issued: order.releasedAt.toISOString() } : {}),
    ...(verifier ? { performer: [verifier] } : {}),
    ...(order.collectedAt ? { specimen: [{ reference: `Specimen/${order.id}` }] } : {}),
    ...(row.resultIds.length > 0 ? { result: row.resultIds.map((id) => ({ reference: `Observation/${labId(id)}` })) } : {}),
  };
}
