import 'server-only';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { beds, bedStays, wards } from '@/lib/db/schema';
import type { Gender } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { BED_NOT_FREE } from '@/lib/admissions/rules/messages';
import { wardRefusal } from '@/lib/admissions/rules/stay';
import { refuse } from './outcome';

export interface OpenStay {
  id: number;
  bedId: number;
  fromAt: Date;
}

/** The bed the patient of an open admission lies in now. */
export async function openStayOf(db: Db, admissionId: number): Promise<OpenStay> {
  const [stay] = await db
    .select({ id: bedStays.id, bedId: bedStays.bedId, fromAt: bedStays.fromAt })
    .from(bedStays)
    .where(and(eq(bedStays.admissionId, admissionId), isNull(bedStays.toAt)));
  // Every open admission has its open stay (admit writes both, transfer swaps one for the next).
  if (!stay) throw new Error(`Admission ${admissionId} has no open bed stay`);
  return stay;
}

/**
 * When a stay ends: now, or its start if the clock of the server that ends it runs behind the one that began it
 * (a stay never ends before it began).
 */
export const endOf = (stay: OpenStay, now: Date) => (now < stay.fromAt ? stay.fromAt : now);

/**
 * Locks beds for a move, always in the order of their ids: a transfer locks the bed it leaves and the one it
 * goes to, so two transfers between the same beds cannot wait on each other for ever.
 */
export async function lockBeds(db: Db, bedIds: number[]): Promise<void> {
  await db
    .select({ id: beds.id })
    .from(beds)
    .where(inArray(beds.id, bedIds))
    .orderBy(asc(beds.id))
    .for('update');
}

/**
 * Ends a stay and leaves its bed to be cleaned until someone presses "Mark ready" on the bed board. A bed put out
 * of service while the patient lay in it stays out of service: it needs more than cleaning.
 */
export async function leaveBed(db: Db, stay: OpenStay, at: Date): Promise<void> {
  await db.update(bedStays).set({ toAt: at }).where(eq(bedStays.id, stay.id));
  await db
    .update(beds)
    .set({ state: 'cleaning', stateChangedAt: at })
    .where(and(eq(beds.id, stay.bedId), ne(beds.state, 'out-of-service')));
}

/**
 * Refuses a bed the patient cannot be put in: unknown, retired, not of the chosen ward, being cleaned or out of
 * service, or in a ward that does not take this patient. Whether someone lies in it is left to the database
 * (bed_stays_one_patient_per_bed): the dialog offers free beds only, so a bed found taken was taken since it
 * opened, and two doctors choosing it at once are told the same.
 */
export async function checkBed(db: Db, { wardId, bedId }: { wardId: number; bedId: number }, gender: Gender): Promise<void> {
  const [bed] = await db
    .select({ wardId: beds.wardId, state: beds.state, retiredAt: beds.retiredAt, ward: { name: wards.name, kind: wards.kind, sex: wards.sex } })
    .from(beds)
    .innerJoin(wards, eq(wards.id, beds.wardId))
    .where(eq(beds.id, bedId))
    // Held until the write ends: a bed marked out of service or being cleaned meanwhile waits for it, or is seen so.
    .for('share', { of: beds });
  if (!bed || bed.wardId !== wardId || bed.retiredAt !== null || bed.state !== 'ready') refuse(BED_NOT_FREE);
  const refusal = wardRefusal(bed.ward, gender);
  if (refusal) refuse(refusal);
}
