import 'server-only';

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
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(body);
}
