'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/zod';
import * as data from '@/lib/medicines/writes';
import * as read from '@/lib/medicines/queries';
import type { MedicineOption } from '@/lib/medicines/queries';
import { medicineLabel } from '@/lib/medicines/rules/medicine-label';
import { clinicMedicineSchema } from '@/lib/medicines/schema';
import { searchText } from '@/lib/lists/table-params';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

const MEDICINES_PATH = '/doctor/settings/medicines';

/**
 * The prescription form's medicine combobox, called as the doctor types: at most 20 formulary entries whose
 * name contains the text, those starting with it first (the first by name for no text). Any signed-in doctor.
 */
export const searchMedicines = doctorAction(z.object({ q: searchText }), async ({ q }, { db }) => ok<MedicineOption[]>(await read.searchMedicines(db, { q })));

/** What the administrator reads when the medicine is already in the formulary. */
const duplicateMessage = (existing: MedicineOption) => `${medicineLabel(existing)} is already in the formulary.`;

/**
 * An administrator adds a medicine to the clinic's list (source 'clinic'); anyone else is refused and nothing
 * is written. Audited, refusals too.
 */
export const addMedicine = doctorAction(
  clinicMedicineSchema,
  async (input, { db, doctor }) => {
    const result = await data.addClinicMedicine(db, doctor, input);
    if (!result.ok) {
      const message = duplicateMessage(result.existing);
      return fail(message, { name: message });
    }
    revalidatePath(MEDICINES_PATH);
    return ok<MedicineOption>(result.medicine);
  },
  {
    role: 'administrator',
    audit: {
      entity: 'medicine',
      action: 'create',
      entityId: (_, medicine) => medicine?.id,
      detail: (input) => medicineLabel(input),
    },
  },
);
