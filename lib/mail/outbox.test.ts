import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { captureLogs } from '@/lib/log/testing';
import { sendMail } from './outbox';

// Writing a file is two steps (it is created, then filled): the test below stops between them to look.
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return { ...actual, writeFile: jest.fn(actual.writeFile) };
});

describe('sendMail without SMTP_URL', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL };
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'hms-outbox-'));
    process.env.DATA_DIR = folder;
    delete process.env.SMTP_URL;
    resetEnvForTests();
  });
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes two mails to one address within the same millisecond as two files', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 30, 8));
    try {
      await sendMail({ to: 'ada@clinic.ng', subject: 'First', text: 'one' });
      await sendMail({ to: 'ada@clinic.ng', subject: 'Second', text: 'two' });
    } finally {
      now.mockRestore();
    }
    const texts = readdirSync(path.join(folder, 'outbox')).map((name) => readFileSync(path.join(folder, 'outbox', name), 'utf8'));
    expect(texts.map((text) => text.split('\n')[1]).sort()).toEqual(['Subject: First', 'Subject: Second']);
  });

  it('never shows a reader of the folder a mail half written: the mail gets its name once it is whole, and nothing else stays', async () => {
    const fs = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
    const outbox = path.join(folder, 'outbox');
    const seenEmpty: string[] = [];
    jest.mocked((await import('node:fs/promises')).writeFile).mockImplementationOnce(async (file, data, options) => {
      // Created and still empty, as a reader listing the folder at that moment finds it.
      await fs.writeFile(file as string, '', options as { flag: string });
      for (const name of readdirSync(outbox)) if (readFileSync(path.join(outbox, name), 'utf8') === '') seenEmpty.push(name);
      await fs.writeFile(file as string, data as string);
    });
    await sendMail({ to: 'ada@clinic.ng', subject: 'Reset your password', text: 'http://localhost:3000/reset-password?token=abc' });
    expect(seenEmpty).toHaveLength(1);
    expect(seenEmpty[0]).not.toContain('ada@clinic.ng');
    const names = readdirSync(outbox);
    expect(names).toEqual([expect.stringMatching(/^\d+-[0-9a-f]{8}-ada@clinic\.ng\.txt$/)]);
    expect(readFileSync(path.join(outbox, names[0]!), 'utf8')).toContain('token=abc');
  });

  it('writes the mail to the outbox and logs that it did, never to whom or what it said', async () => {
    const logs = captureLogs();
    try {
      await sendMail({ to: 'ngozi.eze.4@example.ng', subject: 'Reminder: your visit, Ngozi', text: 'Reset your password: http://localhost:3000/reset-password?token=9f8e7d6c5b4a' });
      const [file] = readdirSync(path.join(folder, 'outbox'));
      expect(readFileSync(path.join(folder, 'outbox', file), 'utf8')).toContain('token=9f8e7d6c5b4a');
      expect(logs.lines()).toEqual([expect.objectContaining({ component: 'mail', msg: 'mail written to the outbox folder (SMTP_URL is unset)' })]);
      for (const secret of ['ngozi', 'Ngozi', '9f8e7d6c5b4a', 'Reminder']) expect(logs.text()).not.toContain(secret);
    } finally {
      logs.restore();
    }
  });
});
