import { max } from 'drizzle-orm';
import { clinicClock, todayIso } from '@/lib/clinic-time';
import { addDaysIso } from '@/lib/format';
import * as schema from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { insertMany } from './bulk-insert';
import { appointmentFor, randomItems, randomTime, reportFor, statusFor, transactionFor, type NewAppointment } from './clinic';
import { insertWeek, unusablePasswordHash } from './colleagues';
import { generatePatient } from './people';
import { registrationObservations } from './vitals';
import { allergyStateOf, sampleAllergies } from './allergies';
import { createRandom } from './random';
import { BULK_LAB_SEED, insertBulkLabOrders, readBulkLabCatalogue } from './bulk-lab';

// Not `server-only`: `npm run db:seed -- --patients N` runs this in plain Node.

export const BULK_SEED = 424242;
/** Patients per transaction; each table gets one multi-row insert per batch. */
export const BULK_BATCH_SIZE = 2000;
/** The doctors who see the generated patients, every day 07:00–21:00, 15 minutes a patient (1,680 visits a day between them). */
export const BULK_DOCTORS = 30;
/**
 * More doctors for a larger seed, one per this many patients: a patient has 1.5 visits on average over 396 days,
 * so 10,000 patients bring 38 visits a day and a doctor sees 56. Up to 300,000 patients that is BULK_DOCTORS, as
 * before; a million patients (3,800 visits a day) get 100. With 30 at any size, a seed stopped at about its
 * 410,000th patient (the 412,042nd with the dates drawn on 2026-11-27), a day being full ("More generated
 * visits on … than the bulk doctors can see").
 */
const PATIENTS_PER_BULK_DOCTOR = 10_000;

