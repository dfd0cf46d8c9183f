'use client';

import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useMemo, useOptimistic, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/clinical/confirm-delete-dialog';
import { SearchBox } from '@/components/clinical/search-box';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { deleteDiagnosisTest } from '@/lib/actions/diagnosis-tests';
import type { DiagnosisTestRecord } from '@/lib/data/diagnosis-tests';
import { DiagnosisTestActionsContext } from './diagnosis-test-actions';
import { DIAGNOSIS_TEST_COLUMNS } from './diagnosis-test-columns';
import { DiagnosisTestView } from './diagnosis-test-view';
import type { Actor } from '@/lib/auth/roles';

/** SPEC.md: the search matches the patient's name, the report number or the doctor's name. */
function matches(test: DiagnosisTestRecord, needle: string) {
  return [test.patientName, test.reportNumber, test.doctorName].some((text) => text.toLowerCase().includes(needle));
}

const rowId = (row: DiagnosisTestRecord) => String(row.id);

export function DiagnosisTestList({ tests, actor }: { tests: DiagnosisTestRecord[]; actor: Actor }) {
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<DiagnosisTestRecord | null>(null);
  const [deleting, setDeleting] = useState<DiagnosisTestRecord | null>(null);
  const [, startTransition] = useTransition();
  // A deleted row leaves at once; the server's answer (or its refusal) settles it.
  const [shown, removeShown] = useOptimistic(tests, (rows, id: number) => rows.filter((row) => row.id !== id));

  const needle = search.trim().toLowerCase();
  const rows = useMemo(() => (needle ? shown.filter((test) => matches(test, needle)) : shown), [shown, needle]);
  const actions = useMemo(() => ({ view: setViewing, askDelete: setDeleting, actor }), [actor]);

  function confirmDelete() {
    const test = deleting;
    if (!test) return;
    setDeleting(null);
    startTransition(async () => {
      removeShown(test.id);
      try {
        const result = await deleteDiagnosisTest(test.id);
        if (result.ok) toast.success('Diagnosis test deleted successfully');
        else toast.error(result.message);
      } catch {
        toast.error('Could not reach the server. The diagnosis test was not deleted.');
      }
    });
  }

  return (
    <DiagnosisTestActionsContext value={actions}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SearchBox
            label="Search diagnosis tests"
            placeholder="Search by patient, report number or doctor"
            value={search}
            onChange={setSearch}
          />
          <Button asChild>
            <Link href="/doctor/new-diagnosis">
              <Plus aria-hidden="true" />
              New Patient Diagnosis Test
            </Link>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground" data-testid="diagnosis-test-count">
          {needle ? `${rows.length} of ${shown.length} diagnosis tests` : `${shown.length} diagnosis ${shown.length === 1 ? 'test' : 'tests'}`}
        </p>
        <DataTable
          data={rows}
          columns={DIAGNOSIS_TEST_COLUMNS}
          getRowId={rowId}
          emptyMessage="No patient diagnosis"
          label="Diagnosis tests"
        />
      </div>
      <DiagnosisTestView test={viewing} onClose={() => setViewing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onConfirm={confirmDelete}
        title="Confirm Delete"
        description="Are you sure you want to delete this patient?"
        confirmLabel="Yes, Delete"
      />
    </DiagnosisTestActionsContext>
  );
}
