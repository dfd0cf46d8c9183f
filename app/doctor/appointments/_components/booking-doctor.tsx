'use client';

import { FormField } from '@/components/forms/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { DoctorOption } from '@/lib/staff/queries/doctors';

/**
 * "Doctor": whom the appointment is booked with, for a doctor who may book for colleagues (the page offers the
 * choice only then; the server checks it again). The hours, the free times and the clash rules are the chosen
 * doctor's.
 */
export function BookingDoctor({
  doctors,
  value,
  onChange,
}: {
  doctors: readonly DoctorOption[];
  value: number;
  onChange: (doctorId: number) => void;
}) {
  // A refusal (another doctor not allowed, a doctor no longer active) is said in the form's alert.
  return (
    <FormField id="doctorId" label="Doctor">
      <Select value={String(value)} onValueChange={(next) => onChange(Number(next))} name="doctorId">
        <SelectTrigger id="doctorId" className="w-full">
          <SelectValue placeholder="Select a doctor" />
        </SelectTrigger>
        <SelectContent>
          {doctors.map((doctor) => (
            <SelectItem key={doctor.id} value={String(doctor.id)}>
              {doctor.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
