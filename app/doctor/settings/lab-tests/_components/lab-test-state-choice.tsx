'use client';

import { useListUrl } from '@/components/data-table';
import { Label } from '@/components/ui/label';
import { SelectOnDemand } from '@/components/ui/select-on-demand';
import type { LabTestState } from '@/lib/lab/catalogue-schema';
import { tableParamKeys } from '@/lib/lists/table-url';
import { STATE_OPTIONS } from './lab-test-labels';

/**
 * Which tests are listed, kept in the URL as `?state=`: the active ones (no parameter: what the order dialog offers),
 * the retired ones, or all. A change starts the list again at its first page.
 */
export function LabTestStateChoice({ value }: { value: LabTestState }) {
  const { setParams, pending } = useListUrl();
  return (
    <div className="flex items-center gap-2" aria-busy={pending}>
      <Label htmlFor="lab-tests-state">Show</Label>
      <SelectOnDemand
        name="Show"
        value={value}
        onValueChange={(next) => setParams({ state: next === 'active' ? null : next, [tableParamKeys().page]: null })}
        options={STATE_OPTIONS}
        trigger={{ id: 'lab-tests-state', className: 'w-36' }}
      />
    </div>
  );
}
