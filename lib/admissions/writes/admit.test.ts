import { and, eq, isNull } from 'drizzle-orm';
import { admissions, appointments, beds, bedStays } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { ALREADY_ADMITTED, BED_NOT_FREE, BED_TAKEN, maternityRefuses, wardRefusesSex } from '@/lib/admissions/rules/messages';
import { admit, ADMITTING_DOCTOR_REFUSED, PATIENT_GONE, VISIT_NOT_THE_PATIENTS } from './admit';
import { addBed, addDoctor, addPatient, addWard, admitValues, emptyTheWards, later, markBed, NOW, staysOfBed } from './testing';

// On the embedded database and, with npm run test:pg, on PostgreSQL, whose transactions do run at once.

let handle: DbHandle;
let ada: number;
let admin: number;
let scientist: number;
let retiredDoctor: number;
let chidi: number;
let emeka: number;
let amaka: number;
let medical: number;
let bed1: number;
let bed2: number;
let bed3: number;
let maternity: number;
let labourBed: number;
let women: number;
let womensBed: number;
let men: number;
let mensBed: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  ada = await addDoctor(db, 'Ada');
  admin = await addDoctor(db, 'Admin', { role: 'administrator' });
  scientist = await addDoctor(db, 'Sci', { role: 'lab-scientist' });
  retiredDoctor = await addDoctor(db, 'Gone', { status: 'disabled' });
  chidi = await addPatient(db, 'Chidi', 'male');
  emeka = await addPatient(db, 'Emeka', 'male');
  amaka = await addPatient(db, 'Amaka', 'female');
  medical = await addWard(db, 'Medical Ward');
  [bed1, bed2, bed3] = [await addBed(db, medical, 'Bed 1'), await addBed(db, medical, 'Bed 2'), await addBed(db, medical, 'Bed 3')];
  maternity = await addWard(db, 'Labour Ward', 'maternity', 'female');
  labourBed = await addBed(db, maternity, 'L1');
  women = await addWard(db, 'Florence Ward', 'surgical', 'female');
  womensBed = await addBed(db, women, 'F1');
  men = await addWard(db, 'Ikenna Ward', 'medical', 'male');
  mensBed = await addBed(db, men, 'M1');
});
afterAll(() => handle.close());
beforeEach(() => emptyTheWards(handle.db));

const admissionCount = async () => (await handle.db.select({ id: admissions.id }).from(admissions)).length;
const openStaysOf = (bedId: number) => handle.db.select().from(bedStays).where(and(eq(bedStays.bedId, bedId), isNull(bedStays.toAt)));

