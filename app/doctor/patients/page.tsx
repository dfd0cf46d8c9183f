import type { Metadata } from 'next';
import { Download } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { listPatientStates } from '@/lib/data/patient-states';
import { getDb } from '@/lib/db/client';
import { listMedicalReports, listPatients } from '@/lib/hospital-api';
import { loadFailure } from '@/lib/load-failure';
import { parsePatientListParams, patientListQuery, type PatientListParams } from '@/lib/validations/patient-list';
import { PatientCountSelect } from './_components/patient-count-select';
import { PatientFilter } from './_components/patient-filter';
import { PatientGrid } from './_components/patient-grid';
import { PatientPagination } from './_components/patient-pagination';
import { PatientSearch } from './_components/patient-search';
import type { PatientReports } from './_components/patient-sheet';
import { PatientsEmpty } from './_components/patients-empty';

export const metadata: Metadata = { title: 'Patients' };

async function loadReports(patientId: number | undefined): Promise<PatientReports | null> {
  if (!patientId) return null;
  try {
    return { patientId, ok: true, data: (await listMedicalReports({ patientId })).data };
  } catch (error) {
    return { patientId, ok: false, error: loadFailure(error) };
  }
}

export default async function PatientsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireDoctor();
  const params = parsePatientListParams(await searchParams);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle className="mr-auto">Patients</PageTitle>
        <Button variant="outline" asChild>
          <a href={`/doctor/patients/export${patientListQuery({ search: params.search, state: params.state, bloodGroup: params.bloodGroup })}`} download>
            <Download aria-hidden="true" />
            Download Report
          </a>
        </Button>
        <PatientFilter states={await listPatientStates(await getDb())} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PatientSearch />
        <PatientCountSelect />
      </div>
      <PatientResults params={params} />
    </div>
  );
}

async function PatientResults({ params }: { params: PatientListParams }) {
  const [page, reports] = await Promise.all([
    listPatients({ page: params.page, limit: params.limit, search: params.search, state: params.state, bloodGroup: params.bloodGroup }).catch(
      (error: unknown) => ({ error: loadFailure(error) }),
    ),
    loadReports(params.patient),
  ]);
  if ('error' in page) return <LoadError error={page.error} title="The patients could not be loaded" />;
  if (page.data.length === 0) return <PatientsEmpty params={params} />;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground" role="status">
        {page.pagination.total.toLocaleString('en-NG')} {page.pagination.total === 1 ? 'patient' : 'patients'}
      </p>
      <PatientGrid patients={page.data} reports={reports} />
      <PatientPagination pagination={page.pagination} params={params} />
    </div>
  );
}
