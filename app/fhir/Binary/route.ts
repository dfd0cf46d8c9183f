import { FhirError } from '@/lib/fhir/outcome';
import { outcomeResponse } from '@/lib/fhir/respond';

export const dynamic = 'force-dynamic';

/**
 * /fhir/Binary itself takes no method: a file is read by its id alone, from the address its DocumentReference gives,
 * so that it is always reached through its report (found by a DocumentReference search, which says whose it is).
 * There is no search of Binary (a file's bytes say nothing to search by) and no write through FHIR: 405, with an
 * empty Allow, and an OperationOutcome that says where to go instead.
 */
const readById = (request: Request) =>
  Promise.resolve(
    outcomeResponse(
      new FhirError(405, 'not-supported', `${request.method} /fhir/Binary is not supported: a file is read by its id, GET /fhir/Binary/{id}, the address a DocumentReference's content.attachment.url gives. Search DocumentReference to find the files.`, { Allow: '' }),
    ),
  );
export const GET = readById;
export const POST = readById;
export const PUT = readById;
export const PATCH = readById;
export const DELETE = readById;
