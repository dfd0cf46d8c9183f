import { fhirRoute, methodNotAllowed } from '@/lib/fhir/route';
import { importRecordOperation } from '@/lib/record-import/fhir/operation';

export const dynamic = 'force-dynamic';

/** POST /fhir/$import-record: one patient's record from another system (lib/record-import/fhir/operation.ts). */
export const POST = fhirRoute((request, caller) => importRecordOperation(request, caller));
export const GET = methodNotAllowed('POST');
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
