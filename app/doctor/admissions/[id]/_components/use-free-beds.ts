'use client';

import { useCallback, useEffect, useState } from 'react';
import { describeActionFailure } from '@/components/forms/action-failure';
import { freeBedsForPatient, type WardChoice } from '@/lib/admissions/actions';

/**
 * The wards and their free beds for this patient, read from the server while the Transfer dialog is open (and
 * again after a bed was taken under it): each ward with why it does not take the patient, or null when it does.
 */
export function useFreeBeds(patientId: number, open: boolean) {
  const [wards, setWards] = useState<WardChoice[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(0);

  useEffect(() => {
    if (!open) return;
    let current = true;
    freeBedsForPatient({ patientId })
      .then((result) => {
        if (!current) return;
        setFailure(result.ok ? null : result.message);
        if (result.ok) setWards(result.data.wards);
      })
      .catch((error: unknown) => {
        if (current) setFailure(describeActionFailure(error));
      });
    return () => {
      current = false;
    };
  }, [patientId, open, reading]);

  const reload = useCallback(() => {
    setFailure(null);
    setReading((count) => count + 1);
  }, []);
  return { wards, failure, reload };
}
