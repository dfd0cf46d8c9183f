import { changePasswordSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from './auth';

function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('login schema', () => {
  it('requires email and password with the spec messages', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('has no format or length rules', () => {
    expect(loginSchema.safeParse({ email: 'x', password: 'y' }).success).toBe(true);
  });
  it('treats an email of spaces as missing', () => {
    expect(messages(loginSchema.safeParse({ email: '   ', password: 'y' }))).toEqual({ email: 'Email is required' });
  });
});

describe('signup schema', () => {
  it('requires both fields with the spec messages', () => {
    expect(messages(signupSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('wants a real email and at least 8 characters', () => {
    expect(messages(signupSchema.safeParse({ email: 'nope', password: 'short' }))).toEqual({
      email: 'Invalid email',
      password: 'Password must be at least 8 characters',
    });
    expect(signupSchema.safeParse({ email: 'a@b.ng', password: '12345678' }).success).toBe(true);
  });
});

describe('forgot password schema', () => {
  it('requires the email', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: 'Email is required' });
  });
});

describe('change password schema', () => {
  it('requires all three fields', () => {
    expect(messages(changePasswordSchema.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' }))).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm password is required',
    });
  });
  it('wants new and confirm to match', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: 'a', newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' });
    expect(messages(result)).toEqual({ confirmPassword: 'Passwords do not match' });
  });
  it('wants at least 8 characters', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: 'a', newPassword: 'short', confirmPassword: 'short' });
    expect(messages(result)).toEqual({ newPassword: 'Password must be at least 8 characters' });
  });
  it('accepts a good change', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'a', newPassword: 'long-enough', confirmPassword: 'long-enough' }).success).toBe(true);
  });
});

describe('reset password schema', () => {
  it('checks the token and the match', () => {
    expect(messages(resetPasswordSchema.safeParse({ token: '', newPassword: 'long-enough', confirmPassword: 'other-one' }))).toEqual({
      token: 'The reset link is incomplete',
      confirmPassword: 'Passwords do not match',
    });
  });
});
