import { appointments, doctors, labTests, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { rangeFor } from '@/lib/lab/rules/flag';
import type { LabPriority } from '@/lib/lab/rules/states';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { amendResult, cancelOrder, collectSpecimen, enterResults, releaseOrder } from '@/lib/lab/writes/steps';
import { analytesOf } from './analytes';

// For the lab queries' tests: a doctor, two lab scientists, a patient with a visit, and orders taken through their
// real steps (the writes), so that the queries read what the lab's screens would have written.

const must = <T extends { ok: boolean }>(result: T, step: string): T => {
  if (!result.ok) throw new Error(`${step} failed: ${JSON.stringify(result)}`);
  return result;
};

export async function labFixture(db: Db) {
  const [doctor, scientist, verifier] = await db
    .insert(doctors)
    .values([
      { email: 'doctor@results.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' },
      { email: 'first@results.test', firstName: 'Ngozi', lastName: 'Eze', passwordHash: 'x', role: 'lab-scientist' },
      { email: 'second@results.test', firstName: 'Bayo', lastName: 'Ade', passwordHash: 'x', role: 'lab-scientist' },
    ])
    .returning({ id: doctors.id });
  const [patient, other] = await db
    .insert(patients)
    .values([
      { firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000001', gender: 'female', dateOfBirth: '1990-04-02' },
      { firstName: 'Emeka', lastName: 'Nwosu', phone: '+2348030000002', gender: 'male', dateOfBirth: '1985-01-20' },
    ])
    .returning({ id: patients.id });
  const [visit, otherVisit] = await db
    .insert(appointments)
    .values([
      { patientId: patient.id, date: '2026-11-30', time: '22:00:00', endsAt: '2026-11-30 22:30:00', doctorId: doctor.id, type: 'checkup' as const },
      { patientId: patient.id, date: '2026-12-01', time: '22:00:00', endsAt: '2026-12-01 22:30:00', doctorId: doctor.id, type: 'checkup' as const },
    ])
    .returning({ id: appointments.id });
  const test: Record<string, number> = {};
  for (const row of await db.select({ id: labTests.id, code: labTests.code }).from(labTests)) test[row.code] = row.id;

  /** Places an order of the given tests at `at`. */
  async function place(codes: string[], at: Date, { appointmentId, priority = 'routine', patientId = patient.id }: { appointmentId?: number; priority?: LabPriority; patientId?: number } = {}) {
    const placed = must(await placeOrder(db, { patientId, appointmentId, testIds: codes.map((code) => test[code]), priority, note: 'fever 3 days' }, { doctorId: doctor.id }, at), 'place');
    return placed.ok ? placed.id : 0;
  }

  /** Collects, enters every result (a normal value unless `values` gives one by test code) and releases, a minute apart. */
  async function release(orderId: number, at: Date, values: Record<string, string> = {}) {
    const minute = (n: number) => new Date(at.getTime() + n * 60_000);
    must(await collectSpecimen(db, orderId, `ACC-${orderId}`, scientist.id, at), 'collect');
    const typed = (await analytesOf(db, orderId)).map((analyte) => {
      const range = rangeFor(analyte.ranges, { sex: 'female', ageMonths: 420 });
      const middle = range?.low !== undefined && range.high !== undefined ? (range.low + range.high) / 2 : (range?.high ?? range?.low ?? 1);
      const normal = analyte.kind === 'number' ? middle.toFixed(analyte.decimals) : analyte.kind === 'choice' ? (analyte.normalChoices?.[0] ?? analyte.choices![0]) : 'No abnormality seen';
      return { testId: analyte.testId, value: values[analyte.code] ?? normal };
    });
    must(await enterResults(db, orderId, typed, { doctorId: scientist.id }, minute(1)), 'enter');
    must(await releaseOrder(db, orderId, { doctorId: verifier.id }, false, minute(2)), 'release');
  }

  const amend = async (orderId: number, code: string, value: string, reason: string, at: Date) =>
    must(await amendResult(db, orderId, test[code], value, reason, scientist.id, at), 'amend');
  const cancel = async (orderId: number, reason: string, at: Date) => must(await cancelOrder(db, orderId, reason, { id: doctor.id, role: 'doctor' }, at), 'cancel');
  const collect = async (orderId: number, at: Date) => must(await collectSpecimen(db, orderId, `ACC-${orderId}`, scientist.id, at), 'collect');

  return { doctorId: doctor.id, patientId: patient.id, otherPatientId: other.id, visitId: visit.id, otherVisitId: otherVisit.id, test, place, release, amend, cancel, collect };
}
