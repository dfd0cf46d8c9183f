import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '@/lib/auth/password';
import { auditEvents, doctors } from '@/lib/db/schema';
import { createTestDatabase, fillFolderWithMigratedDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { createAdmin, CREATE_ADMIN_USAGE, parseCreateAdminArgs, readAdminPassword } from './create-admin';
import { promptHidden } from './hidden-prompt';

jest.setTimeout(120_000);

const TARGET = 'embedded database in .data';
const PASSWORD = 'Chidi-admin-password-9';

/** Lets the prompt that follows an answer start listening. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A terminal: what is typed arrives as `data`; raw mode and what was written are recorded. */
function fakeTerminal(isTTY = true) {
  const input = Object.assign(new EventEmitter(), {
    isTTY,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      this.rawModes.push(mode);
    },
    setEncoding: () => undefined,
    resume: () => undefined,
    pause: () => undefined,
  });
  let written = '';
  /** Whether echo was off when each question was written: a password typed as soon as it shows must not echo. */
  const echoOffAtQuestion: boolean[] = [];
  const output = {
    write: (text: string) => {
      if (text.trim()) echoOffAtQuestion.push(input.rawModes.at(-1) === true);
      written += text;
    },
  };
  return {
    input,
    output,
    echoOffAtQuestion,
    written: () => written,
    type: (...chunks: string[]) => chunks.forEach((chunk) => input.emit('data', chunk)),
  };
}

describe('createAdmin', () => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
  });
  afterEach(() => handle.close());

  it('makes an active administrator with an argon2 hash and an audit line, and says so without the password', async () => {
    const line = await createAdmin(handle.db, { email: 'chidi.eze@hospital.org', password: PASSWORD }, TARGET);
    expect(line).toBe('Created chidi.eze@hospital.org, an active administrator, in the embedded database in .data. Sign in with it at /login.');
    expect(line).not.toContain(PASSWORD);
    const [chidi] = await handle.db.select().from(doctors).where(eq(doctors.email, 'chidi.eze@hospital.org'));
    expect(chidi).toMatchObject({ role: 'administrator', status: 'active', firstName: 'Chidi', lastName: 'Eze' });
    expect(await verifyPassword(chidi!.passwordHash, PASSWORD)).toBe(true);
    expect(await handle.db.select().from(auditEvents)).toEqual([
      expect.objectContaining({ actorId: chidi!.id, action: 'create', entity: 'account', address: 'command line', detail: 'administrator, made with npm run db:create-admin' }),
    ]);
  });

  it('refuses an email already in use, in any case, and changes nothing', async () => {
    await handle.db.insert(doctors).values({ email: 'Ada.Obi@hospital.org', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x', role: 'doctor', status: 'active' });
    await expect(createAdmin(handle.db, { email: 'ada.obi@HOSPITAL.org', password: PASSWORD }, TARGET)).rejects.toThrow(
      'An account with the email ada.obi@HOSPITAL.org already exists in the embedded database in .data; nothing was changed.',
    );
    expect(await handle.db.select().from(doctors)).toEqual([expect.objectContaining({ email: 'Ada.Obi@hospital.org', role: 'doctor' })]);
  });

  it("keeps signup's password rule", async () => {
    await expect(createAdmin(handle.db, { email: 'short@hospital.org', password: 'short' }, TARGET)).rejects.toThrow('password: Password must be at least 8 characters');
    expect(await handle.db.select().from(doctors)).toEqual([]);
  });
});

describe('parseCreateAdminArgs', () => {
  it('reads --email in both forms and --help', () => {
    expect(parseCreateAdminArgs(['--email', 'you@hospital.org'])).toEqual({ email: 'you@hospital.org' });
    expect(parseCreateAdminArgs(['--email= you@hospital.org '])).toEqual({ email: 'you@hospital.org' });
    expect(parseCreateAdminArgs(['--help'])).toEqual({ help: true });
  });

  it('refuses a missing or wrong email and anything else, with the usage', () => {
    expect(() => parseCreateAdminArgs([])).toThrow(`--email is required.\n\n${CREATE_ADMIN_USAGE}`);
    expect(() => parseCreateAdminArgs(['--email'])).toThrow("--email needs the new administrator's email.");
    expect(() => parseCreateAdminArgs(['--email', 'not-an-email'])).toThrow('--email: Invalid email.');
    expect(() => parseCreateAdminArgs(['--email', 'you@hospital.org', '--password', 'x'])).toThrow('Unexpected argument "--password".');
  });
});

