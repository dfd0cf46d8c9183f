'use client';

import { useWatch, type Control } from 'react-hook-form';
import { isoDateInZone, todayIso } from '@/lib/clinic-time';
import { formatDate } from '@/lib/format';
import { nextVisitDate } from '@/lib/medicines/rules/next-visit';
import { NEXT_VISIT_UNITS } from '@/lib/constants';
import type { PrescriptionValues } from '@/lib/prescriptions/schema';
import type { PrescriptionFormValues } from './prescription-form-values';

/** The date "2 weeks" means, counted from the day the prescription is (or was) written in the clinic. */
export function NextVisitDate({ control, writtenAt }: { control: Control<PrescriptionFormValues, unknown, PrescriptionValues>; writtenAt: string | null }) {
  const [number, unit] = useWatch({ control, name: ['nextVisitNumber', 'nextVisitUnit'] });
  const count = Number(number);
  const valid = /^\d+$/.test(number.trim()) && count >= 1 && count <= 365 && (NEXT_VISIT_UNITS as readonly string[]).includes(unit);
  const from = writtenAt ? isoDateInZone(new Date(writtenAt)) : todayIso();
  return (
    <p className="text-sm" aria-live="polite" data-testid="next-visit-date">
      {valid ? (
        <>
          Next visit on <strong>{formatDate(nextVisitDate(from, count, unit as (typeof NEXT_VISIT_UNITS)[number]))}</strong>
        </>
      ) : (
        <span className="text-muted-foreground">No next visit set</span>
      )}
    </p>
  );
}
