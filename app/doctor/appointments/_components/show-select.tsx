'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import { Label } from '@/components/ui/label';
import { SelectOnDemand } from '@/components/ui/select-on-demand';
import { APPOINTMENT_RANGES, type AppointmentRange } from '@/lib/appointments/rules/choices';
import { tableParamKeys } from '@/lib/lists/table-url';

/**
 * "Show [Today ▾] Appointments": how far back the list reaches; kept in the URL as ?show=. The search and
 * the sort stay; the list starts again at its first page, since the old page number means nothing in
 * another range.
 */
export function ShowSelect({ value }: { value: AppointmentRange }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  function choose(next: string) {
    const query = new URLSearchParams(searchParams.toString());
    if (next === 'today') query.delete('show');
    else query.set('show', next);
    query.delete(tableParamKeys().page);
    const search = query.toString();
    startTransition(() => router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false }));
  }

  return (
    <div className="flex items-center gap-2" aria-busy={pending}>
      <Label htmlFor="appointments-show">Show</Label>
      <SelectOnDemand name="Show" value={value} onValueChange={choose} options={APPOINTMENT_RANGES} trigger={{ id: 'appointments-show', className: 'w-36' }} />
    </div>
  );
}
