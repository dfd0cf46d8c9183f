import { isSafeNextPath } from '@/lib/auth/next-path';

/** Where a form started from the doctor area may send the doctor back after saving. */
const DOCTOR_AREA = '/doctor/';

/**
 * `?returnTo=` of a form (the visit or the chart it was opened from), or null when it is anything but a path
 * inside the doctor area: sign-in's rule (no scheme, host, `//` or `/\`), and further no backslash or `..`
 * segment anywhere, plain or percent-encoded, since a browser would resolve either to another place than
 * the path says (`/doctor/..%2F..%2Flogin`). Read from the URL by the page, so an array takes its first value.
 */
export function safeReturnTo(value: unknown): string | null {
  const path = Array.isArray(value) ? value[0] : value;
  if (typeof path !== 'string' || path.length > 2000) return null;
  if (!isSafeNextPath(path) || !path.startsWith(DOCTOR_AREA)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // Any control character or backslash, or a dot segment, once decoded.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.split(/[/?#]/).some((segment) => segment === '..' || segment === '.')) return null;
  return decoded.includes('//') ? null : path;
}
