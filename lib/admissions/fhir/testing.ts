import { admissions, appointments, beds, bedStays, doctors, patients, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// For the tests of what wards, beds and admissions are served as through FHIR: rows inserted as the tests need
// them, never the demo's seed (whose wards may change).

export interface WardsFixture {
  doctorId: number;
  otherDoctorId: number;
  /** Ada is in now; Bola went home; Chidi died; Dayo was seen at the clinic, never admitted. */
  patient: Record<'ada' | 'bola' | 'chidi' | 'dayo', number>;
  ward: Record<'a' | 'icu', number>;
  /** Tulip Ward: 1 occupied, 2 being cleaned, 3 out of service, 4 ready and empty, 5 retired; Tulip ICU's bed 1 is free. */
  bed: Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'icu1', number>;
  admission: Record<'open' | 'home' | 'died', number>;
  /** Dayo's completed visit to the clinic, an ambulatory Encounter. */
  visit: number;
}

let serial = 0;

async function insertOne<T extends { id: number }>(rows: Promise<T[]>): Promise<number> {
  const [row] = await rows;
  return row!.id;
}

/**
 * Two wards and their beds, three admissions and their stays, and a visit to the clinic. Ada was admitted on 20 Nov
 * 2026 to the ICU's bed 1 and moved to Tulip Ward's bed 1 on the 22nd, and is still in; Bola stayed in Tulip Ward's
 * bed 4 from 1 Nov to 23:30 UTC on 5 Nov (6 Nov on the clinic's clock, Lagos) and went home; Chidi died in the ICU's
 * bed 1 in October.
 */
export async function wardsFixture(db: Db): Promise<WardsFixture> {
  serial += 1;
  const doctor = (name: string) =>
    insertOne(db.insert(doctors).values({ email: `${name}.${serial}@wards.test`, firstName: name, lastName: 'Okoye', passwordHash: 'x' }).returning({ id: doctors.id }));
  const doctorId = await doctor('Ngozi');
  const otherDoctorId = await doctor('Tunde');
  const patient = (firstName: string, gender: 'male' | 'female') =>
    insertOne(db.insert(patients).values({ firstName, lastName: `Test ${serial}`, phone: `+23480300${serial}${firstName.length}00`, gender, dateOfBirth: '1980-01-01' }).returning({ id: patients.id }));
  const people = { ada: await patient('Ada', 'female'), bola: await patient('Bola', 'female'), chidi: await patient('Chidi', 'male'), dayo: await patient('Dayo', 'male') };
  // Names no seed would give, so that the fixture sits beside the demo's wards (ward names are unique).
  const ward = (name: string, kind: 'medical' | 'icu') => insertOne(db.insert(wards).values({ name: `${name}${serial > 1 ? ` ${serial}` : ''}`, kind }).returning({ id: wards.id }));
  const wardIds = { a: await ward('Tulip Ward', 'medical'), icu: await ward('Tulip ICU', 'icu') };
  const bed = (wardId: number, label: string, values: Partial<typeof beds.$inferInsert> = {}) => insertOne(db.insert(beds).values({ wardId, label, ...values }).returning({ id: beds.id }));
  const bedIds = {
    a1: await bed(wardIds.a, '1'),
    a2: await bed(wardIds.a, '2', { state: 'cleaning' }),
    a3: await bed(wardIds.a, '3', { state: 'out-of-service', outOfServiceReason: 'Broken rail' }),
    a4: await bed(wardIds.a, '4'),
    a5: await bed(wardIds.a, '5', { retiredAt: new Date('2026-06-01T10:00:00Z') }),
    icu1: await bed(wardIds.icu, 'Bed 1'),
  };
  const admit = (values: typeof admissions.$inferInsert) => insertOne(db.insert(admissions).values(values).returning({ id: admissions.id }));
  const admissionIds = {
    open: await admit({ patientId: people.ada, admittingDoctorId: doctorId, reason: 'Severe malaria', admittedAt: new Date('2026-11-20T09:00:00Z') }),
    home: await admit({
      patientId: people.bola,
      admittingDoctorId: otherDoctorId,
      reason: 'Pneumonia',
      admittedAt: new Date('2026-11-01T10:00:00Z'),
      dischargedAt: new Date('2026-11-05T23:30:00Z'),
      disposition: 'home',
    }),
    died: await admit({
      patientId: people.chidi,
      admittingDoctorId: doctorId,
      reason: 'Stroke',
      admittedAt: new Date('2026-10-10T08:00:00Z'),
      dischargedAt: new Date('2026-10-12T06:00:00Z'),
      disposition: 'died',
    }),
  };
  await db.insert(bedStays).values([
    { admissionId: admissionIds.open, bedId: bedIds.icu1, fromAt: new Date('2026-11-20T09:00:00Z'), toAt: new Date('2026-11-22T14:00:00Z') },
    { admissionId: admissionIds.open, bedId: bedIds.a1, fromAt: new Date('2026-11-22T14:00:00Z'), reason: 'Stable: out of intensive care' },
    { admissionId: admissionIds.home, bedId: bedIds.a4, fromAt: new Date('2026-11-01T10:00:00Z'), toAt: new Date('2026-11-05T23:30:00Z') },
    { admissionId: admissionIds.died, bedId: bedIds.icu1, fromAt: new Date('2026-10-10T08:00:00Z'), toAt: new Date('2026-10-12T06:00:00Z') },
  ]);
  const visit = await insertOne(
    db
      .insert(appointments)
      .values({ patientId: people.dayo, doctorId: otherDoctorId, date: '2026-11-21', time: '10:00:00', endsAt: '2026-11-21 10:30:00', type: 'checkup', status: 'completed' })
      .returning({ id: appointments.id }),
  );
  return { doctorId, otherDoctorId, patient: people, ward: wardIds, bed: bedIds, admission: admissionIds, visit };
}
