import Link from '@/components/ui/link';
import { UserSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PatientListParams } from '@/lib/patients/rules/list-url';

/** No patient on this page: either nothing matches the search and filters, or there are no patients yet. */
export function PatientsEmpty({ params }: { params: PatientListParams }) {
  const filtered = Boolean(params.search || params.state || params.bloodGroup || params.visits);
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
      <UserSearch className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{filtered ? 'No patients match this search.' : params.page > 1 ? 'This page is empty.' : 'No patients yet.'}</p>
      {filtered || params.page > 1 ? (
        <Button variant="outline" asChild>
          <Link href="/doctor/patients">Show all patients</Link>
        </Button>
      ) : null}
    </div>
  );
}
