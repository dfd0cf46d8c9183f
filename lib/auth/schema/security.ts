import { z } from '@/lib/zod';
import { boundedPassword, boundedText } from '@/lib/forms/common';

/** A TOTP code (six digits) or a recovery code ("abcde-23456"), with any spaces the doctor typed. */
const AUTHENTICATION_CODE_MAX = 32;
const authenticationCode = boundedText('Authentication code', AUTHENTICATION_CODE_MAX, { required: 'Authentication code is required' });

/** The second step of sign-in: the "Authentication code" field. */
export const authenticationCodeSchema = z.object({ code: authenticationCode });
export type AuthenticationCodeInput = z.infer<typeof authenticationCodeSchema>;

/** Re-authentication before a change of the second factor (and of the email and the password). */
export const currentPasswordSchema = z.object({ currentPassword: boundedPassword('Current password is required', 'Current password') });
export type CurrentPasswordInput = z.infer<typeof currentPasswordSchema>;

/** The first code that confirms an enrolment. */
export const confirmTwoFactorSchema = authenticationCodeSchema;

/** A session of the Sessions list, named by its opaque handle (lib/auth/session-handle.ts), never its id. */
export const sessionHandleSchema = z.object({
  handle: z.string({ error: 'No such session' }).regex(/^[A-Za-z0-9_-]{32}$/, { error: 'No such session' }),
});
export type SessionHandleInput = z.infer<typeof sessionHandleSchema>;
