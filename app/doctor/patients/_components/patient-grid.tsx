import type { Patient } from '@/lib/hospital-api/contract';
import { PatientCard, PatientCardIcons } from './patient-card';
import type { PatientReports, SheetPatient } from './patient-sheet';
import { PatientSheetHost } from './patient-sheet-host';

/**
 * The card grid and the side sheet. The cards render on the server and ship no code but their View Details
 * buttons; the sheet (PatientSheetHost) is the client part that knows which patient is open, and is sent only the
 * patient of the URL's ?patient= (`shown`).
 */
export function PatientGrid({ patients, shown, reports }: { patients: Patient[]; shown: SheetPatient | null; reports: PatientReports | null }) {
  return (
    <PatientSheetHost patient={shown} reports={reports}>
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
