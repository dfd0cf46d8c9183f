import { gt, max } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, connectedSystems, doctors, patientAllergies, patients } from '@/lib/db/schema';
import type { DoctorRole } from '@/lib/db/schema/enums';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { ADMINISTRATORS_ONLY, SESSION_ENDED } from '@/lib/server-actions/doctor-action';
import { signedIn } from '@/tests/signed-in';
import { deleteSystem, registerSystem, setSystemEnabled } from './actions';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

let handle: DbHandle;
let admin: Doctor;
let doctor: Doctor;

async function account(role: DoctorRole, email: string): Promise<Doctor> {
  const [row] = await handle.db.insert(doctors).values({ email, firstName: 'Systems', lastName: role, passwordHash: 'not-a-hash', role, status: 'active' }).returning();
  return row;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  admin = await account('administrator', 'admin@systems.test');
  doctor = await account('doctor', 'doctor@systems.test');
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(connectedSystems);
  signedIn.current = { sessionId: 'admin-session', doctor: admin };
  jest.mocked(revalidatePath).mockClear();
});

const SCREEN = '/doctor/settings/connected-systems';
/** A public EC P-384 key, as pasted (the actions check its members; the token endpoint checks signatures). */
const KEY = { kty: 'EC', crv: 'P-384', kid: 'lab-2026', x: 'x-coordinate', y: 'y-coordinate' };
const LAB = { name: '  Lab system ', jwks: JSON.stringify({ keys: [KEY] }), scopes: 'system/Patient.rs   system/Observation.cruds' };
const NO_SUCH_SYSTEM = { ok: false, message: 'This connected system no longer exists.' };

const systemRows = () => handle.db.select().from(connectedSystems);
const lastAuditId = async () => (await handle.db.select({ id: max(auditEvents.id) }).from(auditEvents))[0].id ?? 0;
const auditSince = (id: number) => handle.db.select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(auditEvents.id);

