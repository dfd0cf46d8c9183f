import 'server-only';
import { dayOfStay } from '@/lib/admissions/rules/stay';
import { clinicInstant, isoDateInZone } from '@/lib/clinic-time';
import type { Gender } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { ageOn } from '@/lib/format';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { readLatestVitals } from '@/lib/vitals/queries/patient-vitals';
import { FLAGGED_MEASURES, flagsOfLatest, type VitalFlagOf } from '@/lib/wards/rules/occupant';

// The patient in a bed as the board and the doctor's day show them: from the row of one join, with the flags of their
// latest vitals read for every occupant at once.

/** The admission and patient columns the board's join and the inpatients' list read. */
export interface OccupantRow {
  admissionId: number;
  admittedAt: Date;
  admittingDoctorId: number;
  patientId: number;
  patientName: string;
  patientNumber: number;
  gender: Gender;
  dateOfBirth: string;
}

/** Who lies in a bed (plain data: it goes to the browser). */
export interface Occupant {
  admissionId: number;
  admittingDoctorId: number;
  patientId: number;
  name: string;
  /** "P-000123". */
  patientNumber: string;
  age: number;
  gender: Gender;
  /** The clinic's date of admission, "YYYY-MM-DD". */
  admittedOn: string;
  /** Day 1 is the day of admission. */
  dayOfStay: number;
  /** High and Low of their latest vitals since the day they were admitted. */
  flags: VitalFlagOf[];
}

/**
 * The occupants of `rows` for the clinic's `today`, with their vitals' flags: one read of the latest vitals for every
 * patient together (one index step per patient and measure), never one per bed.
 */
export async function occupantsOf(db: Db, rows: readonly OccupantRow[], today: string): Promise<Map<number, Occupant>> {
  const latest = await readLatestVitals(db, [...new Set(rows.map((row) => row.patientId))], FLAGGED_MEASURES);
  const occupants = new Map<number, Occupant>();
  for (const row of rows) {
    const admittedOn = isoDateInZone(row.admittedAt);
    occupants.set(row.admissionId, {
      admissionId: row.admissionId,
      admittingDoctorId: row.admittingDoctorId,
      patientId: row.patientId,
      name: row.patientName,
      patientNumber: formatPatientNumber(row.patientNumber),
      age: ageOn(row.dateOfBirth, today),
      gender: row.gender,
      admittedOn,
      dayOfStay: dayOfStay(admittedOn, today),
      flags: flagsOfLatest(latest.get(row.patientId) ?? {}, clinicInstant(admittedOn, '00:00')),
    });
  }
  return occupants;
}
