import 'server-only';
import type { Bundle, BundleEntry, Resource } from '@medplum/fhirtypes';
import { requestAddress } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { fhirUrl } from '@/lib/fhir/base';
import { readResourceBody } from '@/lib/fhir/body';
import { requireAccess, type FhirCaller } from '@/lib/fhir/caller';
import { fhirResponse } from '@/lib/fhir/respond';
import { prefixedId } from '@/lib/fhir/search/interleave';
import { readLabRequest } from '@/lib/lab/queries/fhir-requests';
import { readLabResult } from '@/lib/lab/queries/fhir-results';
import { readLabSpecimen } from '@/lib/lab/queries/fhir-specimens';
import { LAB_ID_PREFIX } from '../codes';
import { toFhirLabReport } from '../diagnostic-report';
import { toFhirLabObservation } from '../observation';
import { labSystems } from '../searches';
import { toFhirSpecimen } from '../specimen';
import { bundleSchema } from './bundle-input';
import { fulfilResults, type EntryOutcome } from './fulfil';
import { readResultsBundle } from './read-bundle';

/** The stored resource at a location the transaction answers, read after it committed. */
async function storedAt(db: Db, location: string): Promise<Resource | undefined> {
  const [type, id] = location.split('/') as [string, string];
  if (type === 'Specimen') {
    const row = await readLabSpecimen(db, Number(id));
    return row && toFhirSpecimen(row, labSystems());
  }
  const labRow = prefixedId(id, LAB_ID_PREFIX);
  if (labRow === null) return undefined;
  if (type === 'DiagnosticReport') {
    const row = await readLabRequest(db, labRow, true);
    return row && toFhirLabReport(row);
  }
  const row = await readLabResult(db, labRow);
  return row && toFhirLabObservation(row);
}

async function responseEntry(db: Db, { location, created }: EntryOutcome): Promise<BundleEntry> {
  const resource = await storedAt(db, location);
  return { fullUrl: fhirUrl(location), ...(resource ? { resource } : {}), response: { status: created ? '201 Created' : '200 OK', location } };
}

/**
 * POST /fhir with a transaction Bundle: an outside laboratory sends the results of orders of this clinic, a
 * DiagnosticReport based on each ServiceRequest with its Observations (and the Specimen it took). All or nothing, in
 * one database transaction: the order is fulfilled as the lab's own work fulfils it (lib/lab/fhir/transaction/
 * fulfil.ts), audited with its patient as the system. Answers a transaction-response Bundle: each entry's status,
 * its location and the resource as stored.
 */
export async function receiveResults(request: Request, caller: FhirCaller): Promise<Response> {
  await requireAccess(caller, 'DiagnosticReport', 'c');
  await requireAccess(caller, 'Observation', 'c');
  // Only a system may write (a doctor's session reads), so the caller here is one.
  const system = caller.system!;
  const sent = readResultsBundle(await readResourceBody(request, bundleSchema));
  const db = await getDb();
  const sender = { systemId: system.id, actorEmail: caller.reader.email, address: await requestAddress() };
  const outcomes = await db.transaction((tx) => fulfilResults(tx, sent, sender));
  const entry: BundleEntry[] = [];
  for (const outcome of outcomes) entry.push(await responseEntry(db, outcome));
  const answer: Bundle = { resourceType: 'Bundle', type: 'transaction-response', entry };
  return fhirResponse(answer);
}
