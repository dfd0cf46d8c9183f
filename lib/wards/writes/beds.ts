import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beds, bedStays, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { BedState } from '@/lib/wards/rules/kinds';
import {
  BED_ALREADY_OUT_OF_SERVICE,
  BED_GONE,
  BED_NOT_OUT_OF_SERVICE,
  BED_OCCUPIED_OUT_OF_SERVICE,
  BED_OCCUPIED_RETIRE,
  BED_RETIRED,
  bedLabelTaken,
  WARD_GONE,
} from '@/lib/wards/rules/messages';
import type { BedValues } from '@/lib/wards/schema';
import { refused, refusingTaken, type WardWriteResult } from './result';

/** A bed as its change answers it: enough for the audit line and the toast. */
export interface SavedBed {
  bedId: number;
  wardId: number;
  label: string;
  state: BedState;
}

export const savedColumns = { bedId: beds.id, wardId: beds.wardId, label: beds.label, state: beds.state };

/**
 * Adds a bed to a ward, ready for a patient. A label another bed of the ward has in any letter case is refused (the
 * unique index beds_ward_label_key, over beds not retired: a retired bed's label may be used again).
 */
export function addBed(db: Db, { wardId, label, kind }: BedValues): Promise<WardWriteResult<SavedBed>> {
  return refusingTaken(
    'beds_ward_label_key',
    () =>
      db.transaction(async (tx): Promise<WardWriteResult<SavedBed>> => {
        const [ward] = await tx.select({ wardId: wards.id }).from(wards).where(eq(wards.id, wardId));
        if (!ward) return refused(WARD_GONE);
        const [bed] = await tx.insert(beds).values({ wardId, label, kind }).returning(savedColumns);
        return { ok: true, data: bed };
      }),
    () => refused(bedLabelTaken(label), 'label'),
  );
}

/**
 * The bed, locked for the change, with whether a patient lies in it; undefined when there is none. An admission takes
 * a bed after locking it too, so a bed is never retired or taken out of service under a patient being put in it.
 */
export async function lockBed(db: Db, bedId: number) {
  const [bed] = await db
    .select({ ...savedColumns, retiredAt: beds.retiredAt })
    .from(beds)
    .where(eq(beds.id, bedId))
    .for('update');
  if (!bed) return undefined;
  const [stay] = await db
    .select({ id: bedStays.id })
    .from(bedStays)
    .where(and(eq(bedStays.bedId, bedId), isNull(bedStays.toAt)))
    .limit(1);
  return { ...bed, occupied: stay !== undefined };
}

/** The bed's new state, from now on (exported for Mark ready). */
export async function setState(db: Db, bedId: number, state: BedState, outOfServiceReason: string | null): Promise<SavedBed> {
  const [bed] = await db
    .update(beds)
    .set({ state, outOfServiceReason, stateChangedAt: sql`now()` })
    .where(eq(beds.id, bedId))
    .returning(savedColumns);
  return bed;
}

/** "Out of service" with why. Refused while a patient lies in it, and for a retired bed. */
export function setBedOutOfService(db: Db, bedId: number, reason: string): Promise<WardWriteResult<SavedBed>> {
  return db.transaction(async (tx): Promise<WardWriteResult<SavedBed>> => {
    const bed = await lockBed(tx, bedId);
    if (!bed) return refused(BED_GONE);
    if (bed.retiredAt) return refused(BED_RETIRED);
    if (bed.occupied) return refused(BED_OCCUPIED_OUT_OF_SERVICE);
    if (bed.state === 'out-of-service') return refused(BED_ALREADY_OUT_OF_SERVICE);
    return { ok: true, data: await setState(tx, bedId, 'out-of-service', reason) };
  });
}

/** "Back in service": an out-of-service bed is ready for a patient again. */
export function returnBedToService(db: Db, bedId: number): Promise<WardWriteResult<SavedBed>> {
  return db.transaction(async (tx): Promise<WardWriteResult<SavedBed>> => {
    const bed = await lockBed(tx, bedId);
    if (!bed) return refused(BED_GONE);
    if (bed.retiredAt) return refused(BED_RETIRED);
    if (bed.state !== 'out-of-service') return refused(BED_NOT_OUT_OF_SERVICE);
    return { ok: true, data: await setState(tx, bedId, 'ready', null) };
  });
}

/**
 * Retires a bed: it leaves the board and the admission dialog, while the stays that name it keep it. Refused while a
 * patient lies in it. Retiring a retired bed changes nothing and says so.
 */
export function retireBed(db: Db, bedId: number): Promise<WardWriteResult<SavedBed>> {
  return db.transaction(async (tx): Promise<WardWriteResult<SavedBed>> => {
    const bed = await lockBed(tx, bedId);
    if (!bed) return refused(BED_GONE);
    if (bed.retiredAt) return refused(BED_RETIRED);
    if (bed.occupied) return refused(BED_OCCUPIED_RETIRE);
    const [retired] = await tx.update(beds).set({ retiredAt: sql`now()` }).where(eq(beds.id, bedId)).returning(savedColumns);
    return { ok: true, data: retired };
  });
}
