import 'server-only';
import type { z } from '@/lib/zod';
import { badRequest, FhirError } from './outcome';

/** The largest body a FHIR write takes: a resource, never a file store. */
export const FHIR_BODY_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A request's body as text, or null when it is longer than `maxBytes`: refused on its Content-Length before any of
 * it is read, or as soon as the bytes read pass the limit (a body sent in chunks names no length), so that no
 * client can make the server hold more than that.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  // Decoded as it comes, each chunk let go once read: a large body (a whole record, 20 MB) is held once as text,
  // not also as its chunks and their joined copy.
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return null;
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** The media types a resource may be sent as: FHIR's JSON, or plain JSON as many clients send it. */
const RESOURCE_TYPES = ['application/fhir+json', 'application/json'];

/**
 * A resource sent to be created, read and checked against `schema` (the parts the server reads): a 415 for another
 * media type, a 413 past 5 MB (before it is read whole), a 400 for JSON that does not parse or a shape the schema
 * refuses, naming the element.
 */
export async function readResourceBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!RESOURCE_TYPES.includes(type)) throw new FhirError(415, 'not-supported', `Send the resource as application/fhir+json${type ? `, not ${type.slice(0, 60)}` : ''}.`);
  const text = await readBodyWithin(request, FHIR_BODY_MAX_BYTES);
  if (text === null) throw new FhirError(413, 'too-costly', 'The body is larger than 5 MB.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new FhirError(400, 'structure', `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}.`);
  }
  return parsed.data;
}
