'use client';

import { useCallback, useEffect, useState } from 'react';
import { describeActionFailure } from '@/components/forms/action-failure';
import { freeBedsForPatient } from '@/lib/admissions/actions';
import { listDoctorOptions } from '@/lib/staff/actions/doctor-options';
import type { DoctorOption } from '@/lib/staff/queries/doctors';
import type { WardWithFreeBeds } from '@/lib/wards/queries/free-beds';

export interface AdmitChoices {
  /** Every ward with its free beds, and why it does not take this patient (null when it does). */
  wards: Array<WardWithFreeBeds & { refusal: string | null }>;
  doctors: DoctorOption[];
}

/**
 * What the Admit dialog offers, read from the server when it opens and again after a bed was taken under it:
 * the wards with their free beds and the doctors who may admit. A failure is said with a way to try again.
 */
export function useAdmitChoices(patientId: number) {
  const [choices, setChoices] = useState<AdmitChoices | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([freeBedsForPatient({ patientId }), listDoctorOptions({})])
      .then(([beds, doctors]) => {
        if (!current) return;
        if (!beds.ok) return setFailure(beds.message);
        if (!doctors.ok) return setFailure(doctors.message);
        setChoices({ wards: beds.data.wards, doctors: doctors.data });
      })
      .catch((error: unknown) => {
        if (current) setFailure(describeActionFailure(error));
      });
    return () => {
      current = false;
    };
  }, [patientId, reading]);

  const reload = useCallback(() => {
    setFailure(null);
    setReading((count) => count + 1);
  }, []);
  return { choices, failure, reload };
}
