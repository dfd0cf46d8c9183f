'use client';

import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface PageSizeSelectProps {
  /** The trigger's id, for its label. */
  id: string;
  value: number;
  options: ReadonlyArray<number>;
  onChange: (size: number) => void;
  className?: string;
  size?: ComponentProps<typeof SelectTrigger>['size'];
  side?: ComponentProps<typeof SelectContent>['side'];
}

/** How many rows a page shows, picked from `options`. */
export function PageSizeSelect({ id, value, options, onChange, className, size, side }: PageSizeSelectProps) {
  return (
    <Select value={String(value)} onValueChange={(next) => onChange(Number(next))}>
      <SelectTrigger id={id} size={size} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent side={side}>
        {options.map((option) => (
          <SelectItem key={option} value={String(option)}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