describe('admit', () => {
  it('admits a patient to a free bed: the admission and its first stay, both from now', async () => {
    const result = await admit(handle.db, admitValues(chidi, medical, bed1, admin), { doctorId: ada, now: NOW });
    if (!result.ok) throw new Error(result.message);
    expect(result).toEqual({ ok: true, data: { admissionId: result.admissionId }, admissionId: result.admissionId, patientId: chidi });
    const [row] = await handle.db.select().from(admissions).where(eq(admissions.id, result.admissionId));
    expect(row).toMatchObject({ patientId: chidi, admittingDoctorId: admin, admittedById: ada, reason: 'Severe malaria with vomiting', expectedDays: 3, admittedAt: NOW, dischargedAt: null, appointmentId: null });
    expect(await staysOfBed(handle.db, bed1)).toEqual([expect.objectContaining({ admissionId: result.admissionId, fromAt: NOW, toAt: null, reason: null, movedById: ada })]);
  });

  it('refuses a patient already admitted, to any bed', async () => {
    await admit(handle.db, admitValues(chidi, medical, bed1, ada), { doctorId: ada, now: NOW });
    await expect(admit(handle.db, admitValues(chidi, medical, bed2, ada), { doctorId: ada, now: NOW })).resolves.toEqual({ ok: false, message: ALREADY_ADMITTED });
    expect(await admissionCount()).toBe(1);
  });

  it('refuses a bed someone lies in, as taken', async () => {
    await admit(handle.db, admitValues(chidi, medical, bed1, ada), { doctorId: ada, now: NOW });
    await expect(admit(handle.db, admitValues(emeka, medical, bed1, ada), { doctorId: ada, now: NOW })).resolves.toEqual({ ok: false, message: BED_TAKEN });
    expect(await openStaysOf(bed1)).toHaveLength(1);
    expect(await admissionCount()).toBe(1);
  });

  it('refuses a bed being cleaned, out of service, retired, of another ward, or unknown, and writes nothing', async () => {
    await markBed(handle.db, bed1, 'cleaning');
    await markBed(handle.db, bed2, 'out-of-service');
    await handle.db.update(beds).set({ retiredAt: NOW }).where(eq(beds.id, bed3));
    const refused = { ok: false, message: BED_NOT_FREE };
    for (const [wardId, bedId] of [
      [medical, bed1],
      [medical, bed2],
      [medical, bed3],
      [medical, mensBed],
      [medical, 999_999],
    ]) {
      await expect(admit(handle.db, admitValues(chidi, wardId, bedId, ada), { doctorId: ada, now: NOW })).resolves.toEqual(refused);
    }
    expect(await admissionCount()).toBe(0);
    expect(await handle.db.select().from(bedStays)).toEqual([]);
  });

  it('keeps a maternity or single-sex ward to the patients it takes, in words', async () => {
    await expect(admit(handle.db, admitValues(chidi, maternity, labourBed, ada), { doctorId: ada, now: NOW })).resolves.toEqual({ ok: false, message: maternityRefuses('Labour Ward') });
    await expect(admit(handle.db, admitValues(chidi, women, womensBed, ada), { doctorId: ada, now: NOW })).resolves.toEqual({ ok: false, message: wardRefusesSex('Florence Ward', 'female') });
    await expect(admit(handle.db, admitValues(amaka, men, mensBed, ada), { doctorId: ada, now: NOW })).resolves.toEqual({ ok: false, message: 'Ikenna Ward takes men only.' });
    expect(await admissionCount()).toBe(0);
    await expect(admit(handle.db, admitValues(amaka, maternity, labourBed, ada), { doctorId: ada, now: NOW })).resolves.toMatchObject({ ok: true });
    await expect(admit(handle.db, admitValues(chidi, men, mensBed, ada), { doctorId: ada, now: NOW })).resolves.toMatchObject({ ok: true });
  });

  it('takes a doctor or an administrator as the admitting doctor, never a lab scientist, a disabled account or no one', async () => {
    for (const doctorId of [scientist, retiredDoctor, 999_999]) {
      await expect(admit(handle.db, admitValues(chidi, medical, bed1, doctorId), { doctorId: ada, now: NOW })).resolves.toEqual({ ok: false, message: ADMITTING_DOCTOR_REFUSED });
    }
    expect(await admissionCount()).toBe(0);
    await expect(admit(handle.db, admitValues(chidi, medical, bed1, admin), { doctorId: ada, now: NOW })).resolves.toMatchObject({ ok: true });
  });

  it('refuses a patient who is gone, and a visit of another patient; keeps the visit admitted from', async () => {
    await expect(admit(handle.db, admitValues(999_999, medical, bed1, ada), { doctorId: ada, now: NOW })).resolves.toEqual({ ok: false, message: PATIENT_GONE });
    const [visit] = await handle.db
      .insert(appointments)
      .values({ patientId: amaka, doctorId: ada, date: '2026-11-23', time: '09:00', endsAt: '2026-11-23 09:45:00', type: 'checkup', status: 'arrived' })
      .returning({ id: appointments.id });
    await expect(admit(handle.db, admitValues(chidi, medical, bed1, ada, { appointmentId: visit.id }), { doctorId: ada, now: NOW })).resolves.toEqual({ ok: false, message: VISIT_NOT_THE_PATIENTS });
    const result = await admit(handle.db, admitValues(amaka, medical, bed1, ada, { appointmentId: visit.id }), { doctorId: ada, now: NOW });
    if (!result.ok) throw new Error(result.message);
    const [row] = await handle.db.select({ appointmentId: admissions.appointmentId }).from(admissions).where(eq(admissions.id, result.admissionId));
    expect(row.appointmentId).toBe(visit.id);
  });

  it('lets exactly one of two admissions to one bed at once win, and tells the other it was taken', async () => {
    const results = await Promise.all([
      handle.db.transaction((tx) => admit(tx, admitValues(chidi, medical, bed1, ada), { doctorId: ada, now: NOW })),
      handle.db.transaction((tx) => admit(tx, admitValues(emeka, medical, bed1, admin), { doctorId: admin, now: NOW })),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, message: BED_TAKEN }]);
    expect(await openStaysOf(bed1)).toHaveLength(1);
    // The loser's admission went with its stay.
    expect(await admissionCount()).toBe(1);
  });

  it('lets exactly one of two admissions of one patient at once win', async () => {
    const results = await Promise.all([
      handle.db.transaction((tx) => admit(tx, admitValues(chidi, medical, bed1, ada), { doctorId: ada, now: NOW })),
      handle.db.transaction((tx) => admit(tx, admitValues(chidi, medical, bed2, admin), { doctorId: admin, now: NOW })),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, message: ALREADY_ADMITTED }]);
    expect(await admissionCount()).toBe(1);
    expect(await handle.db.select().from(bedStays)).toHaveLength(1);
  });

  it('is backed by the database: a second stay in an occupied bed is refused even without the checks', async () => {
    const first = await admit(handle.db, admitValues(chidi, medical, bed1, ada), { doctorId: ada, now: NOW });
    const second = await admit(handle.db, admitValues(emeka, medical, bed2, ada), { doctorId: ada, now: NOW });
    if (!first.ok || !second.ok) throw new Error('admission failed');
    await expect(handle.db.insert(bedStays).values({ admissionId: second.admissionId, bedId: bed1, fromAt: later(60), toAt: later(120) })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01', constraint: 'bed_stays_one_patient_per_bed' }),
    });
  });
});
