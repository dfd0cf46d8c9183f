import { eq } from 'drizzle-orm';
import { admissions, beds, bedStays, doctors, patients, wards } from '@/lib/db/schema';
import type { Gender } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import type { BedKind, BedState, WardKind, WardSex } from '@/lib/wards/rules/kinds';

// What the wards' data-layer tests build: wards, beds and admissions written straight into their tables (the
// admissions' own writes are another domain's), each name unique within one database.

let made = 0;
const next = () => (made += 1);

export async function addDoctor(db: Db, role: 'doctor' | 'administrator' | 'lab-scientist' = 'doctor') {
  const n = next();
  const [row] = await db
    .insert(doctors)
    .values({ email: `ward${n}@wards.test`, firstName: 'Ward', lastName: `Doctor${n}`, passwordHash: 'not-a-hash', role, status: 'active' })
    .returning();
  return row;
}

export async function addPatient(db: Db, { gender = 'female', dateOfBirth = '1990-06-20', lastName }: { gender?: Gender; dateOfBirth?: string; lastName?: string } = {}) {
  const n = next();
  const [row] = await db
    .insert(patients)
    .values({ firstName: 'Bed', lastName: lastName ?? `Patient${n}`, phone: `+2348031${String(n).padStart(6, '0')}`, gender, dateOfBirth })
    .returning({ id: patients.id, fullName: patients.fullName, patientNumber: patients.patientNumber });
  return row;
}

export async function addWardRow(db: Db, name: string, { kind = 'medical', sex = 'mixed' }: { kind?: WardKind; sex?: WardSex } = {}) {
  const [row] = await db.insert(wards).values({ name, kind, sex }).returning({ id: wards.id });
  return row.id;
}

export async function addBedRow(
  db: Db,
  wardId: number,
  label: string,
  { kind = 'standard', state = 'ready', reason = null, retired = false }: { kind?: BedKind; state?: BedState; reason?: string | null; retired?: boolean } = {},
) {
  const [row] = await db
    .insert(beds)
    .values({ wardId, label, kind, state, outOfServiceReason: state === 'out-of-service' ? (reason ?? 'Broken rail') : null, retiredAt: retired ? new Date() : null })
    .returning({ id: beds.id });
  return row.id;
}

/** An admission and its first bed's stay, as Admit writes them. */
export async function admit(db: Db, { patientId, bedId, doctorId, at = new Date() }: { patientId: number; bedId: number; doctorId: number; at?: Date }) {
  const [admission] = await db
    .insert(admissions)
    .values({ patientId, admittingDoctorId: doctorId, admittedById: doctorId, reason: 'Observation', admittedAt: at })
    .returning({ id: admissions.id });
  await db.insert(bedStays).values({ admissionId: admission.id, bedId, fromAt: at });
  return admission.id;
}

/** Ends the admission and its stay, and leaves the bed being cleaned, as Discharge writes them. */
export async function discharge(db: Db, admissionId: number, at = new Date()) {
  await db.update(admissions).set({ dischargedAt: at, disposition: 'home' }).where(eq(admissions.id, admissionId));
  const [stay] = await db.update(bedStays).set({ toAt: at }).where(eq(bedStays.admissionId, admissionId)).returning({ bedId: bedStays.bedId });
  await db.update(beds).set({ state: 'cleaning' }).where(eq(beds.id, stay.bedId));
}
