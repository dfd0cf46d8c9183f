// Server action bodies for tests: as the browser writes them (React's own encodeReply, the copy Next bundles and
// its client runs), and multipart bodies written by hand, for the shapes no browser writes.

interface ReactClient {
  encodeReply(value: unknown, options: { temporaryReferences: unknown }): Promise<string | FormData>;
  createTemporaryReferenceSet(): unknown;
}

const client = jest.requireActual<ReactClient>('next/dist/compiled/react-server-dom-turbopack/client.node');

/** The body Next's client sends for an action called with `args`: text, or a FormData when a FormData is among them. */
export function encodeReply(args: unknown[]): Promise<string | FormData> {
  // Next's client passes a temporary reference set, as here (router-reducer/reducers/server-action-reducer.js).
  return client.encodeReply(args, { temporaryReferences: client.createTemporaryReferenceSet() });
}

export const FORM_BOUNDARY = '----formdata-test-4f1c';

/** A multipart body with these text fields in this order, each with the `extra` header lines. */
export function formBody(fields: Array<[name: string, value: string]>, extra: string[] = []): { text: string; boundary: string } {
  const parts = fields.map(([name, value]) => [`--${FORM_BOUNDARY}`, `Content-Disposition: form-data; name="${name}"`, ...extra, '', value].join('\r\n'));
  return { text: `${[...parts, `--${FORM_BOUNDARY}--`].join('\r\n')}\r\n`, boundary: FORM_BOUNDARY };
}