async function registered() {
  const result = await registerSystem(LAB);
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

describe('the connected systems actions', () => {
  it('are refused to a doctor who is not an administrator: nothing is stored or changed, and each refusal is audited', async () => {
    const lab = await registered();
    signedIn.current = { sessionId: 'doctor-session', doctor };
    const since = await lastAuditId();
    const refused = { ok: false, message: ADMINISTRATORS_ONLY };
    await expect(registerSystem({ ...LAB, name: 'Sneaky system' })).resolves.toEqual(refused);
    await expect(setSystemEnabled({ id: lab.id, enabled: false })).resolves.toEqual(refused);
    await expect(deleteSystem({ id: lab.id })).resolves.toEqual(refused);

    expect(await systemRows()).toEqual([expect.objectContaining({ id: lab.id, name: 'Lab system', enabled: true })]);
    expect(await auditSince(since)).toEqual(
      ['create', 'update', 'delete'].map((action) =>
        expect.objectContaining({ actorId: doctor.id, entity: 'connected-system', action, outcome: 'refused', detail: ADMINISTRATORS_ONLY }),
      ),
    );
    expect(revalidatePath).toHaveBeenCalledTimes(1);
  });

  it('are refused without a session', async () => {
    signedIn.current = null;
    await expect(registerSystem(LAB)).resolves.toEqual({ ok: false, message: SESSION_ENDED });
    expect(await systemRows()).toEqual([]);
  });

  it('register stores the system, enabled, with its keys and scopes, and answers its client ID; the audit line names it, never its keys', async () => {
    const since = await lastAuditId();
    const result = await registerSystem(LAB);
    expect(result).toEqual({ ok: true, data: { id: expect.any(Number), clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Lab system' } });
    if (!result.ok) return;
    expect(await systemRows()).toEqual([
      expect.objectContaining({
        id: result.data.id,
        clientId: result.data.clientId,
        name: 'Lab system',
        jwks: { keys: [KEY] },
        scopes: 'system/Patient.rs system/Observation.cruds',
        enabled: true,
        lastUsedAt: null,
        createdById: admin.id,
      }),
    ]);
    const lines = await auditSince(since);
    expect(lines).toEqual([
      expect.objectContaining({ actorId: admin.id, entity: 'connected-system', action: 'create', entityId: String(result.data.id), outcome: 'success', detail: 'Lab system' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('x-coordinate');
    expect(revalidatePath).toHaveBeenCalledWith(SCREEN);
  });

  it('register refuses keys it cannot take, on their field, and stores nothing', async () => {
    const privateKey = JSON.stringify({ keys: [{ ...KEY, d: 'the-private-part' }] });
    await expect(registerSystem({ ...LAB, jwks: privateKey })).resolves.toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: { jwks: 'Key 1 holds a private key: paste the public keys only' },
    });
    await expect(registerSystem({ ...LAB, scopes: 'patient/*.read' })).resolves.toMatchObject({ ok: false, fieldErrors: { scopes: expect.stringContaining('patient/*.read') } });
    expect(await systemRows()).toEqual([]);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('disable and enable change its state, each audited with its name and the new state', async () => {
    const lab = await registered();
    const since = await lastAuditId();
    await expect(setSystemEnabled({ id: lab.id, enabled: false })).resolves.toEqual({ ok: true, data: { name: 'Lab system' } });
    expect((await systemRows())[0]).toMatchObject({ enabled: false });
    await expect(setSystemEnabled({ id: lab.id, enabled: true })).resolves.toEqual({ ok: true, data: { name: 'Lab system' } });
    expect((await systemRows())[0]).toMatchObject({ enabled: true });
    expect(await auditSince(since)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'update', entity: 'connected-system', entityId: String(lab.id), outcome: 'success', detail: 'Lab system: disabled' }),
      expect.objectContaining({ actorId: admin.id, action: 'update', entity: 'connected-system', entityId: String(lab.id), outcome: 'success', detail: 'Lab system: enabled' }),
    ]);
    expect(revalidatePath).toHaveBeenLastCalledWith(SCREEN);
  });

  it('delete removes it, audited with its name; a system that no longer exists is refused in words', async () => {
    const lab = await registered();
    const since = await lastAuditId();
    await expect(deleteSystem({ id: lab.id })).resolves.toEqual({ ok: true, data: { name: 'Lab system' } });
    expect(await systemRows()).toEqual([]);
    await expect(deleteSystem({ id: lab.id })).resolves.toEqual(NO_SUCH_SYSTEM);
    await expect(setSystemEnabled({ id: lab.id, enabled: true })).resolves.toEqual(NO_SUCH_SYSTEM);
    expect(await auditSince(since)).toEqual([
      expect.objectContaining({ action: 'delete', entityId: String(lab.id), outcome: 'success', detail: 'Lab system' }),
      expect.objectContaining({ action: 'delete', entityId: String(lab.id), outcome: 'refused', detail: NO_SUCH_SYSTEM.message }),
      expect.objectContaining({ action: 'update', entityId: String(lab.id), outcome: 'refused', detail: NO_SUCH_SYSTEM.message }),
    ]);
  });

  it("a system that recorded drug allergies is kept as their recorder: delete is refused in words, disabling is the way", async () => {
    const pharmacy = await registered();
    const [patient] = await handle.db.insert(patients).values({ firstName: 'Amaka', lastName: 'Obi', dateOfBirth: '1990-01-01', gender: 'female', phone: '+2348035550100' }).returning({ id: patients.id });
    await handle.db.insert(patientAllergies).values({ patientId: patient!.id, substance: 'Penicillin', recordedBySystemId: pharmacy.id });
    await expect(deleteSystem({ id: pharmacy.id })).resolves.toEqual({ ok: false, message: "Lab system recorded drug allergies in patients' records and stays their recorder: disable it instead." });
    expect(await systemRows()).toHaveLength(1);
    await handle.db.delete(patientAllergies);
    await handle.db.delete(patients);
  });

  it('check the input: an id that cannot be a system changes nothing', async () => {
    const lab = await registered();
    for (const input of [{ id: -1, enabled: false }, { id: 'abc', enabled: false }, { id: lab.id, enabled: 'no' }, { id: lab.id }, {}, null]) {
      await expect(setSystemEnabled(input)).resolves.toMatchObject({ ok: false });
    }
    for (const input of [{ id: -1 }, { id: 'abc' }, { id: String(lab.id) + '.5' }, {}, null]) {
      await expect(deleteSystem(input)).resolves.toMatchObject({ ok: false });
    }
    expect(await systemRows()).toEqual([expect.objectContaining({ id: lab.id, enabled: true })]);
  });
});
