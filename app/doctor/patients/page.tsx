import type { Metadata } from 'next';
import { Download, FileUp, UserPlus } from 'lucide-react';
import { LoadError } from '@/components/forms/load-error';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { patientsShown, recordRead, type Reader } from '@/lib/audit';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { REPORTS_PAGE_SIZE } from '@/lib/constants';
import { listPatientStates } from '@/lib/patients/queries/states';
import { getDb } from '@/lib/db/client';
import { loadFailure } from '@/lib/load-failure';
import { patientListQuery, type PatientListParams } from '@/lib/patients/rules/list-url';
import { parsePatientListParams } from '@/lib/patients/schema/list';
import { parseTableParams } from '@/lib/lists/table-params';
import { PatientCountSelect } from './_components/patient-count-select';
import { PatientFilter } from './_components/patient-filter';
import { PatientGrid } from './_components/patient-grid';
import { PatientPagination } from './_components/patient-pagination';
import { PatientSearch } from './_components/patient-search';
import { sheetPatient } from './_components/sheet-patient';
import { loadSheetReports } from './_components/sheet-reports';
import { PatientsEmpty } from './_components/patients-empty';
import { readPatientPage } from './_components/patient-page';
import { REPORTS_PREFIX } from './_components/patient-list-keys';
import { formatCount } from '@/lib/format';

export const metadata: Metadata = { title: 'Patients' };

export default async function PatientsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireDoctor();
  const query = await searchParams;
  const params = parsePatientListParams(query);
  const reportsPage = parseTableParams(query, { pageSize: REPORTS_PAGE_SIZE, sorts: [], prefix: REPORTS_PREFIX }).page;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle className="mr-auto">Patients</PageTitle>
        <Button variant="outline" asChild>
          <a href={`/doctor/patients/export${patientListQuery({ search: params.search, state: params.state, bloodGroup: params.bloodGroup, visits: params.visits })}`} download>
            <Download aria-hidden="true" />
            Download Report
          </a>
        </Button>
        <PatientFilter states={await listPatientStates(await getDb())} current={{ state: params.state, bloodGroup: params.bloodGroup, visits: params.visits }} />
        <LinkButton href="/doctor/patients/import" icon={FileUp} variant="outline">
          Import record
        </LinkButton>
        <LinkButton href="/doctor/patients/new" icon={UserPlus}>
          New patient
        </LinkButton>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PatientSearch search={params.search} />
        <PatientCountSelect limit={params.limit} />
      </div>
      {/* The page's cards are in the first HTML, and are what paints first, before any script has run. */}
      <PatientResults doctor={doctor} params={params} reportsPage={reportsPage} />
    </div>
  );
}

async function PatientResults({ doctor, params, reportsPage }: { doctor: Reader; params: PatientListParams; reportsPage: number }) {
  const page = await getDb()
    .then((db) => readPatientPage(db, params))
    .catch((error: unknown) => ({ error: loadFailure(error) }));
  if ('error' in page) return <LoadError error={page.error} title="Could not load the patients" />;
  if (page.data.length === 0) return <PatientsEmpty params={params} />;
  // The side sheet opens for the `?patient=` of this page only, and only its reports are read and sent: an id that
  // is not on the page (no patient's, or another page's) opens no sheet, reads no reports and records no sheet view.
  const shown = page.data.find((patient) => patient.id === params.patient);
  const reports = shown ? await loadSheetReports(await getDb(), shown.id, reportsPage) : null;
  // One audit insert for the response: a line per patient on the page, and the sheet's patient.
  await recordRead(await getDb(), {
    reader: doctor,
    source: `patients list, page ${page.pagination.page}`,
    items: [...patientsShown(page.data.map((patient) => patient.id)), ...(shown ? patientsShown([shown.id], 'sheet') : [])],
  });
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground" role="status">
        {formatCount(page.pagination.total)} {page.pagination.total === 1 ? 'patient' : 'patients'}
      </p>
      <PatientGrid patients={page.data} shown={shown ? sheetPatient(shown) : null} reports={reports} />
      <PatientPagination pagination={page.pagination} params={params} />
    </div>
  );
}
