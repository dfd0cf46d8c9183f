'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { APPOINTMENT_RANGES, type AppointmentRange } from '@/lib/validations/appointment-range';

/** "Show [Today ▾] Appointments": how far back the list reaches; kept in the URL as ?show=. */
export function ShowSelect({ value }: { value: AppointmentRange }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center gap-2" aria-busy={pending}>
      <Label htmlFor="appointments-show">Show</Label>
      <Select
        value={value}
        onValueChange={(next) => startTransition(() => router.replace(next === 'today' ? pathname : `${pathname}?show=${next}`))}
      >
        <SelectTrigger id="appointments-show" className="w-36">
          <SelectValue placeholder="Today" />
        </SelectTrigger>
        <SelectContent>
          {APPOINTMENT_RANGES.map((range) => (
            <SelectItem key={range.value} value={range.value}>
              {range.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
