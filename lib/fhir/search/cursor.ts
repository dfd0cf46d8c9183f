import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../outcome';

/** Where a page starts: after a row (the next page) or before one (the page before). */
export type PagePosition = { after: number } | { before: number };

/**
 * Where a page of a search over several types starts ($everything): in the `section`-th type, after a row of it, or
 * at its first row.
 */
export interface SectionPosition {
  section: number;
  after?: number;
}

const encode = (text: string) => Buffer.from(text).toString('base64url');

function signature(secret: string, search: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`fhir page\n${search}\n${payload}`).digest();
}

/**
 * A page link's cursor: the position, signed together with the search it belongs to (`search`: the resource
 * type and its parameters, canonical). A client cannot move it to another search or another position: either
 * changes what the signature covers.
 */
export function signCursor(secret: string, search: string, position: PagePosition | SectionPosition): string {
  const payload = encode(JSON.stringify(position));
  return `${payload}.${signature(secret, search, payload).toString('base64url')}`;
}

const forged = () => badRequest('This page link belongs to another search or was altered. Start the search again from its first page.');

/** The signed payload of a cursor, once its signature is checked. */
function verifiedPayload(secret: string, search: string, cursor: string): unknown {
  const [payload, signed, ...rest] = cursor.split('.');
  if (!payload || !signed || rest.length > 0) throw forged();
  const expected = signature(secret, search, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forged();
  return JSON.parse(Buffer.from(payload, 'base64url').toString());
}

export function readCursor(secret: string, search: string, cursor: string): PagePosition {
  const position = verifiedPayload(secret, search, cursor);
  if (typeof position === 'object' && position !== null) {
    const { after, before } = position as { after?: unknown; before?: unknown };
    if (Number.isSafeInteger(after)) return { after: after as number };
    if (Number.isSafeInteger(before)) return { before: before as number };
  }
  throw forged();
}

export function readSectionCursor(secret: string, search: string, cursor: string): SectionPosition {
  const position = verifiedPayload(secret, search, cursor);
  if (typeof position === 'object' && position !== null) {
    const { section, after } = position as { section?: unknown; after?: unknown };
    if (Number.isSafeInteger(section) && (after === undefined || Number.isSafeInteger(after))) return after === undefined ? { section: section as number } : { section: section as number, after: after as number };
  }
  throw forged();
}

/** A search as its cursor signs it: the path and the parameters that decide its matches, in one order. */
export function canonicalSearch(path: string, values: ReadonlyMap<string, readonly string[]>, count: number): string {
  const pairs = [...values].flatMap(([name, list]) => list.map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`));
  return `${path}?${[...pairs.sort(), `_count=${count}`].join('&')}`;
}
