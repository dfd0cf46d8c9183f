// Whether a replayed write succeeded. A server action answers 200 with an RSC (React Flight) body even when it
// refused: every action of the app returns an ActionResult (lib/server-actions/result.ts), `{ ok: true, data }` or
// `{ ok: false, message, fieldErrors? }`, which the body carries as the model of the root row's `a` ("action
// result"): `0:{"a":"$@1",…}` then `1:{"ok":false,"message":"…"}`. Pure: reads only the answer's status and text.

/** One row of a Flight body: its id, its tag (`''` for a JSON model, `T` text, `E` error, `D` debug, `I` import …) and its payload. */
interface Row {
  id: string;
  tag: string;
  payload: string;
}

/**
 * The rows of a Flight body: `<hex id>:<tag?><payload>\n`, a text row (`T<hex byte length>,<text>`) having no
 * newline of its own and counted in UTF-8 bytes. Rows that do not parse end the reading (what was read is kept).
 */
export function flightRows(body: string): Row[] {
  const bytes = Buffer.from(body, 'utf8');
  const rows: Row[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon === -1) break;
    const id = bytes.subarray(at, colon).toString('latin1');
    if (!/^[0-9a-f]*$/i.test(id)) break;
    const tagByte = bytes[colon + 1];
    const tag = tagByte !== undefined && /[A-Z]/.test(String.fromCharCode(tagByte)) ? String.fromCharCode(tagByte) : '';
    if (tag === 'T' || tag === 'B') {
      const comma = bytes.indexOf(0x2c, colon + 2);
      if (comma === -1) break;
      const length = Number.parseInt(bytes.subarray(colon + 2, comma).toString('latin1'), 16);
      if (!Number.isFinite(length)) break;
      rows.push({ id, tag, payload: bytes.subarray(comma + 1, comma + 1 + length).toString('utf8') });
      at = comma + 1 + length;
      continue;
    }
    const newline = bytes.indexOf(0x0a, colon + 1);
    const end = newline === -1 ? bytes.length : newline;
    rows.push({ id, tag, payload: bytes.subarray(colon + 1 + tag.length, end).toString('utf8') });
    at = end + 1;
  }
  return rows;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The value a row id stands for: its model (JSON), its text, or its error; debug rows (`D`) are not it. */
function valueOf(rows: Row[], id: string): { value?: unknown; error?: unknown } | undefined {
  // A row may be written more than once (a debug line, then its model): the last model counts.
  const row = rows.filter((each) => each.id === id && each.tag !== 'D').at(-1);
  if (!row) return undefined;
  if (row.tag === 'E') return { error: parse(row.payload) ?? row.payload };
  if (row.tag === 'T') return { value: row.payload };
  if (row.tag !== '') return undefined;
  return { value: parse(row.payload) };
}

/** A string of the model: a reference (`$5`) to a text row read, an escaped `$$…` unescaped. */
function stringOf(rows: Row[], value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.startsWith('$$')) return value.slice(1);
  const reference = /^\$([0-9a-f]+)$/i.exec(value);
  if (reference) {
    const resolved = valueOf(rows, reference[1])?.value;
    return typeof resolved === 'string' ? resolved : undefined;
  }
  return value.startsWith('$') ? undefined : value;
}

/** The action's returned value: the root row's `a`, inline or a reference (`$@1`) to its row. */
function actionResult(rows: Row[]): { value?: unknown; error?: unknown } | undefined {
  const root = valueOf(rows, '0')?.value;
  if (root === null || typeof root !== 'object' || !('a' in root)) return undefined;
  const a = (root as { a: unknown }).a;
  const reference = typeof a === 'string' ? /^\$@([0-9a-f]+)$/i.exec(a) : null;
  return reference ? valueOf(rows, reference[1]) : { value: a };
}

const shortly = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Whether a replay's answer is the write succeeding: a 2xx or 303, and the action's ActionResult not a refusal. */
export function actionAnswer(status: number, body: string): { ok: boolean; detail?: string; data?: unknown } {
  const statusOk = (status >= 200 && status < 300) || status === 303;
  const rows = flightRows(body);
  const result = actionResult(rows);
  if (result?.error !== undefined) {
    const error = result.error as { message?: unknown; digest?: unknown } | string;
    const said = typeof error === 'string' ? error : (stringOf(rows, error?.message) ?? (typeof error?.digest === 'string' ? `digest ${error.digest}` : ''));
    return { ok: false, detail: shortly(`status ${status}: the action failed on the server${said ? ` (${said})` : ''}`) };
  }
  const value = result?.value;
  if (value !== null && typeof value === 'object' && (value as { ok?: unknown }).ok === false) {
    const message = stringOf(rows, (value as { message?: unknown }).message);
    return { ok: false, detail: shortly(message ?? 'refused (no message)') };
  }
  if (!statusOk) return { ok: false, detail: shortly(`status ${status}${body && !body.startsWith('0:') ? `: ${body.trim().split('\n')[0]}` : ''}`) };
  // The write's answer (a new order's id and number, say), for the steps that follow it.
  if (value !== null && typeof value === 'object' && (value as { ok?: unknown }).ok === true) return { ok: true, data: (value as { data?: unknown }).data };
  // A redirect (303) carries the next page's RSC, not the action's value.
  if (status === 303) return { ok: true };
  if (result === undefined) return { ok: false, detail: rows.length === 0 ? 'no RSC answer (not an action call?)' : 'no action result in the answer' };
  return { ok: false, detail: 'the action answered no ActionResult' };
}
