import { eq, gt, max } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, doctors, labTests } from '@/lib/db/schema';
import type { DoctorRole } from '@/lib/db/schema/enums';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { signedIn } from '@/tests/signed-in';
import { ADMINISTRATORS_ONLY } from '@/lib/server-actions/doctor-action';
import { addLabTest, restoreLabTest, retireLabTest } from './catalogue';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

let handle: DbHandle;
let admin: Doctor;
let doctor: Doctor;
let scientist: Doctor;

async function account(role: DoctorRole, email: string): Promise<Doctor> {
  const [row] = await handle.db.insert(doctors).values({ email, firstName: 'Catalogue', lastName: role, passwordHash: 'not-a-hash', role, status: 'active' }).returning();
  return row;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  admin = await account('administrator', 'admin@lab-tests.test');
  doctor = await account('doctor', 'doctor@lab-tests.test');
  scientist = await account('lab-scientist', 'scientist@lab-tests.test');
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});
beforeEach(() => {
  signedIn.current = { sessionId: 'admin-session', doctor: admin };
  jest.mocked(revalidatePath).mockClear();
});

/** Not in the shipped list. */
const FOLATE = {
  name: 'Folate',
  loinc: '2284-8',
  loincDisplay: 'Folate [Mass/volume] in Serum or Plasma',
  specimen: 'Serum',
  kind: 'number',
  unit: 'ug/L',
  decimals: '1',
  ranges: [
    { sex: 'either', ageUnit: 'years', from: '18', to: '', low: '3', high: '20' },
    { sex: 'either', ageUnit: 'years', from: '', to: '', low: '2.5', high: '20' },
  ],
  criticalLow: '',
  criticalHigh: '',
  choices: '',
  normalChoices: [],
};

const lastAuditId = async () => (await handle.db.select({ id: max(auditEvents.id) }).from(auditEvents))[0].id ?? 0;
const auditSince = (id: number) => handle.db.select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(auditEvents.id);
const folateCount = async () => (await handle.db.select({ id: labTests.id }).from(labTests).where(eq(labTests.name, 'Folate'))).length;

describe('addLabTest', () => {
  it("adds an administrator's test, audited as a lab test, and refreshes the screen", async () => {
    const since = await lastAuditId();
    const result = await addLabTest(FOLATE);
    expect(result).toEqual({ ok: true, data: { id: expect.any(Number), code: 'clinic-folate', name: 'Folate' } });
    const [line] = await auditSince(since);
    expect(line).toMatchObject({ actorId: admin.id, entity: 'lab-test', action: 'create', outcome: 'success', entityId: String(result.ok && result.data.id), patientId: null });
    expect(line.detail).toBe('Folate (Serum), LOINC 2284-8');
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/settings/lab-tests');
  });

  it('says a duplicate under the name, writes nothing, and records the refusal', async () => {
    const since = await lastAuditId();
    const message = 'Folate (Serum) is already in the catalogue.';
    await expect(addLabTest({ ...FOLATE, name: 'FOLATE' })).resolves.toEqual({ ok: false, message, fieldErrors: { name: message } });
    expect(await folateCount()).toBe(1);
    expect(await auditSince(since)).toEqual([expect.objectContaining({ entity: 'lab-test', action: 'create', outcome: 'refused', detail: message })]);
  });

  it('refuses a doctor and a lab scientist, and writes nothing', async () => {
    for (const who of [doctor, scientist]) {
      signedIn.current = { sessionId: 'other-session', doctor: who };
      await expect(addLabTest({ ...FOLATE, specimen: 'Plasma (citrate)' })).resolves.toEqual({ ok: false, message: ADMINISTRATORS_ONLY });
    }
    expect(await folateCount()).toBe(1);
  });

  it('checks the input again on the server: a wrong check digit is refused under the LOINC code', async () => {
    await expect(addLabTest({ ...FOLATE, name: 'Folate again', loinc: '2284-7' })).resolves.toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: { loinc: 'The check digit does not match: check the LOINC code' },
    });
  });
});

describe('retireLabTest and restoreLabTest', () => {
  it('retire and restore a test, each audited with what it did; only an administrator may', async () => {
    const [widal] = await handle.db.select({ id: labTests.id, name: labTests.name }).from(labTests).where(eq(labTests.code, 'widal-typhi-o'));
    signedIn.current = { sessionId: 'doctor-session', doctor };
    await expect(retireLabTest({ id: widal.id })).resolves.toEqual({ ok: false, message: ADMINISTRATORS_ONLY });

    signedIn.current = { sessionId: 'admin-session', doctor: admin };
    const since = await lastAuditId();
    await expect(retireLabTest({ id: widal.id })).resolves.toEqual({ ok: true, data: { id: widal.id, name: widal.name, retired: true } });
    await expect(restoreLabTest({ id: String(widal.id) })).resolves.toEqual({ ok: true, data: { id: widal.id, name: widal.name, retired: false } });
    expect((await auditSince(since)).map((line) => [line.entity, line.action, line.entityId, line.detail])).toEqual([
      ['lab-test', 'update', String(widal.id), `${widal.name}: retired`],
      ['lab-test', 'update', String(widal.id), `${widal.name}: restored`],
    ]);
  });

  it('says when the test is not there', async () => {
    await expect(retireLabTest({ id: 2_000_000_000 })).resolves.toEqual({ ok: false, message: 'This test is no longer in the catalogue.' });
    await expect(retireLabTest({ id: 'x' })).resolves.toMatchObject({ ok: false });
  });
});
