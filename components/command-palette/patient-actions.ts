import { CalendarPlus, FileText, FlaskConical, UserRound, type LucideIcon } from 'lucide-react';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';

/** The patient a quick action is for: what the palette found. */
export interface PalettePatient {
  id: number;
  fullName: string;
}

export interface PatientAction {
  value: string;
  /** Says the patient's name: it is the option's accessible name. */
  label: string;
  href: string;
  icon: LucideIcon;
}

/**
 * A chosen patient's quick actions. The URLs are a contract with the pages that read them (the chart, and the
 * booking, diagnosis test and prescription forms prefilled with the patient); the palette only goes there.
 */
export function patientActions({ id, fullName }: PalettePatient): PatientAction[] {
  return [
    { value: `chart:${id}`, label: `Open the chart of ${fullName}`, href: patientChartHref(id), icon: UserRound },
    { value: `book:${id}`, label: `Book an appointment for ${fullName}`, href: `/doctor/appointments?book=${id}`, icon: CalendarPlus },
    { value: `diagnosis:${id}`, label: `New diagnosis test for ${fullName}`, href: `/doctor/new-diagnosis?patient=${id}`, icon: FlaskConical },
    { value: `prescription:${id}`, label: `New prescription for ${fullName}`, href: `/doctor/prescription/create-prescription?patient=${id}`, icon: FileText },
  ];
}

