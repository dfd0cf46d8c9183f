import { eq } from 'drizzle-orm';
import { admissions, beds, bedStays, doctors, patients, wards } from '@/lib/db/schema';
import type { DoctorRole, DoctorStatus, Gender } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import type { BedState, WardKind, WardSex } from '@/lib/wards/rules/kinds';
import type { AdmitValues } from '@/lib/admissions/schema/admission';

// The admissions' tests build what they need on an empty migrated database: a few doctors, patients, wards and
// beds, each named for what the test shows.

/** Monday 23 November 2026, 08:00 in Lagos. */
export const NOW = new Date('2026-11-23T07:00:00Z');
/** `minutes` after NOW. */
export const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

export async function addDoctor(db: Db, firstName: string, { role = 'doctor', status = 'active' }: { role?: DoctorRole; status?: DoctorStatus } = {}): Promise<number> {
  const [row] = await db
    .insert(doctors)
    .values({ email: `${firstName.toLowerCase()}@example.ng`, firstName, lastName: 'Test', passwordHash: 'not-a-hash', role, status })
    .returning({ id: doctors.id });
  return row.id;
}

export async function addPatient(db: Db, firstName: string, gender: Gender): Promise<number> {
  const [row] = await db
    .insert(patients)
    .values({ firstName, lastName: 'Okafor', phone: '+2348030000000', gender, dateOfBirth: '1990-01-01' })
    .returning({ id: patients.id });
  return row.id;
}

export async function addWard(db: Db, name: string, kind: WardKind = 'medical', sex: WardSex = 'mixed'): Promise<number> {
  const [row] = await db.insert(wards).values({ name, kind, sex }).returning({ id: wards.id });
  return row.id;
}

export async function addBed(db: Db, wardId: number, label: string): Promise<number> {
  const [row] = await db.insert(beds).values({ wardId, label }).returning({ id: beds.id });
  return row.id;
}

/** Puts a bed in a state as the bed board would (out of service with a reason). */
export async function markBed(db: Db, bedId: number, state: BedState): Promise<void> {
  await db
    .update(beds)
    .set({ state, outOfServiceReason: state === 'out-of-service' ? 'Broken rail' : null })
    .where(eq(beds.id, bedId));
}

/** What the Admit dialog sends, parsed. */
export const admitValues = (patientId: number, wardId: number, bedId: number, admittingDoctorId: number, overrides: Partial<AdmitValues> = {}): AdmitValues => ({
  patientId,
  appointmentId: null,
  wardId,
  bedId,
  reason: 'Severe malaria with vomiting',
  admittingDoctorId,
  expectedDays: 3,
  ...overrides,
});

/** Every admission gone (their stays and notes with them), and every bed ready again. */
export async function emptyTheWards(db: Db): Promise<void> {
  await db.delete(admissions);
  await db.update(beds).set({ state: 'ready', outOfServiceReason: null, retiredAt: null });
}

/** A bed's stays, oldest first. */
export const staysOfBed = (db: Db, bedId: number) => db.select().from(bedStays).where(eq(bedStays.bedId, bedId)).orderBy(bedStays.fromAt, bedStays.id);

export async function bedState(db: Db, bedId: number) {
  const [row] = await db.select({ state: beds.state, stateChangedAt: beds.stateChangedAt }).from(beds).where(eq(beds.id, bedId));
  return row;
}
