import { profileSchema } from './profile';

function messages(input: unknown) {
  const result = profileSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('profileSchema', () => {
  it('requires every field, each with its own message', () => {
    expect(messages({ firstName: ' ', lastName: '', email: '', phone: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
  });

  it('wants a real email and a phone number', () => {
    expect(messages({ firstName: 'Ada', lastName: 'Obi', email: 'ada@', phone: 'call me' })).toEqual({
      email: 'Invalid email',
      phone: 'Enter a phone number: digits, spaces, brackets or dashes, at least 7',
    });
  });

  it('trims what it keeps', () => {
    expect(profileSchema.parse({ firstName: ' Ada ', lastName: 'Obi', email: ' ada@clinic.ng ', phone: '+234 803 555 0142' })).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@clinic.ng',
      phone: '+234 803 555 0142',
    });
  });

  it('bounds every field and refuses NUL', () => {
    expect(messages({ firstName: 'f'.repeat(101), lastName: 'Obi\u0000', email: `${'e'.repeat(250)}@x.ng`, phone: '0'.repeat(31) })).toEqual({
      firstName: 'First name must be at most 100 characters',
      lastName: 'Last name contains characters that are not allowed',
      email: 'Email must be at most 254 characters',
      phone: 'Phone must be at most 30 characters',
    });
  });
});
