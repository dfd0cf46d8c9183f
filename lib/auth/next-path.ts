/** Where an account that must have a second factor and has none is sent, before anything else. */
export const SECURITY_PATH = '/doctor/settings/security';

/** Only a path inside the app may be a `next` target: no scheme, no host, no protocol-relative `//`. */
export function isSafeNextPath(next: string | null | undefined): next is string {
  return !!next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !/[\r\n\t]/.test(next);
}

/** Where to go after signing in. */
export function afterLoginPath(next: string | null | undefined): string {
  return isSafeNextPath(next) ? next : '/doctor/dashboard';
}
