import { z } from '@/lib/zod';

export const CLIENT_CREDENTIALS = 'client_credentials';
export const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/**
 * A token request of SMART Backend Services (RFC 6749 client credentials, authenticated by an RFC 7523 assertion),
 * as its form fields. Each message is the error_description the system's developer reads.
 */
export const tokenRequestSchema = z.object({
  grant_type: z.literal(CLIENT_CREDENTIALS, { error: `grant_type must be ${CLIENT_CREDENTIALS}` }),
  client_assertion_type: z.literal(JWT_BEARER_ASSERTION, { error: `client_assertion_type must be ${JWT_BEARER_ASSERTION}` }),
  client_assertion: z.string({ error: 'client_assertion is required: a JWT signed with the system’s registered key' }).min(1, { error: 'client_assertion is required: a JWT signed with the system’s registered key' }).max(16_000, { error: 'client_assertion is too long to be an assertion' }),
  scope: z.string({ error: 'scope is required: the system scopes asked for, such as system/Patient.rs' }).trim().min(1, { error: 'scope is required: the system scopes asked for, such as system/Patient.rs' }).max(2_000, { error: 'scope is too long' }),
});
export type TokenRequest = z.output<typeof tokenRequestSchema>;

/** The form's fields, each once: a field sent twice is refused (RFC 6749 3.2: parameters must not repeat). */
export function readTokenForm(body: string): { ok: true; fields: Record<string, string> } | { ok: false; message: string } {
  const form = new URLSearchParams(body);
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name in fields) return { ok: false, message: `${name} is sent more than once` };
    fields[name] = value;
  }
  return { ok: true, fields };
}
