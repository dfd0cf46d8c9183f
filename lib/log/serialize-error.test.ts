import { scrubText, serializeError } from './serialize-error';

describe('serializeError', () => {
  it('keeps what says what failed and drops what says about whom', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "patients_email_unique"'), {
      code: '23505',
      constraint: 'patients_email_unique',
      detail: 'Key (email)=(ada@example.ng) already exists.',
    });
    const error = Object.assign(new Error('Failed query: insert into "patients" ("email") values ($1)\nparams: ada@example.ng'), { params: ['ada@example.ng'], cause });
    const serialized = serializeError(error);
    expect(serialized).toEqual({
      type: 'Error',
      message: 'Failed query: insert into "patients" ("email") values ($1)\nparams: [Redacted]',
      stack: expect.stringMatching(/^Error: Failed query: insert into "patients" \("email"\) values \(\$1\)\nparams: \[Redacted\]\n\s+at /),
      cause: expect.objectContaining({ code: '23505', constraint: 'patients_email_unique' }),
    });
    expect(JSON.stringify(serialized)).not.toContain('ada@example.ng');
  });

  it('names a thrown non-error without its fields', () => {
    expect(serializeError({ firstName: 'Ngozi', phone: '+2348031234567' })).toEqual({ type: 'object', message: '[object Object]' });
  });

  it('follows an AggregateError (pg\'s connection refused on two addresses)', () => {
    const error = new AggregateError([new Error('connect ECONNREFUSED ::1:5432'), new Error('connect ECONNREFUSED 127.0.0.1:5432')]);
    expect(serializeError(error).errors).toEqual([expect.objectContaining({ message: 'connect ECONNREFUSED ::1:5432' }), expect.objectContaining({ message: 'connect ECONNREFUSED 127.0.0.1:5432' })]);
  });
});

describe('scrubText', () => {
  it('takes credentials, emails and phone numbers out of a message', () => {
    expect(scrubText('postgres://hms:s3cret@db/hms')).toBe('postgres://hms:[Redacted]@db/hms');
    expect(scrubText('password=abc&user=x')).toBe('password=[Redacted]&user=x');
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [Redacted]');
    expect(scrubText('<ada.obi@mail.ng> rejected')).toBe('<[Redacted]> rejected');
    expect(scrubText('to +234 803 123 4567 and 0803 123 4567 and 08031234567')).toBe('to [Redacted] and [Redacted] and [Redacted]');
  });

  it('leaves ordinary messages alone', () => {
    expect(scrubText('relation "patients" does not exist at line 12:3')).toBe('relation "patients" does not exist at line 12:3');
  });
});
