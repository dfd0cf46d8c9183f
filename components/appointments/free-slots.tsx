'use client';

import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { weekdayOf, type FreeSlot } from '@/lib/appointments/rules/booking';

/** The next free times a refused booking or reschedule offers; a click takes one into the form. */
export function FreeSlots({ slots, onTake }: { slots: readonly FreeSlot[]; onTake: (slot: FreeSlot) => void }) {
  if (slots.length === 0) return null;
  return (
    <div role="group" aria-label="Next free times" className="grid gap-2">
      <p className="text-sm font-medium">Next free times</p>
      <div className="flex flex-wrap gap-2">
        {slots.map((slot) => (
          <Button
            key={`${slot.date} ${slot.time} ${slot.doctorId}`}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onTake(slot)}
            aria-label={`Take ${weekdayOf(slot.date)}, ${formatDate(slot.date)} at ${slot.time}`}
          >
            {weekdayOf(slot.date).slice(0, 3)} {formatDate(slot.date)}, {slot.time}
          </Button>
        ))}
      </div>
    </div>
  );
}
