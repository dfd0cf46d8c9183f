import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { wardRefusal } from '@/lib/admissions/rules/stay';
import { admissions, beds, bedStays, patients, wards } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { WARD_GONE, wardChangeRefused, wardNameTaken } from '@/lib/wards/rules/messages';
import type { WardValues } from '@/lib/wards/schema';
import { refused, refusingTaken, type WardWriteResult } from './result';

export interface SavedWard {
  wardId: number;
  name: string;
}

/** Adds a ward. A name another ward has in any letter case is refused (the unique index wards_name_key decides). */
export function addWard(db: Db, values: WardValues): Promise<WardWriteResult<SavedWard>> {
  return refusingTaken(
    'wards_name_key',
    () =>
      db.transaction(async (tx) => {
        const [ward] = await tx.insert(wards).values(values).returning({ wardId: wards.id, name: wards.name });
        return { ok: true, data: ward };
      }),
    () => refused(wardNameTaken(values.name), 'name'),
  );
}

/**
 * Renames a ward or changes whom it takes. A change that a patient lying in it would not fit (a ward made
 * women-only with a man in it, made maternity with a man in it) is refused: they are transferred first. The ward's
 * row is locked while its patients are read, so that the check and the change see the same patients.
 */
export function changeWard(db: Db, { wardId, ...values }: WardValues & { wardId: number }): Promise<WardWriteResult<SavedWard>> {
  return refusingTaken(
    'wards_name_key',
    () =>
      db.transaction(async (tx): Promise<WardWriteResult<SavedWard>> => {
        const [current] = await tx.select({ wardId: wards.id }).from(wards).where(eq(wards.id, wardId)).for('update');
        if (!current) return refused(WARD_GONE);
        const inWard = await tx
          .select({ gender: patients.gender })
          .from(bedStays)
          .innerJoin(beds, eq(beds.id, bedStays.bedId))
          .innerJoin(admissions, eq(admissions.id, bedStays.admissionId))
          .innerJoin(patients, eq(patients.id, admissions.patientId))
          .where(and(eq(beds.wardId, wardId), isNull(bedStays.toAt)));
        const misfits = inWard.filter((patient) => wardRefusal(values, patient.gender) !== null).length;
        if (misfits > 0) return refused(wardChangeRefused(values.name, misfits));
        const [ward] = await tx.update(wards).set(values).where(eq(wards.id, wardId)).returning({ wardId: wards.id, name: wards.name });
        return { ok: true, data: ward };
      }),
    () => refused(wardNameTaken(values.name), 'name'),
  );
}
