import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createLogger } from './create-logger';
import { prettyLine } from './pretty-line';
import { captureLogs } from './testing';
import { logger } from './logger';

/** Every value below is a secret or a patient's: none may reach a line. */
const SECRETS = {
  password: 'hunter2-password',
  newPassword: 'n3w-password-value',
  token: 'reset-token-4f9a2c',
  apiKey: 'hospital-api-key-77',
  cookie: '__Host-hms_session=eyJhbGciOiJIUzI1NiJ9.c2Vzc2lvbg.sig',
  authorization: 'Bearer api-token-9c1d',
  sessionId: 'session-row-id-51e0',
  firstName: 'Chinedu',
  lastName: 'Okafor',
  email: 'chinedu.okafor.1@example.ng',
  phone: '+2348031234567',
  dateOfBirth: '1984-07-19',
  address: '12 Awolowo Road, Ikoyi',
};

function captured(pretty = false) {
  const written: string[] = [];
  const log = createLogger({ write: (line: string) => void written.push(pretty ? prettyLine(line) : line) }, 'trace');
  return { log, text: () => written.join('') };
}

function expectNoSecret(text: string) {
  for (const [key, value] of Object.entries(SECRETS)) expect({ key, found: text.includes(value) }).toEqual({ key, found: false });
  expect(text).not.toContain('eyJhbGciOiJIUzI1NiJ9');
}

describe('the logger never writes a secret or a patient field', () => {
  for (const pretty of [false, true]) {
    describe(pretty ? 'as readable lines (development)' : 'as JSON lines (production)', () => {
      it('censors the keys at the top, in nested objects, in headers and in a child logger\'s bindings', () => {
        const { log, text } = captured(pretty);
        log.info({ ...SECRETS }, 'top level');
        log.info({ patient: { ...SECRETS }, request: { headers: { cookie: SECRETS.cookie, authorization: SECRETS.authorization, 'x-api-key': SECRETS.apiKey } } }, 'nested');
        log.info({ form: { input: { patient: { firstName: SECRETS.firstName } } } }, 'deep');
        log.child({ email: SECRETS.email, sessionId: SECRETS.sessionId }).warn('a child');
        expectNoSecret(text());
        expect(text()).toContain('[Redacted]');
        expect(text()).toContain('top level');
      });

      it('keeps the values of a failed query, a connection string and a recipient out of an error', () => {
        const { log, text } = captured(pretty);
        const query = new DrizzleQueryError('insert into "patients" ("first_name", "email", "phone") values ($1, $2, $3)', [SECRETS.firstName, SECRETS.email, SECRETS.phone], new Error('duplicate key value violates unique constraint "patients_email_unique"'));
        Object.assign(query.cause as Error, { detail: `Key (email)=(${SECRETS.email}) already exists.`, code: '23505' });
        log.error({ err: query }, 'a server action failed');
        log.error({ err: new Error(`connect to postgres://hms:${SECRETS.password}@db:5432/hms failed`) }, 'start-up failed');
        log.error({ err: new Error(`550 5.1.1 <${SECRETS.email}>: Recipient address rejected; sms to ${SECRETS.phone} refused`) }, 'mail');
        log.error(new Error(`token=${SECRETS.token} was refused (Bearer api-token-9c1d)`));
        expectNoSecret(text());
        // What says what failed stays.
        expect(text()).toContain('duplicate key value violates unique constraint');
        expect(text()).toContain('insert into');
      });
    });
  }

  it('holds for the process logger, whose lines tests capture', () => {
    const logs = captureLogs();
    try {
      logger.child({ component: 'test' }).error({ err: new Error('failed'), patient: { ...SECRETS } }, 'the process logger');
      expectNoSecret(logs.text());
      expect(logs.lines()).toEqual([expect.objectContaining({ level: 50, component: 'test', msg: 'the process logger' })]);
    } finally {
      logs.restore();
    }
  });
});
