'use client';

import { UserPlus } from 'lucide-react';
import { PatientPicker } from '@/components/forms/patient-picker';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { PatientOption } from '@/lib/patients/queries/options';

/**
 * Who the appointment is for: a registered patient found as the doctor types (their details then fill the
 * form and are locked: the booking takes them from the record), or "New patient", which leaves them to type.
 */
export function BookingPatient({ chosen, onChoose }: { chosen: PatientOption | null; onChoose: (patient: PatientOption | null) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="bookingPatient">Patient</Label>
      <div className="flex gap-2">
        <PatientPicker
          key={chosen?.id ?? 'new'}
          id="bookingPatient"
          value={chosen?.id ?? null}
          initialPatient={chosen}
          onChange={() => undefined}
          onChoose={onChoose}
          placeholder="Search by name, number or phone"
          listLabel="Patient"
          className="min-w-0 flex-1"
        />
        {chosen ? (
          <Button type="button" variant="outline" onClick={() => onChoose(null)}>
            <UserPlus aria-hidden="true" />
            New patient
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {chosen ? `${chosen.patientNumber} is registered: the details below are from their record and locked (correct them on their chart).` : 'Choose a registered patient, or type a new patient’s details below.'}
      </p>
    </div>
  );
}