/** How many doctors a seed of `count` patients adds. */
export const bulkDoctorCount = (count: number): number => Math.max(BULK_DOCTORS, Math.ceil(count / PATIENTS_PER_BULK_DOCTOR));
const BULK_WEEK = {
  perPatientTime: '00:15:00',
  days: (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((day) => ({ day, from: '07:00', to: '21:00' })),
};
/** The doctors' day: 07:00–21:00, a visit every quarter hour. */
export const BULK_SLOTS_A_DAY = 56;

/** The n-th visit of a day (from 0): the doctors in turn, each on the quarter hour after their last. */
function bulkSlot(doctorIds: readonly number[], date: string, n: number): { doctorId: number; time: string; endsAt: string } {
  const round = Math.floor(n / doctorIds.length);
  if (round >= BULK_SLOTS_A_DAY) throw new Error(`More generated visits on ${date} than the bulk doctors can see`);
  const minutes = 7 * 60 + round * 15;
  const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:00`;
  return { doctorId: doctorIds[n % doctorIds.length], time: clock(minutes), endsAt: `${date} ${clock(minutes + 15)}` };
}

export interface BulkSeedResult {
  patients: number;
  appointments: number;
  medicalReports: number;
  transactions: number;
  labOrders: number;
}

/**
 * Adds `count` generated patients, each with one or two appointments within the last year or the next
 * month, a medical report and, for a completed visit, a paid (or pending, or failed) transaction with its
 * line items; a fifth have a drug allergy, a fifth "No known drug allergies" (mocks/allergies.ts); each has three
 * lab orders with their results (mocks/bulk-lab.ts). Deterministic for a given database: emails carry the patient's
 * serial number, so running it twice adds two distinct sets.
 */
export async function seedBulkPatients(
  db: Db,
  count: number,
  { now = new Date(), onProgress }: { now?: Date; onProgress?: (done: number) => void } = {},
): Promise<BulkSeedResult> {
  const random = createRandom(BULK_SEED);
  const today = todayIso(now);
  const [{ value: lastId }] = await db.select({ value: max(schema.patients.id) }).from(schema.patients);
  const [{ value: lastTransactionId }] = await db.select({ value: max(schema.transactions.id) }).from(schema.transactions);
  const firstSerial = (lastId ?? 0) + 1;
  let transactionSerial = (lastTransactionId ?? 0) + 1;
  const result: BulkSeedResult = { patients: 0, appointments: 0, medicalReports: 0, transactions: 0, labOrders: 0 };
  // The lab orders draw from their own sequence: the patients and visits are those the seed made before them.
  const labRandom = createRandom(BULK_LAB_SEED);
  const labCatalogue = await readBulkLabCatalogue(db);

  // This run's doctors (a second run adds its own, so that their days start empty).
  const passwordHash = await unusablePasswordHash();
  const doctorIds: number[] = [];
  for (let index = 0; index < bulkDoctorCount(count); index += 1) {
    const [doctor] = await db
      .insert(schema.doctors)
      .values({ email: `bulk.doctor.${firstSerial}.${index + 1}@gardencityhospital.example.ng`, firstName: 'Clinic', lastName: `Doctor ${index + 1}`, passwordHash })
      .returning({ id: schema.doctors.id });
    await insertWeek(db, doctor.id, BULK_WEEK);
    doctorIds.push(doctor.id);
  }
  const visitsOn = new Map<string, number>();

  for (let start = 0; start < count; start += BULK_BATCH_SIZE) {
    const size = Math.min(BULK_BATCH_SIZE, count - start);
    // "No known drug allergies" is a column of the patient: set in the same insert as the rest.
    const newPatients = Array.from({ length: size }, (_, index) => ({
      ...generatePatient(random, { serial: firstSerial + start + index, today }),
      noKnownDrugAllergies: allergyStateOf(start + index) === 'none',
    }));

    await db.transaction(async (tx) => {
      const ids = await insertMany(tx, schema.patients, newPatients);
      const people = newPatients.map((patient, index) => ({ ...patient, id: ids[index] }));
      // A fifth of them with a drug allergy, one multi-row insert per batch.
      const allergies = sampleAllergies(ids, { recordedById: doctorIds[0], recordedAt: now, serialOf: (index) => start + index });
      await insertMany(tx, schema.patientAllergies, allergies.rows);

      const visits: NewAppointment[] = [];
      const firstVisitIndex: number[] = [];
      for (const patient of people) {
        firstVisitIndex.push(visits.length);
        const visitCount = random.chance(0.5) ? 2 : 1;
        for (let visit = 0; visit < visitCount; visit += 1) {
          const date = addDaysIso(today, random.int(-365, 30));
          // The random time is drawn (and dropped) so that the rest of the sequence stays as it was.
          randomTime(random);
          const slot = bulkSlot(doctorIds, date, visitsOn.get(date) ?? 0);
          visitsOn.set(date, (visitsOn.get(date) ?? 0) + 1);
          visits.push({
            ...appointmentFor(patient, { date, time: slot.time, type: random.chance(0.1) ? 'surgery' : 'checkup', status: statusFor(random, { date, time: slot.time }, { today, now: clinicClock(now).time }) }),
            doctorId: slot.doctorId,
            endsAt: slot.endsAt,
          });
        }
      }
      const visitIds = await insertMany(tx, schema.appointments, visits);
      // The registration vitals, dated by each patient's latest completed visit (the card shows that date).
      await insertMany(tx, schema.observations, registrationObservations(people, visits, now));

      await insertMany(tx, schema.medicalReports, people.map((patient) => reportFor(random, patient.id, today)));

      const sales = firstVisitIndex
        .map((index) => ({ visit: visits[index], id: visitIds[index] }))
        .filter(({ visit }) => visit.status === 'completed')
        .map(({ visit, id }) => {
          const items = randomItems(random, visit.type);
          const transaction = transactionFor(random, { patientId: visit.patientId, appointmentId: id, date: visit.date, time: visit.time, items, serial: transactionSerial }, now);
          transactionSerial += 1;
          return { transaction, items };
        });
      const transactionIds = await insertMany(tx, schema.transactions, sales.map((sale) => sale.transaction));
      await insertMany(
        tx,
        schema.transactionItems,
        sales.flatMap((sale, index) => sale.items.map((item) => ({ transactionId: transactionIds[index], ...item }))),
      );

      result.labOrders += await insertBulkLabOrders(tx, people, { now, doctorIds, catalogue: labCatalogue, random: labRandom });

      result.patients += people.length;
      result.appointments += visits.length;
      result.medicalReports += people.length;
      result.transactions += sales.length;
    });
    onProgress?.(result.patients);
  }
  return result;
}
