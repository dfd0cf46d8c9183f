'use client';

import { CalendarClock } from 'lucide-react';
import type { RescheduleTarget } from '@/components/appointments/reschedule-dialog';
import { useReschedule } from '@/components/appointments/use-reschedule';
import { Button } from '@/components/ui/button';

/** The visit page's "Reschedule…": the same dialog as the list's row menu, fetched when the button is first reached for. */
export function RescheduleButton(appointment: Omit<RescheduleTarget, 'opening'>) {
  const { request, dialog, preload } = useReschedule();
  return (
    <>
      {dialog}
      <Button type="button" variant="outline" aria-haspopup="dialog" onClick={() => request(appointment)} onPointerEnter={preload} onFocus={preload}>
        <CalendarClock aria-hidden="true" />
        Reschedule…
      </Button>
    </>
  );
}
