'use client';

import { Label } from '@/components/ui/label';
import { SelectOnDemand } from '@/components/ui/select-on-demand';
import { tableParamKeys } from '@/lib/lists/table-url';
import { useListUrl } from './use-list-url';

const ALL = 'all';

/**
 * A list's filter kept in the URL as `?{param}=`: a labelled select of `options` and "all" (no filter). A
 * change starts the list again at its first page, since the old page number means nothing in another filter.
 * Radix's Select comes when first wanted (SelectOnDemand).
 */
export function UrlChoice<V extends string>({
  id,
  label,
  param,
  value,
  allLabel,
  options,
  className = 'w-40',
}: {
  id: string;
  label: string;
  param: string;
  value: V | undefined;
  allLabel: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  className?: string;
}) {
  const { setParams, pending } = useListUrl();
  return (
    <div className="flex items-center gap-2" aria-busy={pending}>
      <Label htmlFor={id}>{label}</Label>
      <SelectOnDemand
        name={label}
        value={value ?? ALL}
        onValueChange={(next) => setParams({ [param]: next === ALL ? null : next, [tableParamKeys().page]: null })}
        options={[{ value: ALL, label: allLabel }, ...options]}
        trigger={{ id, className }}
      />
    </div>
  );
}
