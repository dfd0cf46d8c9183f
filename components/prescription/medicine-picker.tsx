'use client';

import { useState } from 'react';
import type { ComboboxOption, ComboboxProps } from '@/components/ui/combobox';
import { SearchedCombobox } from '@/components/forms/searched-combobox';
import { searchMedicines } from '@/lib/medicines/actions';
import type { ActionResult } from '@/lib/server-actions/result';
import type { MedicineOption } from '@/lib/medicines/queries';
import { medicineLabel } from '@/lib/medicines/rules/medicine-label';

/** Said when the search could not reach the server (a refusal of the server says its own words). */
export const MEDICINE_SEARCH_UNREACHABLE = 'Could not search the medicines. Check the connection and try again.';

/** A formulary entry, or what the doctor typed (`id` null): a medicine not in the list, prescribed as written. */
export type ChosenMedicine = Omit<MedicineOption, 'id' | 'source'> & { id: number | null };

export const NOT_IN_LIST = 'Not in the list: prescribed as typed';

const FREE = 'free:';

const toOption = (medicine: ChosenMedicine): ComboboxOption =>
  medicine.id === null
    ? { value: `${FREE}${medicine.name}`, label: medicine.name, hint: NOT_IN_LIST }
    : { value: String(medicine.id), label: medicineLabel(medicine), hint: [medicine.route, medicine.drugClass].filter(Boolean).join(' · ') || undefined };

/**
 * The formulary's entries for what is typed, searched on the server, and after them what was typed itself, so that
 * a medicine the list lacks can still be prescribed (marked "not in the list").
 */
async function findWithTyped({ q }: { q: string }): Promise<ActionResult<ChosenMedicine[]>> {
  const result = await searchMedicines({ q });
  if (!result.ok) return result;
  const typed = q.trim();
  const exact = result.data.some((medicine) => medicine.name.toLowerCase() === typed.toLowerCase());
  const free: ChosenMedicine[] = typed && !exact ? [{ id: null, name: typed, strength: '', form: '', route: '', drugClass: null }] : [];
  return { ok: true, data: [...result.data, ...free] };
}

export interface MedicinePickerProps extends Omit<ComboboxProps, 'options' | 'value' | 'onValueChange' | 'search' | 'selectedOption' | 'maxResults'> {
  /** The row's medicine: an entry, a free-text name, or null when none is chosen yet. */
  initial: ChosenMedicine | null;
  onChoose: (medicine: ChosenMedicine) => void;
}

/** The "Medicine" field of a medicines row: a searched combobox over the clinic's formulary, free text allowed. */
export function MedicinePicker({ initial, onChoose, ...comboboxProps }: MedicinePickerProps) {
  const [chosen, setChosen] = useState<ChosenMedicine | null>(initial);
  return (
    <SearchedCombobox
      {...comboboxProps}
      find={findWithTyped}
      unreachableMessage={MEDICINE_SEARCH_UNREACHABLE}
      toOption={toOption}
      value={chosen ? toOption(chosen).value : null}
      chosen={chosen}
      emptyMessage="No medicines found"
      onChoose={(medicine) => {
        setChosen(medicine);
        onChoose(medicine);
      }}
    />
  );
}
