import type { Patient } from '@/lib/hospital-api/contract';
import { PatientCard, PatientCardIcons } from './patient-card';
import type { PatientReports } from './patient-sheet';
import { PatientSheetHost } from './patient-sheet-host';
import { sheetPatient } from './sheet-patient';

/**
 * The card grid and the side sheet. The cards render on the server and ship no code but their View Details
 * buttons; the sheet (PatientSheetHost) is the client part that knows which patient is open.
 */
export function PatientGrid({ patients, reports, openId }: { patients: Patient[]; reports: PatientReports | null; openId: number | undefined }) {
  return (
    <PatientSheetHost patients={patients.map(sheetPatient)} reports={reports} initialOpenId={openId}>
      <PatientCardIcons />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {patients.map((patient) => (
          <li key={patient.id}>
            <PatientCard patient={patient} />
          </li>
        ))}
      </ul>
    </PatientSheetHost>
  );
}
