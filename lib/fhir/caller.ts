import 'server-only';
import type { Reader } from '@/lib/audit';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { allows, neededScope, parseScopes, type Interaction } from '@/lib/connected-systems/rules/scopes';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { findTokenHolder } from './smart/access-tokens';
import { recordRefusedRequest, systemActor } from './smart/refusals';
import { takeRequest } from './smart/request-limit';
import { FhirError } from './outcome';

/**
 * Who is asking, as the audit trail names them, and what they may do. A connected system comes with an access token
 * of SMART Backend Services and may do what its scopes say; a signed-in doctor's own session (same site: the session
 * cookie is SameSite, so another site cannot send it) may read and search, as the app's screens do.
 */
export interface FhirCaller {
  reader: Reader;
  /** The connected system, for a token's request; null for a doctor. */
  system: { id: number; name: string } | null;
  may: (type: string, interaction: Interaction) => boolean;
}

const SESSION_MAY: ReadonlySet<Interaction> = new Set(['r', 's']);
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The caller of a request, or a 401 that says how to come in (a 429 for a system over its rate). */
export async function fhirCaller(request: Request): Promise<FhirCaller> {
  const authorization = request.headers.get('authorization');
  if (authorization !== null) return systemCaller(authorization);
  const session = await getCurrentSession();
  if (session && !mayOpenRecords(session.doctor)) throw new FhirError(403, 'forbidden', 'Lab staff work from the Lab screen and cannot read patients’ records.');
  if (session) return { reader: { id: session.doctor.id, email: session.doctor.email }, system: null, may: (_type, interaction) => SESSION_MAY.has(interaction) };
  throw new FhirError(401, 'login', 'Send an access token (Authorization: Bearer …) from the token endpoint named at /fhir/.well-known/smart-configuration.', {
    'WWW-Authenticate': 'Bearer realm="fhir"',
  });
}

async function systemCaller(authorization: string): Promise<FhirCaller> {
  const db = await getDb();
  const token = BEARER.exec(authorization)?.[1];
  const holder = token ? await findTokenHolder(db, token) : undefined;
  if (!holder) {
    await recordRefusedRequest(db, { system: null, reason: 'a FHIR request with an unknown or expired access token' });
    throw new FhirError(401, 'login', 'The access token is unknown, has expired, or its system is disabled: ask the token endpoint for a new one.', {
      'WWW-Authenticate': 'Bearer realm="fhir", error="invalid_token"',
    });
  }
  const system = { id: holder.systemId, name: holder.name };
  const allowance = await takeRequest(db, holder.systemId, getEnv().FHIR_REQUESTS_PER_MINUTE);
  if (!allowance.allowed) {
    await recordRefusedRequest(db, { system, reason: 'over its requests per minute' });
    throw new FhirError(429, 'throttled', `This system has made more than ${getEnv().FHIR_REQUESTS_PER_MINUTE} requests this minute. Try again in ${allowance.retryAfterSeconds} seconds.`, {
      'Retry-After': String(allowance.retryAfterSeconds),
    });
  }
  const { scopes } = parseScopes(holder.scopes);
  return { reader: { id: null, email: systemActor(holder.name) }, system, may: (type, interaction) => allows(scopes, type, interaction) };
}

const INTERACTION_WORDS: Record<Interaction, string> = { c: 'create', r: 'read', u: 'update', d: 'delete', s: 'search' };

/**
 * Refuses, with a 403 that names the scope it needs, an interaction the caller may not make; a system's refusal is
 * counted in the trail without flooding it.
 */
export async function requireAccess(caller: FhirCaller, type: string, interaction: Interaction): Promise<void> {
  if (caller.may(type, interaction)) return;
  const needed = neededScope(type, interaction);
  if (caller.system) await recordRefusedRequest(await getDb(), { system: caller.system, reason: `scope denied: ${INTERACTION_WORDS[interaction]} ${type} needs ${needed}` });
  const message = caller.system
    ? `This system's token may not ${INTERACTION_WORDS[interaction]} ${type}: that needs the scope ${needed}.`
    : `A doctor's session reads and searches; to ${INTERACTION_WORDS[interaction]} ${type}, connect a system with the scope ${needed}.`;
  throw new FhirError(403, 'forbidden', message);
}
