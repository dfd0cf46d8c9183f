'use client';

import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';

/** A labelled search box for a list screen. */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input id={id} type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} className="pl-8" />
    </div>
  );
}
