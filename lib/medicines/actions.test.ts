import { and, eq, gt, max, ne } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { setDbForTests } from '@/lib/db/client';
import { auditEvents, doctors, medicines } from '@/lib/db/schema';
import type { DoctorRole } from '@/lib/db/schema/enums';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { signedIn } from '@/tests/signed-in';
import { ADMINISTRATORS_ONLY, SESSION_ENDED } from '@/lib/server-actions/doctor-action';
import { addMedicine, searchMedicines } from './actions';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

let handle: DbHandle;
let admin: Doctor;
let doctor: Doctor;

async function account(role: DoctorRole, email: string): Promise<Doctor> {
  const [row] = await handle.db.insert(doctors).values({ email, firstName: 'Formulary', lastName: role, passwordHash: 'not-a-hash', role, status: 'active' }).returning();
  return row;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  // The prototype's three medicines only: the rest of the shipped list would answer the searches too.
  await handle.db.delete(medicines).where(ne(medicines.source, 'spec'));
  admin = await account('administrator', 'admin@formulary.test');
  doctor = await account('doctor', 'doctor@formulary.test');
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});
beforeEach(() => {
  signedIn.current = { sessionId: 'admin-session', doctor: admin };
  jest.mocked(revalidatePath).mockClear();
});

const SYRUP = { name: 'Clinic Test Syrup', strength: '5 mg/5 mL', form: 'syrup', route: 'oral', drugClass: '' };
const medicineCount = async () => (await handle.db.select({ id: medicines.id }).from(medicines)).length;
const lastAuditId = async () => (await handle.db.select({ id: max(auditEvents.id) }).from(auditEvents))[0].id ?? 0;
const auditSince = (id: number) => handle.db.select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(auditEvents.id);

describe('searchMedicines (the combobox)', () => {
  it('answers the formulary entries whose name holds the text, for any signed-in doctor', async () => {
    signedIn.current = { sessionId: 'doctor-session', doctor };
    await expect(searchMedicines({ q: '  ATEN ' })).resolves.toEqual({
      ok: true,
      data: [{ id: expect.any(Number), name: 'Atenolol', strength: '50 mg', form: 'tablet', route: 'oral', drugClass: 'beta blocker', source: 'spec' }],
    });
    await expect(searchMedicines({ q: 'zzqx' })).resolves.toEqual({ ok: true, data: [] });
    const first = await searchMedicines({ q: '' });
    expect(first.ok && first.data.map((row) => row.name)).toEqual(['Atenolol', 'Parastamol', 'Unidox']);
  });

  it('needs a session', async () => {
    signedIn.current = null;
    await expect(searchMedicines({ q: 'aten' })).resolves.toEqual({ ok: false, message: SESSION_ENDED });
  });

  it('refuses input that is not a search', async () => {
    for (const input of [null, undefined, 'aten', 42]) {
      await expect(searchMedicines(input)).resolves.toEqual(expect.objectContaining({ ok: false }));
    }
  });
});

describe('addMedicine', () => {
  it('adds an administrator\'s medicine to the clinic\'s list, audited, and revalidates the screen', async () => {
    const since = await lastAuditId();
    const result = await addMedicine({ ...SYRUP, drugClass: 'Antihistamine' });
    expect(result).toEqual({
      ok: true,
      data: { id: expect.any(Number), name: 'Clinic Test Syrup', strength: '5 mg/5 mL', form: 'syrup', route: 'oral', drugClass: 'antihistamine', source: 'clinic' },
    });
    const [row] = await handle.db.select().from(medicines).where(and(eq(medicines.name, 'Clinic Test Syrup'), eq(medicines.source, 'clinic')));
    expect(row).toMatchObject({ addedById: admin.id, code: null });
    expect(await auditSince(since)).toEqual([
      expect.objectContaining({ actorId: admin.id, entity: 'medicine', entityId: String(row.id), action: 'create', outcome: 'success', detail: 'Clinic Test Syrup 5 mg/5 mL syrup' }),
    ]);
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/settings/medicines');
  });

  it('refuses an exact duplicate in any letter case with a message under the name, audited as refused, nothing written', async () => {
    const before = await medicineCount();
    const since = await lastAuditId();
    const message = 'Clinic Test Syrup 5 mg/5 mL syrup is already in the formulary.';
    await expect(addMedicine({ ...SYRUP, name: 'clinic test SYRUP', strength: '5 MG/5 ML' })).resolves.toEqual({ ok: false, message, fieldErrors: { name: message } });
    expect(await medicineCount()).toBe(before);
    expect(await auditSince(since)).toEqual([expect.objectContaining({ outcome: 'refused', detail: message })]);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('is refused to a doctor who is not an administrator: nothing written, the refusal audited', async () => {
    signedIn.current = { sessionId: 'doctor-session', doctor };
    const before = await medicineCount();
    const since = await lastAuditId();
    await expect(addMedicine({ ...SYRUP, name: 'Doctor Syrup' })).resolves.toEqual({ ok: false, message: ADMINISTRATORS_ONLY });
    expect(await medicineCount()).toBe(before);
    expect(await auditSince(since)).toEqual([expect.objectContaining({ actorId: doctor.id, outcome: 'refused', detail: ADMINISTRATORS_ONLY })]);
  });

  it('refuses bad input field by field, in words, and writes nothing', async () => {
    const before = await medicineCount();
    const result = await addMedicine({ name: '  ', strength: 'x'.repeat(41), form: 'lozenge', route: 'by mouth', drugClass: '' });
    expect(result).toEqual({
      ok: false,
      message: 'Please correct the highlighted fields.',
      fieldErrors: {
        name: 'Medicine name is required',
        strength: 'Strength must be at most 40 characters',
        form: 'Choose the dosage form',
        route: 'Choose the route',
      },
    });
    expect(await medicineCount()).toBe(before);
  });

  it('needs a session', async () => {
    signedIn.current = null;
    await expect(addMedicine(SYRUP)).resolves.toEqual({ ok: false, message: SESSION_ENDED });
  });
});
