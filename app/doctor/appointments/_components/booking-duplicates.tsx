'use client';

import { Button } from '@/components/ui/button';
import type { LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import { formatDate } from '@/lib/format';

/**
 * The registered patients a new patient's booking may be for: book one of them as they are registered, or
 * book a new patient after all.
 */
export function BookingDuplicates({
  duplicates,
  busy,
  onBookPatient,
  onBookNew,
}: {
  duplicates: readonly LikelyDuplicate[];
  busy: boolean;
  onBookPatient: (patientId: number) => void;
  onBookNew: () => void;
}) {
  if (duplicates.length === 0) return null;
  return (
    <div role="group" aria-labelledby="booking-duplicates-title" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p id="booking-duplicates-title" className="font-medium">
        Possibly registered already
      </p>
      <ul className="grid gap-2">
        {duplicates.map((duplicate) => (
          <li key={duplicate.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {duplicate.patientNumber} {duplicate.fullName}, born {duplicate.dateOfBirthEstimated ? 'about ' : ''}
              {formatDate(duplicate.dateOfBirth)} · {duplicate.phone}
            </span>
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => onBookPatient(duplicate.id)}>
              Book {duplicate.patientNumber}
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" size="sm" disabled={busy} onClick={onBookNew}>
        Book as a new patient
      </Button>
    </div>
  );
}
