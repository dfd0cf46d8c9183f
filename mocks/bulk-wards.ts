import { and, asc, desc, eq, exists, inArray, isNull, like, notExists, sql } from 'drizzle-orm';
import * as schema from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { insertMany } from './bulk-insert';
import { BULK_WARDS, type Candidate } from './bulk-wards-layout';
import { planBulkWards } from './bulk-wards-plan';
import { DEMO_DOCTOR_EMAIL } from './doctor';
import { createRandom } from './random';
import { observationRows } from './vitals';

// Not `server-only`: `npm run db:seed -- --patients N` and the bench's preparation run this in plain Node.
//
// The bulk data's wards (mocks/bulk-wards-layout.ts), so that the bench measures the bed board and an admission's
// page at size: added once to a database that has the generated patients, whether it was just seeded or seeded
// before the wards existed (the bench's kept database gets them before its servers start). One statement a table.

export const BULK_WARDS_SEED = 616161;
/** The generated patients the wards' patients are drawn from (the newest first): enough for each ward's kind. */
const POOL_SIZE = 3000;
/** The doctors the bulk seed made see its patients; their accounts are named so (mocks/bulk.ts). */
const BULK_DOCTOR_EMAILS = 'bulk.doctor.%';

export interface BulkWardsResult {
  wards: number;
  beds: number;
  /** Admissions still open: the occupied beds. */
  inpatients: number;
  discharged: number;
}

/** Whether the bulk wards are there already (their first ward, by name). */
async function hasBulkWards(db: Db): Promise<boolean> {
  const [found] = await db.select({ id: schema.wards.id }).from(schema.wards).where(eq(sql`lower(${schema.wards.name})`, BULK_WARDS[0]!.name.toLowerCase())).limit(1);
  return found !== undefined;
}

/**
 * The patients the bulk seed generated (seen by its doctors), newest first, who are not in hospital now: the demo's
 * own patients, and those the bench registers through FHIR, have no visit with a bulk doctor.
 */
async function readPool(db: Db, bulkDoctorIds: readonly number[]): Promise<Candidate[]> {
  if (bulkDoctorIds.length === 0) return [];
  return db
    .select({ id: schema.patients.id, gender: schema.patients.gender, dateOfBirth: schema.patients.dateOfBirth })
    .from(schema.patients)
    .where(
      and(
        exists(db.select({ one: sql`1` }).from(schema.appointments).where(and(eq(schema.appointments.patientId, schema.patients.id), inArray(schema.appointments.doctorId, [...bulkDoctorIds])))),
        notExists(db.select({ one: sql`1` }).from(schema.admissions).where(and(eq(schema.admissions.patientId, schema.patients.id), isNull(schema.admissions.dischargedAt)))),
      ),
    )
    .orderBy(desc(schema.patients.id))
    .limit(POOL_SIZE);
}

/**
 * Adds the bulk wards, their beds and who lies and lay in them, in one transaction, unless they are there already
 * (then null). Their patients are the generated ones; a database with few has fewer beds occupied.
 */
export async function seedBulkWards(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<BulkWardsResult | null> {
  if (await hasBulkWards(db)) return null;
  const doctorRows = await db.select({ id: schema.doctors.id }).from(schema.doctors).where(like(schema.doctors.email, BULK_DOCTOR_EMAILS)).orderBy(asc(schema.doctors.id));
  const doctorIds = doctorRows.map((row) => row.id);
  const [demo] = await db.select({ id: schema.doctors.id }).from(schema.doctors).where(eq(schema.doctors.email, DEMO_DOCTOR_EMAIL)).limit(1);
  const pool = await readPool(db, doctorIds);
  const plan = planBulkWards(createRandom(BULK_WARDS_SEED), { now, pool, doctorIds, demoDoctorId: demo?.id ?? null });
  const opened = new Date(now.getTime() - 400 * 86_400_000);

  return db.transaction(async (tx) => {
    const wardRows = await tx
      .insert(schema.wards)
      .values(BULK_WARDS.map(({ name, kind, sex }) => ({ name, kind, sex, createdAt: opened })))
      .returning({ id: schema.wards.id });
    const bedIds = await insertMany(
      tx,
      schema.beds,
      plan.beds.map((bed) => ({
        wardId: wardRows[bed.ward]!.id,
        label: bed.label,
        kind: bed.kind,
        state: bed.state,
        outOfServiceReason: bed.outOfServiceReason,
        stateChangedAt: bed.stateChangedAt,
        createdAt: opened,
      })),
    );
    const admissionIds = await insertMany(
      tx,
      schema.admissions,
      plan.admissions.map(({ patientId, doctorId, kase, expectedDays, admittedAt, discharge }) => ({
        patientId,
        admittingDoctorId: doctorId,
        admittedById: doctorId,
        reason: kase.reason,
        expectedDays,
        admittedAt,
        plan: kase.plan,
        dischargedAt: discharge?.at ?? null,
        dischargedById: discharge ? doctorId : null,
        disposition: discharge?.disposition ?? null,
        diagnoses: discharge ? kase.diagnoses : null,
        course: discharge ? kase.course : null,
        procedures: discharge ? kase.procedures : null,
        followUpDate: discharge?.followUpDate ?? null,
        createdAt: admittedAt,
      })),
    );
    await insertMany(
      tx,
      schema.bedStays,
      plan.admissions.flatMap((admission, index) =>
        admission.stays.map((stay) => ({ admissionId: admissionIds[index]!, bedId: bedIds[stay.bed]!, fromAt: stay.fromAt, toAt: stay.toAt, reason: stay.reason, movedById: admission.doctorId })),
      ),
    );
    await insertMany(
      tx,
      schema.progressNotes,
      plan.admissions.flatMap((admission, index) => admission.rounds.map((round) => ({ admissionId: admissionIds[index]!, authorId: round.by, writtenAt: round.at, text: round.note }))),
    );
    await insertMany(
      tx,
      schema.observations,
      plan.admissions.flatMap((admission, index) =>
        admission.rounds.flatMap((round) =>
          observationRows({ patientId: admission.patientId, takenAt: round.at, recordedById: round.by, source: 'ward-round', sourceId: admissionIds[index]! }, round.vitals),
        ),
      ),
    );
    const inpatients = plan.admissions.filter((admission) => admission.discharge === null).length;
    return { wards: wardRows.length, beds: bedIds.length, inpatients, discharged: plan.admissions.length - inpatients };
  });
}
