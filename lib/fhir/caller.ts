import 'server-only';
import type { Reader } from '@/lib/audit';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { FhirError } from './outcome';

/**
 * Who is asking, as the audit trail names them. A signed-in doctor's own session reads /fhir from the app's
 * pages (same site: the session cookie is SameSite, so another site cannot send it); connected systems come
 * with the tokens of SMART Backend Services.
 */
export interface FhirCaller {
  reader: Reader;
}

/** The caller of a request, or a 401 that says how to sign in. */
export async function fhirCaller(): Promise<FhirCaller> {
  const session = await getCurrentSession();
  if (session) return { reader: { id: session.doctor.id, email: session.doctor.email } };
  throw new FhirError(401, 'login', 'Sign in first: this server answers a signed-in doctor of the clinic.', { 'WWW-Authenticate': 'Bearer realm="fhir"' });
}
