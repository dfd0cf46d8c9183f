import type { ServiceRequest } from '@medplum/fhirtypes';
import type { SearchParameterDefinition } from '@/lib/fhir/capability';
import { formatLabOrderNumber, type LabOrderStatus } from '@/lib/lab/rules/states';
import { LAB_PROCEDURE, LOINC, PLACER_TYPE, type LabSystems } from './codes';
import type { LabRequestRow } from './rows';

/** What a ServiceRequest search takes: read by lib/lab/queries/fhir-request-search.ts, listed in the CapabilityStatement. */
export const SERVICE_REQUEST_SEARCH: readonly SearchParameterDefinition[] = [
  { name: '_id', type: 'token', documentation: "The ordered test's id on this server." },
  { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or the id.' },
  { name: 'subject', type: 'reference', documentation: 'As patient.' },
  { name: 'encounter', type: 'reference', documentation: 'The visit it was ordered at: Encounter/{id} or the id.' },
  { name: 'status', type: 'token', documentation: 'active (waiting for its specimen, in the lab, or to verify), completed (released) or revoked (cancelled).' },
  { name: 'category', type: 'token', documentation: 'SNOMED CT 108252007 (Laboratory procedure): every order here is one.' },
  { name: 'code', type: 'token', documentation: 'The LOINC code of the test (http://loinc.org|718-7, or the code alone).' },
  { name: 'identifier', type: 'token', documentation: 'The order number, LAB-000123 (or its digits), alone or as system|value.' },
  { name: 'requisition', type: 'token', documentation: 'As identifier: the tests of one order share it.' },
  { name: 'priority', type: 'token', documentation: 'routine, urgent or stat.' },
  { name: 'authored', type: 'date', documentation: "The day it was ordered (the clinic's), with eq, ge, le, gt or lt." },
];

/** An order's state as its requests': still to be done, done, or called off. */
export const REQUEST_STATUS: Record<LabOrderStatus, ServiceRequest['status']> = {
  ordered: 'active',
  collected: 'active',
  resulted: 'active',
  released: 'completed',
  cancelled: 'revoked',
};

/** Who ordered: a doctor of the clinic (a Practitioner), or a connected system named in words (R4 has no resource for it here). */
export function requesterOf(row: Pick<LabRequestRow, 'order' | 'orderedBy' | 'orderedBySystem'>): ServiceRequest['requester'] {
  if (row.order.orderedById !== null) return { reference: `Practitioner/${row.order.orderedById}`, ...(row.orderedBy ? { display: row.orderedBy } : {}) };
  if (row.orderedBySystem && row.orderedBy) return { type: 'Device', display: row.orderedBy };
  return undefined;
}

/**
 * One ordered test of a laboratory order as an R4 ServiceRequest, as US Core's asks: the order number as its placer
 * identifier and requisition (the tests of one order share it), the test in LOINC, SNOMED CT's laboratory
 * procedure as category, the priority, who ordered, at which visit, the doctor's note, and its specimen once taken.
 * A cancelled order's reason is a note: R4's ServiceRequest has no element for it.
 */
export function toFhirServiceRequest(row: LabRequestRow, systems: LabSystems): ServiceRequest {
  const { order, test } = row;
  const number = formatLabOrderNumber(order.number);
  const requester = requesterOf(row);
  const notes = [...(order.note.trim() ? [{ text: order.note.trim() }] : []), ...(order.status === 'cancelled' && order.cancelReason ? [{ text: `Cancelled: ${order.cancelReason}` }] : [])];
  return {
    resourceType: 'ServiceRequest',
    id: String(row.id),
    identifier: [{ use: 'official', type: PLACER_TYPE, system: systems.orderNumber, value: number }],
    requisition: { system: systems.orderNumber, value: number },
    status: REQUEST_STATUS[order.status],
    intent: 'order',
    category: [LAB_PROCEDURE],
    priority: order.priority,
    code: { coding: [{ system: LOINC, code: test.loinc, display: test.loincDisplay }], text: test.name },
    subject: { reference: `Patient/${order.patientId}` },
    ...(row.encounterId !== null ? { encounter: { reference: `Encounter/${row.encounterId}` } } : {}),
    authoredOn: order.orderedAt.toISOString(),
    ...(requester ? { requester } : {}),
    ...(order.collectedAt ? { specimen: [{ reference: `Specimen/${order.id}` }] } : {}),
    ...(notes.length > 0 ? { note: notes } : {}),
  };
}