describe('readAdminPassword', () => {
  it('takes ADMIN_PASSWORD without asking', async () => {
    const terminal = fakeTerminal();
    await expect(readAdminPassword({ env: { ADMIN_PASSWORD: PASSWORD }, stdin: terminal.input, stdout: terminal.output })).resolves.toBe(PASSWORD);
    expect(terminal.written()).toBe('');
  });

  it('refuses without ADMIN_PASSWORD when stdin is no terminal', async () => {
    const piped = fakeTerminal(false);
    await expect(readAdminPassword({ env: {}, stdin: piped.input, stdout: piped.output })).rejects.toThrow(
      'No password: set ADMIN_PASSWORD, or run the command in a terminal to type it (it is not shown).',
    );
  });

  it('asks twice at a terminal, shows nothing typed, and refuses two different passwords', async () => {
    const terminal = fakeTerminal();
    const asked = readAdminPassword({ env: {}, stdin: terminal.input, stdout: terminal.output });
    terminal.type('secret-pass', 'word\r');
    await settle();
    terminal.type('secret-password\r');
    await expect(asked).resolves.toBe('secret-password');
    expect(terminal.written()).toBe('Password of the new administrator (not shown): \nThe same password again: \n');
    expect(terminal.input.rawModes).toEqual([true, false, true, false]);
    expect(terminal.echoOffAtQuestion).toEqual([true, true]);

    const differ = fakeTerminal();
    const refused = readAdminPassword({ env: {}, stdin: differ.input, stdout: differ.output });
    differ.type('first-password\r');
    await settle();
    differ.type('other-password\r');
    await expect(refused).rejects.toThrow('The two passwords differ; nothing was changed.');
  });
});

describe('promptHidden', () => {
  it('takes Backspace, ignores arrow keys and stops at Enter; Ctrl-C cancels', async () => {
    const terminal = fakeTerminal();
    const typed = promptHidden('Password: ', terminal.input, terminal.output);
    terminal.type('passw', 'x\u007f', '\u001b[D', 'ord\n');
    await expect(typed).resolves.toBe('password');

    const cancelled = fakeTerminal();
    const answer = promptHidden('Password: ', cancelled.input, cancelled.output);
    cancelled.type('abc\u0003');
    await expect(answer).rejects.toThrow('Cancelled; nothing was changed.');
    expect(cancelled.input.listenerCount('data')).toBe(0);
  });
});

describe('npm run db:create-admin', () => {
  const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-create-admin-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The script as the npm script runs it, in plain Node; stdin is a pipe, not a terminal. */
  function run(args: string[], env: Record<string, string> = {}) {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...env };
    delete childEnv.DATABASE_URL;
    if (!('ADMIN_PASSWORD' in env)) delete childEnv.ADMIN_PASSWORD;
    const result = spawnSync(TSX, [path.join('scripts', 'db-create-admin.ts'), ...args], { cwd: process.cwd(), env: childEnv, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('creates the administrator from ADMIN_PASSWORD, refuses the same email again, and never prints the password', async () => {
    // An installed clinic's database: the command's own opening of a new folder is the other commands' too.
    await fillFolderWithMigratedDatabase(dataDir);
    const first = run(['--email', 'chidi.eze@hospital.org'], { ADMIN_PASSWORD: PASSWORD });
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`Created chidi.eze@hospital.org, an active administrator, in the embedded database in ${dataDir}.`);

    const again = run(['--email', 'Chidi.Eze@hospital.org'], { ADMIN_PASSWORD: PASSWORD });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('An account with the email Chidi.Eze@hospital.org already exists');
    for (const output of [first.stdout, first.stderr, again.stdout, again.stderr]) expect(output).not.toContain(PASSWORD);
  });

  it('refuses without a password when stdin is not a terminal', () => {
    const result = run(['--email', 'chidi.eze@hospital.org']);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('No password: set ADMIN_PASSWORD, or run the command in a terminal to type it (it is not shown).');
  });
});
