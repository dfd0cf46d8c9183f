import { z } from 'zod';
import { NO_NUL } from './common';

/** Longest accepted values; the email's is RFC 5321's. */
export const PROFILE_MAX_LENGTH = { name: 60, email: 254, phone: 30 } as const;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Must be at most ${max} characters`, abort: true })
    .regex(NO_NUL, { error: 'Invalid input' });

/**
 * The Edit Profile form (SPEC.md sections 3 and 5): every field required. The picture travels beside
 * these fields and is checked by lib/validations/upload.ts.
 */
export const profileSchema = z.object({
  firstName: required('First name is required', PROFILE_MAX_LENGTH.name),
  lastName: required('Last name is required', PROFILE_MAX_LENGTH.name),
  email: required('Email is required', PROFILE_MAX_LENGTH.email).pipe(z.email({ error: 'Invalid email' })),
  phone: required('Phone is required', PROFILE_MAX_LENGTH.phone).regex(/^\+?[\d\s()-]{7,}$/, {
    error: 'Enter a phone number: digits, spaces, brackets or dashes, at least 7',
  }),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
