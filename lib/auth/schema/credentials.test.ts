import { changePasswordSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from './credentials';

function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('login schema', () => {
  it('requires email and password: Email is required, Password is required', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('has no format rule and no lower length', () => {
    expect(loginSchema.safeParse({ email: 'x', password: 'y' }).success).toBe(true);
  });
  it('says Email is required and Password is required when a field is missing', () => {
    expect(messages(loginSchema.safeParse({}))).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
  it('refuses what is no email or password: too long, or with a NUL', () => {
    expect(messages(loginSchema.safeParse({ email: `${'a'.repeat(243)}@example.com`, password: 'p'.repeat(129) }))).toEqual({
      email: 'Email must be at most 254 characters',
      password: 'Password must be at most 128 characters',
    });
    expect(messages(loginSchema.safeParse({ email: 'ada\u0000@clinic.ng', password: 'pass\u0000word' }))).toEqual({
      email: 'Email contains characters that are not allowed',
      password: 'Password contains characters that are not allowed',
    });
    expect(messages(loginSchema.safeParse({ email: 'e'.repeat(1_000_000), password: 'y' }))).toEqual({ email: 'Email must be at most 254 characters' });
    expect(loginSchema.safeParse({ email: `${'a'.repeat(242)}@example.com`, password: 'p'.repeat(128) }).success).toBe(true);
  });
  it('says the type received for a value that is not text', () => {
    expect(messages(loginSchema.safeParse({ email: { toString: 'x' }, password: 'y' }))).toEqual({ email: 'Expected string, received object' });
  });
  it('treats an email of spaces as missing', () => {
    expect(messages(loginSchema.safeParse({ email: '   ', password: 'y' }))).toEqual({ email: 'Email is required' });
  });
});

describe('signup schema', () => {
  it('requires both fields with the sign-in form\'s messages', () => {
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
  it('wants at most 128 characters of password and 254 of email', () => {
    expect(messages(signupSchema.safeParse({ email: `${'a'.repeat(250)}@b.ng`, password: 'p'.repeat(129) }))).toEqual({
      email: 'Email must be at most 254 characters',
      password: 'Password must be at most 128 characters',
    });
  });
});

describe('forgot password schema', () => {
  it('requires the email', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: 'Email is required' });
  });
  it('refuses a NUL or an email longer than 254 characters', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: 'a\u0000@b.ng' }))).toEqual({ email: 'Email contains characters that are not allowed' });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'a'.repeat(255) }))).toEqual({ email: 'Email must be at most 254 characters' });
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
  it('wants at most 128 characters in every field', () => {
    const long = 'p'.repeat(129);
    expect(messages(changePasswordSchema.safeParse({ currentPassword: long, newPassword: long, confirmPassword: long }))).toEqual({
      currentPassword: 'Current password must be at most 128 characters',
      newPassword: 'New password must be at most 128 characters',
      confirmPassword: 'Confirm password must be at most 128 characters',
    });
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
  it('refuses a token that is no token of ours', () => {
    const passwords = { newPassword: 'long-enough', confirmPassword: 'long-enough' };
    expect(messages(resetPasswordSchema.safeParse({ token: 't'.repeat(257), ...passwords }))).toEqual({ token: 'The reset link is invalid' });
    expect(messages(resetPasswordSchema.safeParse({ token: 'ab\u0000cd', ...passwords }))).toEqual({ token: 'The reset link is invalid' });
    expect(resetPasswordSchema.safeParse({ token: 'Z'.repeat(43), ...passwords }).success).toBe(true);
  });
});
