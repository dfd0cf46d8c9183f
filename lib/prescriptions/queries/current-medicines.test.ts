import { asc } from 'drizzle-orm';
import { doctors, patients, prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { createSeededTestDatabase } from '@/mocks/testing';
import { CURRENT_MEDICINES_LIMIT, listCurrentMedicines } from './current-medicines';
import { voidRecord } from '@/lib/reports/writes/voiding';

let handle: DbHandle;
let doctorId: number;
let patientId: number;

/** A prescription of the patient's, written on `day` of February 2026, with these medicines in this order. */
async function prescribe(day: number, names: string[], { status = true } = {}): Promise<number> {
  const [{ id }] = await handle.db
    .insert(prescriptions)
    .values({ patientId, doctorId, status, addedAt: new Date(Date.UTC(2026, 1, day, 9)) })
    .returning({ id: prescriptions.id });
  if (names.length > 0) {
    await handle.db.insert(prescriptionMedicines).values(
      names.map((name, position) => ({
        prescriptionId: id,
        name,
        strength: '500 mg',
        form: 'tablet',
        doseAmount: 1,
        doseUnit: 'tablet',
        durationDays: 7,
        time: 'after meal',
        interval: 'tds',
        position,
      })),
    );
  }
  return id;
}

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [{ id: doctorId }] = await handle.db.select({ id: doctors.id }).from(doctors).orderBy(asc(doctors.id)).limit(1);
  [{ id: patientId }] = await handle.db
    .insert(patients)
    .values({ firstName: 'Current', lastName: 'Medicines', email: 'current.medicines@chart.test', phone: '+234 800 111 2222', gender: 'female', dateOfBirth: '1975-05-05' })
    .returning({ id: patients.id });
});
afterAll(() => handle.close());

describe('listCurrentMedicines', () => {
  it('is empty for a patient without prescriptions', async () => {
    await expect(listCurrentMedicines(handle.db, patientId)).resolves.toEqual({ items: [], total: 0 });
  });

  it("lists the medicines of the patient's active prescriptions only: neither a switched-off one nor a voided one", async () => {
    const older = await prescribe(1, ['Metformin', 'Amlodipine']);
    await prescribe(2, ['Inactive medicine'], { status: false });
    const voided = await prescribe(3, ['Voided medicine']);
    await expect(voidRecord(handle.db, 'prescription', voided, { by: doctorId, reason: 'Written for the wrong patient' })).resolves.toBe('voided');
    const newer = await prescribe(4, ['Paracetamol']);

    const current = await listCurrentMedicines(handle.db, patientId);
    expect(current.total).toBe(3);
    // The latest prescription first, each one's medicines in the order written.
    expect(current.items.map(({ prescriptionId, name }) => [prescriptionId, name])).toEqual([
      [newer, 'Paracetamol'],
      [older, 'Metformin'],
      [older, 'Amlodipine'],
    ]);
    expect(current.items[0]).toEqual({
      prescriptionId: newer,
      name: 'Paracetamol',
      strength: '500 mg',
      form: 'tablet',
      doseAmount: 1,
      doseUnit: 'tablet',
      dosage: '',
      interval: 'tds',
      since: '2026-02-04T09:00:00.000Z',
    });
  });

  it("lists nobody else's medicines", async () => {
    const mine = (await listCurrentMedicines(handle.db, patientId)).items.map((item) => item.prescriptionId);
    const [{ id: someoneElse }] = await handle.db.select({ id: patients.id }).from(patients).orderBy(asc(patients.id)).limit(1);
    const theirs = (await listCurrentMedicines(handle.db, someoneElse)).items.map((item) => item.prescriptionId);
    expect(theirs.some((id) => mine.includes(id))).toBe(false);
  });

  it(`lists at most ${CURRENT_MEDICINES_LIMIT} and counts them all`, async () => {
    const before = (await listCurrentMedicines(handle.db, patientId)).total;
    await prescribe(5, Array.from({ length: CURRENT_MEDICINES_LIMIT }, (_, index) => `Medicine ${index + 1}`));
    const current = await listCurrentMedicines(handle.db, patientId);
    expect(current.total).toBe(before + CURRENT_MEDICINES_LIMIT);
    expect(current.items).toHaveLength(CURRENT_MEDICINES_LIMIT);
    expect(current.items[0].name).toBe('Medicine 1');
    expect(current.items.at(-1)!.name).toBe(`Medicine ${CURRENT_MEDICINES_LIMIT}`);
  });
});
