'use client';

import { useRouter } from 'next/navigation';
import { createContext, use, useCallback, useState, type ReactNode } from 'react';
// The hook's own file, not the data-table kit's index: the index would bring the whole kit (TanStack) with it.
import { useListUrl } from '@/components/data-table/use-list-url';
import { LazyPartFallback } from '@/components/ui/lazy-part';
import { patientListChanges } from '@/lib/patient-list-url';
import { REPORTS_PAGE_KEY } from './patient-list-keys';
import type { PatientReports, SheetPatient } from './patient-sheet';
import { patientSheetPart } from './patient-sheet-part';

const ShowPatient = createContext<((patientId: number) => void) | null>(null);

/** Opens a patient's side sheet: for the View Details buttons inside PatientSheetHost. */
export function useShowPatient(): (patientId: number) => void {
  const show = use(ShowPatient);
  if (!show) throw new Error('A View Details button must be inside PatientSheetHost.');
  return show;
}

/**
 * The side sheet of the page's patients, around the cards (which the server renders). Opening a patient puts
 * them in the URL (?patient=), so the server reads their medical reports; the sheet opens at once and shows
 * the reports when they arrive. A page that arrives with ?patient= opens the sheet too, fetching its code then.
 */
export function PatientSheetHost({
  patients,
  reports,
  initialOpenId,
  children,
}: {
  patients: SheetPatient[];
  reports: PatientReports | null;
  /** The URL's ?patient= when the page arrived. */
  initialOpenId: number | undefined;
  children: ReactNode;
}) {
  const router = useRouter();
  const { setParams } = useListUrl();
  const [openId, setOpenId] = useState<number | null>(initialOpenId ?? null);
  const open = patients.find((patient) => patient.id === openId) ?? null;
  // Once fetched the sheet stays mounted, closed or open, so that it animates out and gives focus back.
  const { Component: Sheet, failed, retry } = patientSheetPart.useLoaded(open !== null);

  const show = useCallback(
    (id: number | null) => {
      setOpenId(id);
      // Another patient's reports start at their first page.
      setParams({ ...patientListChanges({ patient: id ?? undefined }), [REPORTS_PAGE_KEY]: null });
    },
    [setParams],
  );
  const close = useCallback(() => show(null), [show]);

  return (
    <ShowPatient value={show}>
      {children}
      {Sheet ? (
        <Sheet patient={open} reports={reports && reports.patientId === openId ? reports : null} onClose={close} onRetryReports={() => router.refresh()} />
      ) : (
        open && <LazyPartFallback name="Patient" failed={failed} onRetry={retry} onClose={close} />
      )}
    </ShowPatient>
  );
}
