// A recorded write replayed with other values: the recorded request with each slot's recorded value replaced where
// the request names it (a JSON value at a key that names the slot, a query parameter, a path segment after the
// collection it belongs to), never inside another value. Pure: no browser, no network (recorded-actions.ts records).
import type { RecordedAction, RecordedActionName } from './recorded-actions';

/** The slots a replay may vary. */
export type SlotName = 'patientId' | 'appointmentId' | 'orderId' | 'testId' | 'date' | 'time' | 'name' | 'phone' | 'accession';

/** The keys of the action's argument (its JSON) that hold each slot's value. */
const BODY_KEYS: Record<SlotName, readonly string[]> = {
  patientId: ['patientId'],
  appointmentId: ['appointmentId'],
  orderId: ['orderId'],
  testId: ['testId'],
  date: ['date'],
  time: ['time'],
  // Registration's unique name: the last name (the first name and date of birth stay the recorded ones).
  name: ['lastName', 'fullName'],
  phone: ['phone'],
  // A specimen's tube label: each collection its own.
  accession: ['accession'],
};

/** An appointment's status change names the appointment `id`. */
const BODY_KEYS_OF: Partial<Record<RecordedActionName, Partial<Record<SlotName, readonly string[]>>>> = {
  'check in': { appointmentId: ['id'] },
  'complete visit': { appointmentId: ['id'] },
};

const keysOf = (name: RecordedActionName, slot: SlotName): readonly string[] => BODY_KEYS_OF[name]?.[slot] ?? BODY_KEYS[slot];

/** The query parameters of the app's pages that name a record (`?patient=`, `?book=`, `?appointment=`). */
const QUERY_SLOTS: Record<string, SlotName> = {
  patient: 'patientId',
  patientId: 'patientId',
  book: 'patientId',
  appointment: 'appointmentId',
  appointmentId: 'appointmentId',
  order: 'orderId',
  orderId: 'orderId',
};

/** A path segment after one of these is that record's id (/doctor/patients/12, /doctor/appointment/34). */
const PATH_SLOTS: Record<string, SlotName> = {
  patients: 'patientId',
  appointment: 'appointmentId',
  appointments: 'appointmentId',
};

/** Each slot whose value the replay changes: the recorded value and the new one. */
type Changes = Array<{ slot: SlotName; from: string; to: string }>;

function changesOf(action: RecordedAction, values: Record<string, string>): Changes {
  const changes: Changes = [];
  for (const [slot, from] of Object.entries(action.slots)) {
    const to = values[slot];
    if (to !== undefined && to !== from) changes.push({ slot: slot as SlotName, from, to });
  }
  return changes;
}

// ---------------------------------------------------------------- JSON (React's encoding of the arguments)

/** A string as React encodes it in an action's arguments: one that begins with `$` is escaped as `$$`. */
const decodeString = (encoded: string) => (encoded.startsWith('$$') ? encoded.slice(1) : encoded);
const encodeString = (value: string) => (value.startsWith('$') ? `$${value}` : value);

/** The new value in the recorded one's type: a number stays a number when the new value is one. */
function replaced(recorded: unknown, to: string): unknown {
  if (typeof recorded === 'number') {
    const number = Number(to);
    return to.trim() !== '' && Number.isFinite(number) ? number : to;
  }
  return encodeString(to);
}

/** Whether a JSON value is the slot's recorded value: the same number, or the same string. */
function isRecorded(value: unknown, from: string): boolean {
  if (typeof value === 'number') return String(value) === from;
  if (typeof value === 'string') return decodeString(value) === from;
  return false;
}

/** Replaces, anywhere in the structure, a value at a key naming a slot that equals the slot's recorded value. */
function replaceInJson(value: unknown, name: RecordedActionName, changes: Changes): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceInJson(item, name, changes));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const change = changes.find(({ slot, from }) => keysOf(name, slot).includes(key) && isRecorded(item, from));
    out[key] = change ? replaced(item, change.to) : replaceInJson(item, name, changes);
  }
  return out;
}

/** The JSON text with the slots replaced, or null when it is no JSON. */
function replaceInJsonText(text: string, name: RecordedActionName, changes: Changes): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return JSON.stringify(replaceInJson(parsed, name, changes));
}

// ---------------------------------------------------------------- the path and its query

/** A path (no query) with each segment that follows a collection naming a slot replaced, when it is the recorded id. */
function replaceInPathname(pathname: string, changes: Changes): string {
  const segments = pathname.split('/');
  return segments
    .map((segment, index) => {
      const slot = index > 0 ? PATH_SLOTS[segments[index - 1]] : undefined;
      const change = slot ? changes.find((each) => each.slot === slot && each.from === segment) : undefined;
      return change ? encodeURIComponent(change.to) : segment;
    })
    .join('/');
}

/** A query parameter's new value: a slot's, or a path (`returnTo=/doctor/appointment/34`) with its ids replaced. */
function replaceQueryValue(key: string, value: string, changes: Changes): string {
  const slot = QUERY_SLOTS[key];
  const change = slot ? changes.find((each) => each.slot === slot && each.from === value) : undefined;
  if (change) return change.to;
  if (value.startsWith('/')) return replaceInPath(value, changes);
  return value;
}

/** Path and query: each parameter replaced on its own, the others left byte for byte as recorded. */
function replaceInPath(path: string, changes: Changes): string {
  const queryAt = path.indexOf('?');
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  const query = queryAt === -1 ? null : path.slice(queryAt + 1);
  const newPathname = replaceInPathname(pathname, changes);
  if (query === null) return newPathname;
  const params = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return pair;
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return text;
      }
    };
    const key = decode(pair.slice(0, equals));
    const value = decode(pair.slice(equals + 1));
    const next = replaceQueryValue(key, value, changes);
    return next === value ? pair : `${pair.slice(0, equals)}=${encodeURIComponent(next)}`;
  });
  return `${newPathname}?${params.join('&')}`;
}

