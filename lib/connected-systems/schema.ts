import { z } from '@/lib/zod';
import { rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { boundedText, TEXT_MAX } from '@/lib/forms/common';
import type { StoredJwks } from '@/lib/db/schema/connected-systems';
import { parseScopes } from './rules/scopes';

/** A pasted key set is a few public keys; anything much longer is not one. */
export const JWKS_MAX = 20_000;
/** The scopes a system is registered for, as typed. */
export const SCOPES_MAX = 1_000;

/** The signing algorithms SMART Backend Services asks servers to take, and the key each needs. */
export const SIGNING_ALGORITHMS = ['RS384', 'ES384'] as const;

/** A value the sender wrote, as a message may quote it: short, so that a refusal never repeats a long input. */
const quoted = (value: unknown) => {
  const text = String(value);
  return text.length > 24 ? `${text.slice(0, 21)}…` : text;
};

// The members a private key has beside its public ones: pasted by mistake, they would put a secret in our database.
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'];

/** Why one key of a pasted set cannot be taken, or null when it can. */
function keyProblem(key: unknown, index: number): string | null {
  const which = `Key ${index + 1}`;
  if (typeof key !== 'object' || key === null || Array.isArray(key)) return `${which} is not a JSON object`;
  const jwk = key as Record<string, unknown>;
  if (PRIVATE_MEMBERS.some((member) => member in jwk)) return `${which} holds a private key: paste the public keys only`;
  if (typeof jwk.kid !== 'string' || jwk.kid === '') return `${which} has no "kid": the system's tokens name their key by it`;
  if (jwk.kty === 'RSA') {
    if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string') return `${which} is an RSA key without "n" and "e"`;
    if (jwk.alg !== undefined && jwk.alg !== 'RS384') return `${which} is for ${quoted(jwk.alg)}; an RSA key here signs with RS384`;
    return null;
  }
  if (jwk.kty === 'EC') {
    if (jwk.crv !== 'P-384') return `${which} is on the curve ${quoted(jwk.crv)}; ES384 needs P-384`;
    if (typeof jwk.x !== 'string' || typeof jwk.y !== 'string') return `${which} is an EC key without "x" and "y"`;
    if (jwk.alg !== undefined && jwk.alg !== 'ES384') return `${which} is for ${quoted(jwk.alg)}; an EC key here signs with ES384`;
    return null;
  }
  return `${which} is of type ${quoted(jwk.kty)}; use an RSA key (RS384) or an EC P-384 key (ES384)`;
}

/** The JWKS field: a JSON object `{"keys": [...]}` of public RSA or EC P-384 keys, each with its `kid`. */
export const jwksText = boundedText('JWKS', JWKS_MAX, { required: 'Paste the system’s public keys (JWKS)' }).transform((text, context): StoredJwks => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    context.addIssue({ code: 'custom', message: 'The JWKS is not valid JSON' });
    return z.NEVER;
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) {
    context.addIssue({ code: 'custom', message: 'The JWKS must be an object with a "keys" list of at least one key' });
    return z.NEVER;
  }
  const problem = keys.map(keyProblem).find((found) => found !== null);
  if (problem) {
    context.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  const kids = keys.map((key: { kid: string }) => key.kid);
  if (new Set(kids).size !== kids.length) {
    context.addIssue({ code: 'custom', message: 'Two keys have the same "kid"' });
    return z.NEVER;
  }
  return { keys: keys as StoredJwks['keys'] };
});

/** The scopes field: system scopes, v1 or v2, separated by spaces; stored with single spaces. */
export const scopesText = boundedText('Scopes', SCOPES_MAX, { required: 'Choose at least one scope' }).transform((text, context) => {
  const { scopes, unknown } = parseScopes(text);
  if (unknown.length > 0) {
    const named = unknown.slice(0, 2).map(quoted).join(', ') + (unknown.length > 2 ? ` and ${unknown.length - 2} more` : '');
    context.addIssue({ code: 'custom', message: `Not a system scope this server grants: ${named} (write them as system/Patient.rs or system/*.read)` });
    return z.NEVER;
  }
  return [...new Set(scopes.map((scope) => scope.text))].join(' ');
});

/** Registering a system (the Connected systems screen and `npm run db:register-client`). */
export const connectedSystemSchema = z.object({
  name: boundedText('Name', TEXT_MAX.name, { required: 'Name is required' }),
  jwks: jwksText,
  scopes: scopesText,
});
export type ConnectedSystemInput = z.input<typeof connectedSystemSchema>;
export type ConnectedSystemValues = z.output<typeof connectedSystemSchema>;

/** Enabling or disabling one. */
export const connectedSystemEnabledSchema = z.object({ id: rowIdSchema, enabled: z.boolean({ error: 'Say whether the system is enabled' }) });
/** Deleting one. */
export const connectedSystemIdSchema = z.object({ id: rowIdSchema });
