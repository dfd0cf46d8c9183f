import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { medicines } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { ClinicMedicineValues } from '@/lib/medicines/schema';
import { optionColumns, lowerName, type MedicineOption } from './queries';

export type AddMedicineResult = { ok: true; medicine: MedicineOption } | { ok: false; reason: 'duplicate'; existing: MedicineOption };

/**
 * Adds a medicine to the clinic's list (source 'clinic', no code), written as added by `doctor`. The same
 * name, strength and form in any letter case, shipped or added before, is refused: the combobox would offer
 * two entries nobody could tell apart. No unique index says so (a strength is free text), so additions take
 * turns on an advisory lock, and the second of two at once sees the first.
 */
export function addClinicMedicine(db: Db, doctor: { id: number }, input: ClinicMedicineValues): Promise<AddMedicineResult> {
  return db.transaction(async (tx): Promise<AddMedicineResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('medicines.add'))`);
    const [existing] = await tx
      .select(optionColumns)
      .from(medicines)
      .where(
        and(
          eq(lowerName, input.name.toLowerCase()),
          eq(sql`lower(${medicines.strength})`, input.strength.toLowerCase()),
          eq(sql`lower(${medicines.form})`, input.form.toLowerCase()),
        ),
      )
      .limit(1);
    if (existing) return { ok: false, reason: 'duplicate', existing };
    const [medicine] = await tx
      .insert(medicines)
      .values({ name: input.name, strength: input.strength, form: input.form, route: input.route, drugClass: input.drugClass, source: 'clinic', addedById: doctor.id })
      .returning(optionColumns);
    return { ok: true, medicine };
  });
}
