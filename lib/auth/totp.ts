import 'server-only';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The issuer an authenticator app shows beside the account. */
const ISSUER = 'HMS';
/** One step either side of now is accepted, for a phone whose clock is a little off. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** A new random key (Base32, 160 bits), as an authenticator app takes it. */
export const newTotpSecret = (): string => generateSecret();

/** The key in groups of four, easier to type into an app by hand. */
export const formatTotpKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The QR code an authenticator app scans, made here as an SVG data URL: no request leaves the server. */
export async function totpQrCode(secret: string, accountEmail: string): Promise<string> {
  const uri = generateURI({ issuer: ISSUER, label: accountEmail, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A six-digit code as typed ("123 456" is 123456). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const normaliseCode = (code: string): string => code.replace(/[\s-]/g, '');

/**
 * The time step of a valid code, or null. A code of `afterStep` or an earlier step is refused, so that a code
 * once used (or an older one) never opens anything again.
 */
export async function verifyTotp(secret: string, code: string, afterStep: number | null, now = Date.now()): Promise<number | null> {
  const token = normaliseCode(code);
  if (!TOTP_CODE_PATTERN.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now / 1000),
    epochTolerance: CLOCK_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The TOTP strategy's answer carries the matched step; the shared return type does not say so.
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}
