'use client';

import { TextField } from '@/components/forms/text-field';
import { COMMON_UNITS } from './lab-test-labels';
import type { LabTestFormParts } from './lab-test-form-values';
import { ReferenceRangeRows } from './reference-range-rows';

const UNITS_LIST_ID = 'lab-test-units';

/** What a number needs: its UCUM unit, how many decimals the lab writes, its reference ranges and its critical limits. */
export function NumberResultFields(parts: LabTestFormParts) {
  const { register, errors } = parts;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="lab-test-unit" label="Unit (UCUM)" placeholder="e.g. g/dL or 10*9/L" list={UNITS_LIST_ID} error={errors.unit?.message} registration={register('unit')} />
        <TextField id="lab-test-decimals" label="Decimals" numeric="numeric" error={errors.decimals?.message} registration={register('decimals')} />
      </div>
      <datalist id={UNITS_LIST_ID}>
        {COMMON_UNITS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <ReferenceRangeRows {...parts} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="lab-test-critical-low" label="Critical low (optional)" numeric="decimal" error={errors.criticalLow?.message} registration={register('criticalLow')} />
        <TextField id="lab-test-critical-high" label="Critical high (optional)" numeric="decimal" error={errors.criticalHigh?.message} registration={register('criticalHigh')} />
      </div>
    </div>
  );
}
