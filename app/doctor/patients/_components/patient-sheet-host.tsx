'use client';

import { useRouter } from 'next/navigation';
import { createContext, use, useCallback, useState, type ReactNode } from 'react';
// The hook's own file, not the data-table kit's index: the index would bring the whole kit (TanStack) with it.
import { useListUrl } from '@/components/data-table/use-list-url';
import { LazyPartFallback } from '@/components/ui/lazy-part';
import { patientListChanges } from '@/lib/patients/rules/list-url';
import { REPORTS_PAGE_KEY } from './patient-list-keys';
import type { PatientReports, SheetPatient } from './patient-sheet';
import { patientSheetPart } from './patient-sheet-part';

/** The patient a View Details button opened: their name is shown at once, their details when the server sends them. */
export type OpenedPatient = { id: number; name: string };

const ShowPatient = createContext<((patient: OpenedPatient) => void) | null>(null);

/** Opens a patient's side sheet: for the View Details buttons inside PatientSheetHost. */
export function useShowPatient(): (patient: OpenedPatient) => void {
  const show = use(ShowPatient);
  if (!show) throw new Error('A View Details button must be inside PatientSheetHost.');
  return show;
}

/**
 * The side sheet around the cards (which the server renders). Opening a patient puts them in the URL (?patient=),
 * and the server answers with that patient's details and medical reports: the page sends the sheet only the
 * patient of its URL, never the whole page's patients a second time (the cards already show them). The sheet opens
 * at once with the name from the card, and fills in when the answer arrives. A page that arrives with ?patient= of
 * a patient on it opens the sheet too, fetching its code then.
 */
export function PatientSheetHost({
  patient,
  reports,
  children,
}: {
  /** The URL's ?patient=, when they are on this page. */
  patient: SheetPatient | null;
  reports: PatientReports | null;
  children: ReactNode;
}) {
  const router = useRouter();
  const { setParams, pending } = useListUrl();
  const [opened, setOpened] = useState<OpenedPatient | null>(patient && { id: patient.id, name: patient.fullName });
  const shown = patient && patient.id === opened?.id ? patient : null;
  // Once fetched the sheet stays mounted, closed or open, so that it animates out and gives focus back.
  const { Component: Sheet, failed, retry } = patientSheetPart.useLoaded(opened !== null);

  const show = useCallback(
    (next: OpenedPatient | null) => {
      setOpened(next);
      // Another patient's reports start at their first page.
      setParams({ ...patientListChanges({ patient: next?.id }), [REPORTS_PAGE_KEY]: null });
    },
    [setParams],
  );
  const close = useCallback(() => show(null), [show]);

  return (
    <ShowPatient value={show}>
      {children}
      {Sheet ? (
        <Sheet
          opened={opened}
          patient={shown}
          // The server has answered without this patient (no longer on the page): say so, with a retry.
          missing={opened !== null && !shown && !pending}
          reports={reports && reports.patientId === opened?.id ? reports : null}
          onClose={close}
          onRetry={() => router.refresh()}
        />
      ) : (
        opened && <LazyPartFallback name="Patient" failed={failed} onRetry={retry} onClose={close} />
      )}
    </ShowPatient>
  );
}
