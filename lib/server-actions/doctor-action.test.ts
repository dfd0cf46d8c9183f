import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from '@/lib/zod';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { setDbForTests, type Db } from '@/lib/db/client';
import { captureLogs } from '@/lib/log/testing';
import { ADMINISTRATORS_ONLY, doctorAction, isWrappedAction, LAB_STAFF_ONLY, NOT_FOR_LAB_STAFF, SERVER_FAILED, SESSION_ENDED } from './doctor-action';
import { ok } from './result';
import { signedIn } from '@/tests/signed-in';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);
// No handler here reads the database; a stand-in keeps getDb() from opening DATA_DIR.
beforeAll(() => setDbForTests({} as Db));
afterAll(() => setDbForTests(undefined));

const doctor = (role: Doctor['role']) => ({ sessionId: 's', doctor: { id: 5, role, status: 'active' } as Doctor });

describe('doctorAction', () => {
  const handler = jest.fn(async (input: { name: string }) => ok(input.name));
  const action = doctorAction(z.object({ name: z.string().min(1, 'Name is required') }), handler);
  const adminAction = doctorAction(z.object({}), async () => ok('done'), { role: 'administrator' });
  beforeEach(() => handler.mockClear());

  it('refuses without a session before looking at the input', async () => {
    signedIn.current = null;
    await expect(action({ name: 'x' })).resolves.toEqual({ ok: false, message: SESSION_ENDED });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers field errors from the schema and runs the handler only with parsed input', async () => {
    signedIn.current = doctor('doctor');
    await expect(action({ name: '' })).resolves.toEqual({ ok: false, message: 'Please correct the highlighted fields.', fieldErrors: { name: 'Name is required' } });
    await expect(action('not an object')).resolves.toEqual(expect.objectContaining({ ok: false }));
    expect(handler).not.toHaveBeenCalled();
    await expect(action({ name: 'Ada', extra: 1 })).resolves.toEqual({ ok: true, data: 'Ada' });
    expect(handler).toHaveBeenCalledWith({ name: 'Ada' }, expect.objectContaining({ sessionId: 's' }));
  });

  it('reads a FormData post as an object of its fields', async () => {
    signedIn.current = doctor('doctor');
    const form = new FormData();
    form.set('name', 'Tunde');
    await expect(action(form)).resolves.toEqual({ ok: true, data: 'Tunde' });
  });

  it('reads a FormData field named __proto__ as a field, never as the object’s prototype', async () => {
    signedIn.current = doctor('doctor');
    const form = new FormData();
    form.set('__proto__', new File(['x'], 'x.txt'));
    await expect(action(form)).resolves.toEqual({ ok: false, message: 'Please correct the highlighted fields.', fieldErrors: { name: expect.any(String) } });
    form.set('name', 'Tunde');
    await expect(action(form)).resolves.toEqual({ ok: true, data: 'Tunde' });
  });

  it('keeps administrators\' actions to administrators', async () => {
    signedIn.current = doctor('doctor');
    await expect(adminAction({})).resolves.toEqual({ ok: false, message: ADMINISTRATORS_ONLY });
    signedIn.current = doctor('administrator');
    await expect(adminAction({})).resolves.toEqual({ ok: true, data: 'done' });
  });

  it('keeps patients\' records from lab scientists, the lab\'s steps to its staff, and an account\'s own to everyone', async () => {
    const labAction = doctorAction(z.object({}), async () => ok('lab'), { role: 'lab' });
    const ownAction = doctorAction(z.object({}), async () => ok('own'), { role: 'any account' });
    signedIn.current = doctor('lab-scientist');
    await expect(action({ name: 'x' })).resolves.toEqual({ ok: false, message: NOT_FOR_LAB_STAFF });
    expect(handler).not.toHaveBeenCalled();
    await expect(labAction({})).resolves.toEqual({ ok: true, data: 'lab' });
    await expect(ownAction({})).resolves.toEqual({ ok: true, data: 'own' });
    await expect(adminAction({})).resolves.toEqual({ ok: false, message: ADMINISTRATORS_ONLY });
    signedIn.current = doctor('doctor');
    await expect(labAction({})).resolves.toEqual({ ok: false, message: LAB_STAFF_ONLY });
    await expect(ownAction({})).resolves.toEqual({ ok: true, data: 'own' });
    signedIn.current = doctor('administrator');
    await expect(labAction({})).resolves.toEqual({ ok: true, data: 'lab' });
  });

  it('answers a failure of the server as one, without its details, and logs the error alone', async () => {
    signedIn.current = doctor('doctor');
    const logs = captureLogs();
    try {
      const failing = doctorAction(z.object({ firstName: z.string() }), async () => {
        throw new Error('connection to database lost: password=secret');
      });
      await expect(failing({ firstName: 'Chinedu' })).resolves.toEqual({ ok: false, message: SERVER_FAILED });
      expect(logs.lines()).toEqual([expect.objectContaining({ level: 50, msg: 'a server action failed', err: expect.objectContaining({ message: 'connection to database lost: password=[Redacted]' }) })]);
      expect(logs.text()).not.toContain('Chinedu');
    } finally {
      logs.restore();
    }
  });
});

describe('every server action', () => {
  const lib = path.join(__dirname, '..');
  const modules = readdirSync(lib, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => /^['"]use server['"]/.test(readFileSync(path.join(lib, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'));

  it('is found, each in its domain\'s actions', () => {
    expect(modules).toEqual(expect.arrayContaining(['auth/actions/sign-in.ts', 'reports/actions.ts', 'prescriptions/actions.ts', 'diagnosis/actions/tests.ts']));
    expect(modules.filter((file) => !/^[a-z-]+\/actions(\.ts|\/[a-z-]+\.ts)$/.test(file))).toEqual([]);
  });

  it.each(modules)('of %s is built by doctorAction, publicAction or sessionAction', async (file) => {
    const exported = (await import(path.join(lib, file))) as Record<string, unknown>;
    const unwrapped = Object.entries(exported).filter(([, value]) => !isWrappedAction(value)).map(([name]) => name);
    expect(unwrapped).toEqual([]);
  });
});
