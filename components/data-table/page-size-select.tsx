'use client';

import type { ComponentProps } from 'react';
import { SelectOnDemand } from '@/components/ui/select-on-demand';

interface PageSizeSelectProps {
  /** The trigger's id, for its label. */
  id: string;
  value: number;
  options: ReadonlyArray<number>;
  onChange: (size: number) => void;
  className?: string;
  size?: ComponentProps<typeof SelectOnDemand>['trigger']['size'];
  side?: NonNullable<ComponentProps<typeof SelectOnDemand>['content']>['side'];
  /** What the select is called while its code comes (its label's words). */
  name?: string;
}

/** How many rows a page shows, picked from `options`. Radix's Select comes when first wanted (SelectOnDemand). */
export function PageSizeSelect({ id, value, options, onChange, className, size, side, name = 'Rows per page' }: PageSizeSelectProps) {
  return (
    <SelectOnDemand
      name={name}
      value={String(value)}
      onValueChange={(next) => onChange(Number(next))}
      options={options.map((option) => ({ value: String(option), label: option }))}
      trigger={{ id, size, className }}
      content={{ side }}
    />
  );
}
