'use client';

import { patientIdentity } from '@/lib/patients/rules/label';
import { Fragment } from 'react';
import { ChevronRight, Loader2, RotateCw, UserRound } from 'lucide-react';
import type { PatientMatch } from '@/lib/patients/queries/options';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { PaletteGroup, PaletteItem } from './palette-item';
import type { PatientMatches } from './use-patient-matches';

export const NO_PATIENTS_FOUND = 'No patients found.';
export const SEARCHING_PATIENTS = 'Searching patients…';
export const SEARCH_FAILED = 'Could not search patients.';

const statusRow = 'flex items-center gap-2 border-t px-4 py-3 text-sm text-muted-foreground';

/**
 * The found patients, inside the palette's list. Each patient is two options: the patient (Enter opens the
 * chart) and "Actions for …" (Enter lists the quick actions), so that both are reachable with the arrow keys
 * and each says whose it is. A failed search offers Retry as an option too.
 */
export function PatientResults({
  matches,
  onOpen,
  onShowActions,
  onRetry,
}: {
  matches: PatientMatches;
  onOpen: (href: string) => void;
  onShowActions: (patient: PatientMatch) => void;
  onRetry: () => void;
}) {
  if (matches.status === 'error') {
    return (
      <PaletteGroup heading="Patients">
        <PaletteItem value="patients:retry" icon={RotateCw} onSelect={onRetry}>
          Retry the patient search
        </PaletteItem>
      </PaletteGroup>
    );
  }
  if (matches.status !== 'ready' || matches.patients.length === 0) return null;
  return (
    <PaletteGroup heading="Patients">
      {matches.patients.map((patient) => (
        <Fragment key={patient.id}>
          <PaletteItem value={`patient:${patient.id}`} icon={UserRound} onSelect={() => onOpen(patientChartHref(patient.id))}>
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">{patient.fullName}</span>
              <span className="truncate text-xs text-muted-foreground">
                {[patientIdentity(patient), patient.phone, patient.email].filter(Boolean).join(' · ')}
              </span>
            </span>
          </PaletteItem>
          <PaletteItem value={`patient-actions:${patient.id}`} icon={ChevronRight} onSelect={() => onShowActions(patient)} className="min-h-8 py-1 pl-10 text-xs">
            Actions for {patient.fullName}…
          </PaletteItem>
        </Fragment>
      ))}
    </PaletteGroup>
  );
}

/**
 * What the search is doing, shown below the list (a listbox holds options only): searching, no patients,
 * or the failure as an alert. Screen readers hear the first two through the palette's status (paletteStatus).
 */
export function PatientSearchStatus({ matches }: { matches: PatientMatches }) {
  if (matches.status === 'loading') {
    return (
      <p className={statusRow}>
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {SEARCHING_PATIENTS}
      </p>
    );
  }
  if (matches.status === 'ready' && matches.patients.length === 0) return <p className={statusRow}>{NO_PATIENTS_FOUND}</p>;
  if (matches.status !== 'error') return null;
  return (
    <div role="alert" className="border-t px-4 py-3 text-sm">
      <p className="font-medium text-destructive">{SEARCH_FAILED}</p>
      <p className="text-muted-foreground">{matches.message}</p>
    </div>
  );
}

/** What the palette's polite status says: the search's progress and count, or the page of a chosen patient. */
export function paletteStatus(matches: PatientMatches, patientName: string | null): string {
  if (patientName) return `Actions for ${patientName}. Backspace or Escape goes back to the search.`;
  if (matches.status === 'loading') return SEARCHING_PATIENTS;
  if (matches.status !== 'ready') return '';
  const count = matches.patients.length;
  if (count === 0) return NO_PATIENTS_FOUND;
  return count === 1 ? '1 patient found.' : `${count} patients found.`;
}
