import { z } from '@/lib/zod';
import { boundedEmail, boundedPassword, boundedText, expectedReceived, TEXT_MAX } from '@/lib/forms/common';

/**
 * The brief's sign-in rules: presence, with these exact messages, and no format rule. The upper bounds are the
 * server's: an email longer than any address, or one with a NUL, is no sign-in, only a load on the
 * attempts table.
 */
const requiredMessage = (message: string) => (input: unknown) => (input === undefined ? message : expectedReceived('string', input));
const email = boundedText('Email', TEXT_MAX.email, { required: 'Email is required', invalidType: requiredMessage('Email is required') });
const password = boundedPassword('Password is required');

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = TEXT_MAX.password;
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** Signing up makes an account, so the email must be one and the password long enough. */
export const signupSchema = z.object({
  email: boundedEmail('Email is required', { invalidType: requiredMessage('Email is required') }),
  password: password.pipe(z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A new password and its confirmation (a reset, a change, an invitation's account). */
export const newPasswordFields = {
  newPassword: boundedPassword('New password is required', 'New password').pipe(z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)),
  confirmPassword: boundedPassword('Confirm password is required', 'Confirm password'),
};

export function passwordsMatch(value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.confirmPassword && value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
  }
}

export const changePasswordSchema = z
  .object({ currentPassword: boundedPassword('Current password is required', 'Current password'), ...newPasswordFields })
  .superRefine(passwordsMatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A mailed link's token ("The reset link", "The invitation link"): kept as sent, said incomplete or invalid. */
export const linkToken = (link: string) =>
  boundedText(link, TEXT_MAX.token, { required: `${link} is incomplete`, trim: false, tooLong: `${link} is invalid`, notAllowed: `${link} is invalid` });

export const resetPasswordSchema = z
  .object({
    token: linkToken('The reset link'),
    ...newPasswordFields,
  })
  .superRefine(passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
