import { z } from 'zod';

/** SPEC.md section 5: presence only, with these exact messages. */
const email = z.string().trim().min(1, 'Email is required');
const password = z.string().min(1, 'Password is required');

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** Signing up makes an account, so the email must be one and the password long enough. */
export const signupSchema = z.object({
  email: email.pipe(z.email('Invalid email')),
  password: password.pipe(z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const newPasswordFields = {
  newPassword: z.string().min(1, 'New password is required').pipe(z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)),
  confirmPassword: z.string().min(1, 'Confirm password is required'),
};

function passwordsMatch(value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.confirmPassword && value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
  }
}

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'Current password is required'), ...newPasswordFields })
  .superRefine(passwordsMatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const resetPasswordSchema = z
  .object({ token: z.string().min(1, 'The reset link is incomplete'), ...newPasswordFields })
  .superRefine(passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
