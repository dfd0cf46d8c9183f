import { gt, max } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { ADMINISTRATORS_ONLY, NOT_FOR_LAB_STAFF } from '@/lib/server-actions/doctor-action';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { signedIn } from '@/tests/signed-in';
import { addBed, addWard, findWardsForPalette, markBedReady, retireBed, takeBedOutOfService } from './actions';
import { addBedRow, addDoctor, addWardRow } from './queries/ward-fixtures';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);
jest.mock('@/lib/db/cache/aggregate-cache', () => ({ ...jest.requireActual('@/lib/db/cache/aggregate-cache'), expireAggregatesOf: jest.fn() }));

// Who may change wards and beds, and the trail each change leaves: administrators keep them, any doctor marks a bed
// ready, lab staff do neither; every change and refusal is a line of entity 'ward'.

let handle: DbHandle;
let admin: Doctor;
let doctor: Doctor;
let scientist: Doctor;
let wardId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  admin = await addDoctor(handle.db, 'administrator');
  doctor = await addDoctor(handle.db, 'doctor');
  scientist = await addDoctor(handle.db, 'lab-scientist');
  wardId = await addWardRow(handle.db, 'Action Ward');
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: admin };
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(expireAggregatesOf).mockClear();
});

async function linesOf(act: () => Promise<unknown>) {
  const [{ last }] = await handle.db.select({ last: max(auditEvents.id) }).from(auditEvents);
  await act();
  return handle.db.select().from(auditEvents).where(gt(auditEvents.id, last ?? 0)).orderBy(auditEvents.id);
}

describe('administering wards and beds', () => {
  it('adds a ward and a bed, audited as the ward’s, and expires the day’s figures', async () => {
    let wardAnswer: unknown;
    const lines = await linesOf(async () => {
      wardAnswer = await addWard({ name: 'Ward Z', kind: 'surgical', sex: 'male' });
    });
    expect(wardAnswer).toEqual({ ok: true, data: { wardId: expect.any(Number), name: 'Ward Z' } });
    expect(lines).toEqual([expect.objectContaining({ actorId: admin.id, entity: 'ward', action: 'create', outcome: 'success', detail: 'ward Ward Z added' })]);
    const bedLines = await linesOf(() => addBed({ wardId, label: 'Z1', kind: 'standard' }));
    expect(bedLines).toEqual([expect.objectContaining({ entity: 'ward', action: 'create', entityId: String(wardId), detail: 'bed Z1 added' })]);
    expect(expireAggregatesOf).toHaveBeenCalledWith('admissions', 'bed_stays', 'beds');
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/wards');
  });

  it('says a taken name under the name field, and records the refusal', async () => {
    let answer: unknown;
    const lines = await linesOf(async () => {
      answer = await addWard({ name: 'ward z', kind: 'medical', sex: 'mixed' });
    });
    expect(answer).toEqual({ ok: false, message: 'A ward named ward z already exists.', fieldErrors: { name: 'A ward named ward z already exists.' } });
    expect(lines).toEqual([expect.objectContaining({ entity: 'ward', action: 'create', outcome: 'refused', detail: 'A ward named ward z already exists.' })]);
  });

  it('is refused to doctors and lab staff, with nothing written', async () => {
    const bedId = await addBedRow(handle.db, wardId, 'Z2');
    for (const who of [doctor, scientist]) {
      signedIn.current = { sessionId: 's', doctor: who };
      await expect(addWard({ name: 'Ward Y', kind: 'medical', sex: 'mixed' })).resolves.toEqual({ ok: false, message: ADMINISTRATORS_ONLY });
      await expect(takeBedOutOfService({ bedId, reason: 'Leak' })).resolves.toEqual({ ok: false, message: ADMINISTRATORS_ONLY });
      await expect(retireBed({ bedId })).resolves.toEqual({ ok: false, message: ADMINISTRATORS_ONLY });
    }
    expect(expireAggregatesOf).not.toHaveBeenCalled();
  });
});

describe('marking a bed ready', () => {
  it('is any doctor’s, audited as a change of the ward with “bed ready”; a refusal is said and recorded', async () => {
    const bedId = await addBedRow(handle.db, wardId, 'Z3', { state: 'cleaning' });
    signedIn.current = { sessionId: 's', doctor };
    const lines = await linesOf(() => markBedReady({ bedId }));
    expect(lines).toEqual([expect.objectContaining({ actorId: doctor.id, entity: 'ward', action: 'update', entityId: `bed ${bedId}`, outcome: 'success', detail: 'bed ready' })]);
    let again: unknown;
    const refused = await linesOf(async () => {
      again = await markBedReady({ bedId });
    });
    expect(again).toEqual({ ok: false, message: 'This bed is ready already.' });
    expect(refused).toEqual([expect.objectContaining({ outcome: 'refused', detail: 'This bed is ready already.' })]);
  });

  it('is refused to lab staff, as is the palette’s search', async () => {
    const bedId = await addBedRow(handle.db, wardId, 'Z4', { state: 'cleaning' });
    signedIn.current = { sessionId: 's', doctor: scientist };
    await expect(markBedReady({ bedId })).resolves.toEqual({ ok: false, message: NOT_FOR_LAB_STAFF });
    await expect(findWardsForPalette({ q: 'Action' })).resolves.toEqual({ ok: false, message: NOT_FOR_LAB_STAFF });
    signedIn.current = { sessionId: 's', doctor };
    await expect(findWardsForPalette({ q: 'Action' })).resolves.toEqual({ ok: true, data: [{ kind: 'ward', wardId, name: 'Action Ward' }] });
  });
});
