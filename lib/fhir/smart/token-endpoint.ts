import 'server-only';
import { recordAudit, requestAddress } from '@/lib/audit';
import { takeThrottle, type ThrottleRule } from '@/lib/auth/throttle';
import { grantScopes, parseScopes } from '@/lib/connected-systems/rules/scopes';
import { getDb } from '@/lib/db/client';
import { requestLog } from '@/lib/log/request-log';
import { fhirBase } from '../base';
import { issueAccessToken } from './access-tokens';
import { checkClientAssertion } from './assertion';
import { recordRefusedTokenRequest, systemActor } from './refusals';
import { readTokenForm, tokenRequestSchema } from './token-request';
import { readBodyWithin } from '../body';

/** The token endpoint's address: what a system's assertion names as its `aud`. */
export const tokenEndpoint = () => `${fhirBase()}/auth/token`;

/** A token request is a short form; anything much longer is not one. */
const TOKEN_BODY_MAX_BYTES = 64 * 1024;

/** Token requests from one address: systems ask every few minutes; a guesser of keys or client ids soon stops. */
export const TOKEN_PER_ADDRESS: ThrottleRule = { name: 'fhir-token-address', limit: 300, windowMs: 15 * 60 * 1000 };

type OAuthError = 'invalid_request' | 'invalid_client' | 'invalid_scope' | 'unsupported_grant_type';

/** OAuth's answers are never cached (RFC 6749 5.1): a token in a cache is a token for anyone. */
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** A refusal as OAuth 2.0 writes it (RFC 6749 5.2), not as FHIR: the token endpoint is OAuth's. */
function oauthError(status: number, error: OAuthError, description: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error, error_description: description }, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * POST /fhir/auth/token: a connected system's assertion exchanged for an access token of at most five minutes that
 * carries the scopes it asked for and was registered for (SMART Backend Services). Every grant is in the audit
 * trail; refusals are counted there without flooding it.
 */
export async function answerTokenRequest(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const throttle = await takeThrottle(db, TOKEN_PER_ADDRESS, await requestAddress());
    if (!throttle.allowed) {
      return oauthError(429, 'invalid_request', `Too many token requests from this address. Try again in ${throttle.retryAfterMinutes} minutes.`, { 'Retry-After': String(throttle.retryAfterMinutes * 60) });
    }
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return oauthError(400, 'invalid_request', 'Send the token request as application/x-www-form-urlencoded.');
    const body = await readBodyWithin(request, TOKEN_BODY_MAX_BYTES);
    if (body === null) return oauthError(413, 'invalid_request', 'The token request is too large: at most 64 KB.');
    const form = readTokenForm(body);
    if (!form.ok) return oauthError(400, 'invalid_request', form.message);
    const parsed = tokenRequestSchema.safeParse(form.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return oauthError(400, issue.path[0] === 'grant_type' ? 'unsupported_grant_type' : 'invalid_request', issue.message);
    }
    const { client_assertion: assertion, scope } = parsed.data;

    const check = await checkClientAssertion(db, assertion, tokenEndpoint());
    if (!check.ok) {
      await recordRefusedTokenRequest(db, check);
      return oauthError(401, 'invalid_client', `The client assertion was refused: ${check.reason}.`);
    }
    const { system } = check;
    const granted = grantScopes(parseScopes(scope).scopes, parseScopes(system.scopes).scopes);
    if (granted.length === 0) {
      await recordRefusedTokenRequest(db, { system, claimed: null, reason: `none of the scopes asked for (${scope.slice(0, 100)}) is registered for it` });
      return oauthError(400, 'invalid_scope', `None of the scopes asked for is granted to this system; it is registered for: ${system.scopes}.`);
    }
    const grantedText = granted.map((one) => one.text).join(' ');
    const { token, expiresIn } = await issueAccessToken(db, system.id, grantedText);
    await recordAudit(db, {
      actorId: null,
      actorEmail: systemActor(system.name),
      action: 'sign-in',
      entity: 'connected-system',
      entityId: system.id,
      address: await requestAddress(),
      detail: `access token for ${grantedText}`,
    });
    return Response.json({ access_token: token, token_type: 'bearer', expires_in: expiresIn, scope: grantedText }, { headers: NO_STORE });
  } catch (error) {
    (await requestLog()).error({ err: error, component: 'fhir' }, 'a token request failed');
    return Response.json({ error: 'server_error', error_description: 'The server could not answer this request. Try again in a moment.' }, { status: 500, headers: NO_STORE });
  }
}
