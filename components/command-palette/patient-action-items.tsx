'use client';

import { patientActions, type PalettePatient } from './patient-actions';
import { PaletteGroup, PaletteItem } from './palette-item';

/** The nested page of a chosen patient: its quick actions that match what is typed, each naming the patient. */
export function PatientActionItems({ patient, query, onOpen }: { patient: PalettePatient; query: string; onOpen: (href: string) => void }) {
  const text = query.trim().toLowerCase();
  const actions = patientActions(patient).filter((action) => action.label.toLowerCase().includes(text));
  if (actions.length === 0) return null;
  return (
    <PaletteGroup heading={patient.fullName}>
      {actions.map((action) => (
        <PaletteItem key={action.value} value={action.value} icon={action.icon} onSelect={() => onOpen(action.href)}>
          {action.label}
        </PaletteItem>
      ))}
    </PaletteGroup>
  );
}
