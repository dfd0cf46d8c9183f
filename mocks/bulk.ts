import { max } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@/lib/format';
import * as schema from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { insertMany } from './bulk-insert';
import { appointmentFor, randomItems, randomTime, reportFor, statusFor, transactionFor, type NewAppointment } from './clinic';
import { generatePatient } from './people';
import { createRandom } from './random';

// Not `server-only`: `npm run db:seed -- --patients N` runs this in plain Node.

export const BULK_SEED = 424242;
/** Patients per transaction; each table gets one multi-row insert per batch. */
export const BULK_BATCH_SIZE = 2000;

export interface BulkSeedResult {
  patients: number;
  appointments: number;
  medicalReports: number;
  transactions: number;
}

/**
 * Adds `count` generated patients, each with one or two appointments within the last year or the next
 * month, a medical report and, for a completed visit, a paid (or pending, or failed) transaction with its
 * line items. Deterministic for a given database: emails carry the patient's serial number, so running it
 * twice adds two distinct sets.
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
  const result: BulkSeedResult = { patients: 0, appointments: 0, medicalReports: 0, transactions: 0 };

  for (let start = 0; start < count; start += BULK_BATCH_SIZE) {
    const size = Math.min(BULK_BATCH_SIZE, count - start);
    const newPatients = Array.from({ length: size }, (_, index) => generatePatient(random, { serial: firstSerial + start + index, today }));

    await db.transaction(async (tx) => {
      const ids = await insertMany(tx, schema.patients, newPatients);
      const people = newPatients.map((patient, index) => ({ ...patient, id: ids[index] }));

      const visits: NewAppointment[] = [];
      const firstVisitIndex: number[] = [];
      for (const patient of people) {
        firstVisitIndex.push(visits.length);
        const visitCount = random.chance(0.5) ? 2 : 1;
        for (let visit = 0; visit < visitCount; visit += 1) {
          const date = addDaysIso(today, random.int(-365, 30));
          visits.push(
            appointmentFor(patient, { date, time: randomTime(random), type: random.chance(0.1) ? 'surgery' : 'checkup', status: statusFor(random, date, today), today }),
          );
        }
      }
      const visitIds = await insertMany(tx, schema.appointments, visits);

      await insertMany(tx, schema.medicalReports, people.map((patient) => reportFor(random, patient.id, today)));

      const sales = firstVisitIndex
        .map((index) => ({ visit: visits[index], id: visitIds[index] }))
        .filter(({ visit }) => visit.status === 'completed')
        .map(({ visit, id }) => {
          const items = randomItems(random, visit.type);
          const transaction = transactionFor(random, { patientId: visit.patientId, appointmentId: id, date: visit.date, time: visit.time, items, serial: transactionSerial });
          transactionSerial += 1;
          return { transaction, items };
        });
      const transactionIds = await insertMany(tx, schema.transactions, sales.map((sale) => sale.transaction));
      await insertMany(
        tx,
        schema.transactionItems,
        sales.flatMap((sale, index) => sale.items.map((item) => ({ transactionId: transactionIds[index], ...item }))),
      );

      result.patients += people.length;
      result.appointments += visits.length;
      result.medicalReports += people.length;
      result.transactions += sales.length;
    });
    onProgress?.(result.patients);
  }
  return result;
}
