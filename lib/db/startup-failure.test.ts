import { DataDirError } from './data-dir';
import { DataDirLockedError } from './lock';
import { causeOf, oneLine, startupFailureLine } from './startup-failure';

describe('startupFailureLine', () => {
  it('says the server cannot start and keeps our message whole, on one line', () => {
    const held = new DataDirLockedError('/srv/hms/data', 4242);
    const line = startupFailureLine(held);
    expect(line).toBe(
      'Cannot start: the database folder /srv/hms/data is in use by process 4242 (a running server or script). ' +
        'Stop the server first (or wait for the other command to finish), then run this command again.',
    );
    expect(startupFailureLine(new DataDirError('/x', 'The database folder /x is read-only.'))).toBe(
      'Cannot start: the database folder /x is read-only.',
    );
  });

  it('joins a message of several lines, such as the environment check', () => {
    const error = new Error('Invalid environment variables:\n  SESSION_SECRET: is required in production\n  PORT: expected a port');
    expect(startupFailureLine(error)).toBe(
      'Cannot start: invalid environment variables: SESSION_SECRET: is required in production; PORT: expected a port',
    );
  });

  it("keeps a name's capitals and describes what is not an Error", () => {
    expect(startupFailureLine(new Error('PGlite failed to initialize properly'))).toBe(
      'Cannot start: PGlite failed to initialize properly',
    );
    expect(startupFailureLine('disk on fire')).toBe('Cannot start: disk on fire');
    expect(startupFailureLine(new Error(''))).toBe('Cannot start: Error');
    expect(startupFailureLine(new Error('A migration failed'))).toBe('Cannot start: a migration failed');
    expect(startupFailureLine(undefined)).toBe('Cannot start: undefined');
  });
});

describe('causeOf', () => {
  it("finds the PostgreSQL error inside drizzle's failed query", () => {
    const pgError = new Error('relation "patients" already exists');
    const wrapped = new Error('Failed query: CREATE TABLE "patients" (\n  "id" serial\n);\nparams: ', { cause: pgError });
    expect(causeOf(wrapped)).toBe('relation "patients" already exists');
  });

  it('lists the errors of an AggregateError without a message (pg on a host with two addresses)', () => {
    const refused = new AggregateError(
      [new Error('connect ECONNREFUSED ::1:5432'), new Error('connect ECONNREFUSED 127.0.0.1:5432')],
      '',
    );
    expect(causeOf(refused)).toBe('connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432');
  });
});

describe('oneLine', () => {
  it('drops blank lines and indentation', () => {
    expect(oneLine('first\n\n   second\nthird:\n fourth')).toBe('first; second; third: fourth');
    expect(oneLine('')).toBe('');
  });
});