// ---------------------------------------------------------------- headers

/**
 * Next's router state (the `next-router-state-tree` header: the page the browser shows, URI-encoded JSON) names the
 * page's dynamic segments (`["id","12","d",…]`) and its query (`__PAGE__?{"patient":"12"}`): the replayed page's.
 */
function replaceInRouterState(encoded: string, changes: Changes): string {
  let tree: unknown;
  try {
    tree = JSON.parse(decodeURIComponent(encoded));
  } catch {
    return encoded;
  }
  const pathSlots = new Set<SlotName>(Object.values(PATH_SLOTS));
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    if (typeof value !== 'string') return value;
    const segment = changes.find((each) => pathSlots.has(each.slot) && each.from === value);
    if (segment) return segment.to;
    const queryAt = value.indexOf('?');
    if (value.startsWith('__PAGE__?') && queryAt !== -1) {
      try {
        const query = JSON.parse(value.slice(queryAt + 1)) as Record<string, unknown>;
        const next = Object.fromEntries(Object.entries(query).map(([key, item]) => [key, typeof item === 'string' ? replaceQueryValue(key, item, changes) : item]));
        return `${value.slice(0, queryAt + 1)}${JSON.stringify(next)}`;
      } catch {
        return value;
      }
    }
    return value;
  };
  return encodeURIComponent(JSON.stringify(walk(tree)));
}

function replaceInHeaders(headers: Record<string, string>, changes: Changes): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'next-router-state-tree') out[name] = replaceInRouterState(value, changes);
    else if (name === 'referer') {
      try {
        const url = new URL(value);
        out[name] = `${url.origin}${replaceInPath(`${url.pathname}${url.search}`, changes)}`;
      } catch {
        out[name] = value;
      }
    } else out[name] = value;
  }
  return out;
}

// ---------------------------------------------------------------- the body

/** The boundary of a multipart body, from its content type. */
function boundaryOf(contentType: string): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

/** A multipart body, field by field: a field named by a slot's key, or holding JSON (React's outlined parts). */
function replaceInMultipart(body: string, boundary: string, name: RecordedActionName, changes: Changes): string {
  const delimiter = `--${boundary}`;
  const parts = body.split(delimiter);
  return parts
    .map((part, index) => {
      // The preamble and the closing `--`.
      if (index === 0 || part.startsWith('--')) return part;
      const headerEnd = part.indexOf('\r\n\r\n');
      if (headerEnd === -1) return part;
      const head = part.slice(0, headerEnd);
      // A file's bytes are left as they were.
      if (/filename=/i.test(head)) return part;
      const field = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
      const trailing = part.endsWith('\r\n') ? '\r\n' : '';
      const value = part.slice(headerEnd + 4, part.length - trailing.length);
      const change = changes.find(({ slot, from }) => keysOf(name, slot).includes(field) && value === from);
      // React's outlined parts are JSON objects or arrays; a plain field ("1.50", "007") is left as typed.
      const json = /^[[{]/.test(value) ? replaceInJsonText(value, name, changes) : null;
      const next = change ? change.to : (json ?? value);
      return `${head}\r\n\r\n${next}${trailing}`;
    })
    .join(delimiter);
}

/** A url-encoded form, field by field. */
function replaceInForm(body: string, name: RecordedActionName, changes: Changes): string {
  const form = new URLSearchParams(body);
  let changed = false;
  for (const [field, value] of [...form.entries()]) {
    const change = changes.find(({ slot, from }) => keysOf(name, slot).includes(field) && value === from);
    if (change) {
      form.set(field, change.to);
      changed = true;
    }
  }
  return changed ? form.toString() : body;
}

function replaceInBody(action: RecordedAction, changes: Changes): string {
  const type = Object.entries(action.headers).find(([header]) => header.toLowerCase() === 'content-type')?.[1] ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    const boundary = boundaryOf(type);
    return boundary ? replaceInMultipart(action.body, boundary, action.name, changes) : action.body;
  }
  if (/^application\/x-www-form-urlencoded/i.test(type)) return replaceInForm(action.body, action.name, changes);
  // A called action's arguments are React's encoding of them: JSON, sent as text/plain.
  return replaceInJsonText(action.body, action.name, changes) ?? action.body;
}

/**
 * A completion replayed on another visit is sent as the doctor confirms one that has not begun (`early: true`): the
 * recorded visit had begun, the replayed one may start later today, and the server takes the confirmation for a visit
 * under way as well. Without it the replay would be refused whenever the workload runs before the day's visits.
 */
function confirmedCompletion(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (!Array.isArray(parsed)) return body;
  const confirmed = parsed.map((argument: unknown) =>
    argument !== null && typeof argument === 'object' && (argument as { status?: unknown }).status === 'completed' ? { ...argument, early: true } : argument,
  );
  return JSON.stringify(confirmed);
}

/** The request of one replay: the recorded one with every slot's recorded value replaced by `values[slot]` (slots not given keep theirs). */
export function replayRequest(action: RecordedAction, values: Record<string, string>): { path: string; headers: Record<string, string>; body: string } {
  const changes = changesOf(action, values);
  if (changes.length === 0) return { path: action.path, headers: { ...action.headers }, body: action.body };
  const body = replaceInBody(action, changes);
  return { path: replaceInPath(action.path, changes), headers: replaceInHeaders(action.headers, changes), body: action.name === 'complete visit' ? confirmedCompletion(body) : body };
}
