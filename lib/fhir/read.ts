import 'server-only';
import type { Resource } from '@medplum/fhirtypes';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { patientsShown, recordRead } from '@/lib/audit';
import { getDb } from '@/lib/db/client';
import { requireAccess, type FhirCaller } from './caller';
import { notFound } from './outcome';
import { fhirResponse } from './respond';
import { fhirReadSource } from './search/answer';

/**
 * The id of a row as the routes give it (`/Patient/12`), read by the shared id schema (an int4: 1 to 2147483647), or
 * null for an id of another form or size, which names nothing here.
 */
export const rowId = (id: string): number | null => parseRowId(id);

/** The context Next gives a route of one resource: its id. */
export type IdContext = { params: Promise<{ id: string }> };

/**
 * A type's read by id, answered: the row or a 404 OperationOutcome, and the audit line of the patient it shows
 * (none for a row about no patient), written before the answer leaves.
 */
export async function answerRead<Row>(
  request: Request,
  caller: FhirCaller,
  { type, id, read, toResource, patientIdOf }: { type: string; id: string; read: (id: string) => Promise<Row | undefined>; toResource: (row: Row) => Resource; patientIdOf: (row: Row) => number | null },
): Promise<Response> {
  await requireAccess(caller, type, 'r');
  const row = await read(id);
  if (row === undefined) throw notFound(`${type}/${id} is not known here.`);
  const patientId = patientIdOf(row);
  if (patientId !== null) await recordRead(await getDb(), { reader: caller.reader, source: fhirReadSource(request), items: patientsShown([patientId]) });
  return fhirResponse(toResource(row));
}
