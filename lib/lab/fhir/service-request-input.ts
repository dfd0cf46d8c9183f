import { z } from '@/lib/zod';
import type { LabPriority } from '@/lib/lab/rules/states';
import { LOINC } from './codes';

// A ServiceRequest a connected system sends to order a test (POST /fhir/ServiceRequest): its shape checked here
// (a 400 names what is malformed); what it orders, for whom and how soon is then read into the "Order tests"
// form's own values and checked by its schema (lib/lab/fhir/create-service-request.ts).

const conceptSchema = z.object({ coding: z.array(z.object({ system: z.string().optional(), code: z.string().optional() })).optional(), text: z.string().optional() });
const referenceSchema = z.object({ reference: z.string().optional() });

/** The parts of a ServiceRequest the clinic reads; anything else it carries is left as it is. */
export const serviceRequestInputSchema = z.object({
  resourceType: z.literal('ServiceRequest', { error: 'The body must be a ServiceRequest' }),
  status: z.string({ error: 'status is required' }),
  intent: z.string({ error: 'intent is required' }),
  code: conceptSchema.optional(),
  subject: z.object({ reference: z.string({ error: 'subject.reference is required: Patient/{id}' }) }, { error: 'subject is required: the patient, Patient/{id}' }),
  encounter: referenceSchema.optional(),
  priority: z.string().optional(),
  note: z.array(z.object({ text: z.string().optional() })).optional(),
});
export type ServiceRequestInput = z.output<typeof serviceRequestInputSchema>;

/** What an order needs from a ServiceRequest, before the catalogue and the form's schema are asked. */
export interface IncomingOrder {
  loinc: string;
  patientReference: string;
  encounterReference: string | null;
  priority: LabPriority;
  note: string;
}

/** R4's priorities, as the clinic's: as soon as possible is urgent, short of STAT. */
const PRIORITY: Record<string, LabPriority> = { routine: 'routine', urgent: 'urgent', asap: 'urgent', stat: 'stat' };
/** The intents of an order to carry out; a proposal or a plan is not one. */
const ORDERS = ['order', 'original-order', 'instance-order'];

export type OrderReading = { ok: true; order: IncomingOrder } | { ok: false; message: string };

/** The clinic's reading of a ServiceRequest: one test, by its LOINC code, for a patient; or the rule it breaks. */
export function readOrder(input: ServiceRequestInput): OrderReading {
  if (input.status !== 'active') return { ok: false, message: `A ServiceRequest with status ${input.status.slice(0, 20)} orders nothing: send an active one` };
  if (!ORDERS.includes(input.intent)) return { ok: false, message: `A ServiceRequest with intent ${input.intent.slice(0, 20)} is not an order: send intent order` };
  const codes = (input.code?.coding ?? []).filter((one) => one.system === LOINC && one.code).map((one) => one.code!.trim());
  if (codes.length !== 1) {
    return { ok: false, message: codes.length === 0 ? 'code must name the test by its LOINC code (system http://loinc.org)' : 'code must name one test: send one ServiceRequest for each test' };
  }
  const priority = PRIORITY[input.priority ?? 'routine'];
  if (!priority) return { ok: false, message: `priority ${String(input.priority).slice(0, 20)} is not one of routine, urgent, asap, stat` };
  const note = (input.note ?? [])
    .map((one) => one.text?.trim() ?? '')
    .filter(Boolean)
    .join('\n');
  return { ok: true, order: { loinc: codes[0]!, patientReference: input.subject.reference, encounterReference: input.encounter?.reference ?? null, priority, note } };
}
