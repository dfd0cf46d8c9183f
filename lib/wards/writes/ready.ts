import 'server-only';
import type { Db } from '@/lib/db/types';
import { BED_ALREADY_READY, BED_GONE, BED_OUT_OF_SERVICE_NOT_CLEANING, BED_RETIRED } from '@/lib/wards/rules/messages';
import { lockBed, setState, type SavedBed } from './beds';
import { refused, type WardWriteResult } from './result';

/**
 * The bed board's "Mark ready": a bed being cleaned after its patient left is ready for the next one. Only a bed
 * being cleaned: one ready already, out of service or retired is refused in words (of two people pressing at once,
 * the second reads "ready already": the bed's row is locked while it is checked).
 */
export function markBedReady(db: Db, bedId: number): Promise<WardWriteResult<SavedBed>> {
  return db.transaction(async (tx): Promise<WardWriteResult<SavedBed>> => {
    const bed = await lockBed(tx, bedId);
    if (!bed) return refused(BED_GONE);
    if (bed.retiredAt) return refused(BED_RETIRED);
    if (bed.state === 'out-of-service') return refused(BED_OUT_OF_SERVICE_NOT_CLEANING);
    if (bed.state === 'ready') return refused(BED_ALREADY_READY);
    return { ok: true, data: await setState(tx, bedId, 'ready', null) };
  });
}
