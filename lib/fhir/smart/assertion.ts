import 'server-only';
import { createLocalJWKSet, decodeJwt, errors, jwtVerify } from 'jose';
import { findSystemByClientId, type SystemCredentials } from '@/lib/connected-systems/queries';
import { SIGNING_ALGORITHMS } from '@/lib/connected-systems/schema';
import type { Db } from '@/lib/db/types';
import { acceptAssertionId } from './assertion-ids';

/** The longest an assertion may live: SMART Backend Services asks for `exp` no more than five minutes ahead. */
export const ASSERTION_MAX_SECONDS = 5 * 60;
/** Clocks of two machines differ a little; this much is forgiven on `exp`, `iat` and `nbf`. */
const CLOCK_SKEW_SECONDS = 30;
const JTI_MAX = 255;

/** A client assertion that was refused: why, in words for the system's developer, and which system it named. */
export interface AssertionRefusal {
  ok: false;
  reason: string;
  /** The system the assertion named, when it is registered: its refusals are counted against it. */
  system: Pick<SystemCredentials, 'id' | 'name'> | null;
  /** What the assertion claimed to be (`iss`), cut short, for the trail of an unknown one. */
  claimed: string | null;
}

export type AssertionCheck = { ok: true; system: SystemCredentials } | AssertionRefusal;

/**
 * Checks a client assertion (a JWT, RFC 7523) as SMART Backend Services asks: the system it names (`iss`, the same
 * as `sub`) is registered and enabled; it is signed by one of that system's registered keys with RS384 or ES384; its
 * `aud` is our token endpoint; it expires within five minutes; and its `jti` was never accepted before, by any
 * instance (lib/fhir/smart/assertion-ids.ts).
 */
export async function checkClientAssertion(db: Db, assertion: string, tokenUrl: string, now = new Date()): Promise<AssertionCheck> {
  let claims: ReturnType<typeof decodeJwt>;
  try {
    claims = decodeJwt(assertion);
  } catch {
    return { ok: false, reason: 'client_assertion is not a JWT', system: null, claimed: null };
  }
  const clientId = typeof claims.iss === 'string' ? claims.iss : null;
  if (!clientId) return { ok: false, reason: 'the assertion has no iss (the client id)', system: null, claimed: null };
  const claimed = clientId.slice(0, 64);
  const system = clientId.length <= 100 ? await findSystemByClientId(db, clientId) : undefined;
  if (!system) return { ok: false, reason: `no connected system has the client id ${claimed}`, system: null, claimed };
  const refuse = (reason: string): AssertionRefusal => ({ ok: false, reason, system, claimed });
  if (!system.enabled) return refuse('this connected system is disabled');

  try {
    await jwtVerify(assertion, createLocalJWKSet(system.jwks), {
      issuer: clientId,
      subject: clientId,
      audience: tokenUrl,
      algorithms: [...SIGNING_ALGORITHMS],
      currentDate: now,
      clockTolerance: CLOCK_SKEW_SECONDS,
      requiredClaims: ['exp', 'jti'],
    });
  } catch (error) {
    return refuse(whyRefused(error, tokenUrl));
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (claims.exp! > nowSeconds + ASSERTION_MAX_SECONDS + CLOCK_SKEW_SECONDS) return refuse('the assertion expires more than 5 minutes from now');
  const jti = claims.jti!;
  if (typeof jti !== 'string' || jti === '' || jti.length > JTI_MAX) return refuse(`jti must be a string of 1 to ${JTI_MAX} characters`);
  const accepted = await acceptAssertionId(db, system.id, jti, new Date((claims.exp! + CLOCK_SKEW_SECONDS) * 1000), now);
  if (!accepted) return refuse('this assertion (its jti) was already used');
  return { ok: true, system };
}

/** What jose's refusal means, in the words of the check that failed. */
function whyRefused(error: unknown, tokenUrl: string): string {
  if (error instanceof errors.JWTExpired) return 'the assertion has expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return `the assertion's aud must be the token endpoint, ${tokenUrl}`;
    if (error.claim === 'sub') return "the assertion's sub must be the client id, as its iss";
    if (error.claim === 'exp' || error.claim === 'jti') return `the assertion has no ${error.claim}`;
    return `the assertion's ${error.claim} is not acceptable: ${error.reason}`;
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return `the assertion must be signed with ${SIGNING_ALGORITHMS.join(' or ')}`;
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) return "no registered key of this system matches the assertion's kid and alg";
  if (error instanceof errors.JWSSignatureVerificationFailed) return "the assertion's signature does not match the registered key";
  if (error instanceof errors.JOSEError) return `the assertion could not be checked: ${error.message}`;
  throw error;
}
