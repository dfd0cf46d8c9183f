'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useListUrl } from '@/components/data-table';
import type { Patient } from '@/lib/hospital-api/contract';
import { parsePatientListParams, patientListChanges } from '@/lib/validations/patient-list';
import { PatientCard, PatientCardIcons } from './patient-card';
import { PatientSheet, type PatientReports } from './patient-sheet';
import { REPORTS_PAGE_KEY } from './patient-list-keys';

/**
 * The card grid and the side sheet. Opening a patient puts them in the URL (?patient=), so the server
 * reads their medical reports through the hospital API; the sheet opens at once and shows the reports
 * when they arrive.
 */
export function PatientGrid({ patients, reports }: { patients: Patient[]; reports: PatientReports | null }) {
  const router = useRouter();
  const { searchParams, setParams } = useListUrl();
  const [openId, setOpenId] = useState<number | null>(() => parsePatientListParams(Object.fromEntries(searchParams)).patient ?? null);
  const open = patients.find((patient) => patient.id === openId) ?? null;

  function show(id: number | null) {
    setOpenId(id);
    // Another patient's reports start at their first page.
    setParams({ ...patientListChanges({ patient: id ?? undefined }), [REPORTS_PAGE_KEY]: null });
  }

  return (
    <>
      <PatientCardIcons />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {patients.map((patient) => (
          <li key={patient.id}>
            <PatientCard patient={patient} onViewDetails={() => show(patient.id)} />
          </li>
        ))}
      </ul>
      <PatientSheet
        patient={open}
        reports={reports && reports.patientId === openId ? reports : null}
        onClose={() => show(null)}
        onRetryReports={() => router.refresh()}
      />
    </>
  );
}
