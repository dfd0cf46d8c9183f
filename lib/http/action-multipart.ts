// Not `server-only`: proxy.ts imports it (through lib/http/malformed-request.ts).

/**
 * A server action's multipart body, read in the one form a browser (or Node's fetch) writes it. Next parses such a
 * body with busboy and hands its fields to React as they arrive: the field "0" is the arguments' JSON, and
 * `_<id>_<name>` fields are the entries of the FormData that `$K<id>` names. Busboy fails (a 500) on a header it
 * cannot read (a NUL in a file name, a space before a colon) or a file sent as base64; React fails on a second
 * field "0", on any other name that reads as a number (" 0", "0x0", "S0": they name the same part) and on a part
 * without a name. So every part must carry a Content-Disposition `form-data; name="…"` whose name is "0" (once,
 * plain text) or `_<digits>_…`, perhaps a `filename="…"` and a Content-Type, and nothing else; no header may hold
 * a control character (nor then a field or file name). No form of the app has a field named `__proto__`, which the
 * actions, copying a FormData into an object, would take for the object's prototype.
 */

export type MultipartReading = { ok: true; model: string } | { ok: false; problem: string };

/** Far above a file name's 255 bytes, and below busboy's own limit on a part's headers. */
const PART_HEADERS_LIMIT = 8 * 1024;

const TOKEN = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]+";
/** `multipart/form-data; boundary=…`, the boundary a token or quoted (RFC 2046's characters, less the space). */
const MULTIPART_TYPE = /^multipart\/form-data *; *boundary=(?:([0-9A-Za-z'+\-._]{1,70})|"([0-9A-Za-z'()+_,\-./:=?]{1,70})") *$/i;
/** A part's type, with at most a UTF-8 charset: busboy decodes a field with the charset it is given. */
const PART_TYPE = new RegExp(`^${TOKEN}/${TOKEN}( *; *charset=("?)utf-?8\\2)? *$`, 'i');
const PLAIN_TEXT = /^text\/plain( *; *charset=("?)utf-?8\2)? *$/i;
const ENTRY_NAME = /^_[0-9]+_/;
/** An entry named `__proto__`: copied into an object field by field, it would set the object's prototype. */
const PROTOTYPE_ENTRY = /^_[0-9]+___proto__$/;
const HEADER_LINE = /^([A-Za-z0-9-]+): *(.*?) *$/;
const CONTROL = /\p{Cc}/u;

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
const CLOSE = Buffer.from('--');

const refuse = (problem: string): MultipartReading => ({ ok: false, problem });

/** The boundary of a multipart Content-Type written as browsers write it, or null. */
export function multipartBoundary(contentType: string): string | null {
  const match = MULTIPART_TYPE.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

/** The arguments' JSON (the field "0") of a multipart action body, or why Next would fail on the body. */
export function readActionMultipart(body: Uint8Array, contentType: string): MultipartReading {
  const boundary = multipartBoundary(contentType);
  if (boundary === null) return refuse('the form’s Content-Type names no boundary that can be read');
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const open = Buffer.from(`--${boundary}\r\n`);
  if (!bytes.subarray(0, open.length).equals(open)) return refuse('the form does not begin with its boundary');
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let model: string | null = null;
  for (let at = open.length; ; ) {
    const end = bytes.indexOf(delimiter, at);
    if (end === -1) return refuse('the form does not end');
    const part = readPart(bytes.subarray(at, end));
    if (typeof part === 'string') return refuse(part);
    if (part.name === '0') {
      if (model !== null) return refuse('the form holds its arguments twice');
      model = part.text;
    }
    const after = end + delimiter.length;
    if (bytes.subarray(after, after + 2).equals(CRLF)) {
      at = after + 2;
      continue;
    }
    if (!bytes.subarray(after, after + 2).equals(CLOSE)) return refuse('the form does not end');
    const rest = bytes.subarray(after + 2);
    if (rest.length > 0 && !rest.equals(CRLF)) return refuse('the form does not end');
    break;
  }
  return model === null ? refuse('the form holds no arguments') : { ok: true, model };
}

/** A part's name and, for the field "0", its text; or why the part cannot be read. */
function readPart(part: Buffer): { name: string; text: string } | string {
  const headersEnd = part.indexOf(HEADERS_END);
  if (headersEnd <= 0) return 'a part of the form has no headers';
  if (headersEnd > PART_HEADERS_LIMIT) return 'a part’s headers are too long';
  let headerText: string;
  try {
    headerText = new TextDecoder('utf-8', { fatal: true }).decode(part.subarray(0, headersEnd));
  } catch {
    return 'a part’s headers are not UTF-8';
  }
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n')) {
    if (CONTROL.test(line)) return 'a control character in a field name or a file name';
    const match = HEADER_LINE.exec(line);
    if (!match) return 'a part header that cannot be read';
    const name = match[1].toLowerCase();
    if ((name !== 'content-disposition' && name !== 'content-type') || headers.has(name)) return 'a part header a browser never sends';
    headers.set(name, match[2]);
  }
  const disposition = formDataParams(headers.get('content-disposition') ?? '');
  if (typeof disposition === 'string') return disposition;
  const name = disposition.get('name');
  const type = headers.get('content-type');
  if (type !== undefined && !PART_TYPE.test(type)) return 'a part’s Content-Type cannot be read';
  if (name === '0') {
    if (disposition.has('filename') || (type !== undefined && !PLAIN_TEXT.test(type))) return 'the arguments are sent as a file';
    // As busboy decodes it: a byte-order mark stays (and JSON.parse refuses it, as Next's would).
    return { name, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(part.subarray(headersEnd + HEADERS_END.length)) };
  }
  if (name === undefined || !ENTRY_NAME.test(name)) return 'a field name React does not read as an argument';
  if (PROTOTYPE_ENTRY.test(name)) return 'a form field named __proto__';
  return { name, text: '' };
}

/**
 * The parameters of `form-data; name="…"; filename="…"`, quoted as busboy reads them (`\\` and `\"` stand for the
 * character after the backslash, any other backslash stays); or why it cannot be read.
 */
function formDataParams(value: string): Map<string, string> | string {
  const unreadable = 'a part’s Content-Disposition cannot be read';
  if (value.slice(0, 9).toLowerCase() !== 'form-data') return unreadable;
  const params = new Map<string, string>();
  const param = / *; *([A-Za-z]+)="/y;
  for (let at = 9; ; ) {
    if (/^ *$/.test(value.slice(at))) return params;
    param.lastIndex = at;
    const match = param.exec(value);
    if (!match) return unreadable;
    const key = match[1].toLowerCase();
    if ((key !== 'name' && key !== 'filename') || params.has(key)) return unreadable;
    let text = '';
    let i = param.lastIndex;
    for (; i < value.length && value[i] !== '"'; i++) {
      if (value[i] === '\\' && (value[i + 1] === '\\' || value[i + 1] === '"')) i++;
      text += value[i];
    }
    if (i >= value.length) return unreadable;
    params.set(key, text);
    at = i + 1;
  }
}
