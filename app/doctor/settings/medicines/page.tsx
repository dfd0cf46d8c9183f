import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import { requireDoctor } from '@/lib/auth/current-doctor';
import { isAdministrator } from '@/lib/auth/roles';
import { listMedicines } from '@/lib/medicines/queries';
import { getDb } from '@/lib/db/client';
import { MEDICINES_PAGE_SIZE, parseMedicineSource } from '@/lib/medicines/schema';
import { parseTableParams } from '@/lib/lists/table-params';
import { MedicinesTable } from './_components/medicines-table';
import { formatCount } from '@/lib/format';

export const metadata: Metadata = { title: 'Medicines' };

const medicinesCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'medicine' : 'medicines'}`;

/**
 * The clinic's formulary: what the prescription form's Medicine field searches (the essential medicines
 * lists, the prototype's three and the clinic's own), paged and searched on the server (?page=&q=&source=). Every
 * doctor sees it; administrators add the clinic's own medicines.
 */
export default async function MedicinesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { doctor } = await requireDoctor();
  const query = await searchParams;
  const params = parseTableParams(query, { pageSize: MEDICINES_PAGE_SIZE, sorts: [] });
  const source = parseMedicineSource(query.source);
  // A page past the end serves the last one (readCountedPage).
  const list = await listMedicines(await getDb(), { page: params.page, pageSize: params.pageSize, q: params.q, source });
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle>Medicines</PageTitle>
        <p className="text-sm text-muted-foreground">
          The formulary the prescription form searches: the WHO and Nigeria essential medicines lists and the clinic&apos;s own additions.
        </p>
      </div>
      <p className="text-sm text-muted-foreground" role="status">
        {medicinesCount(list.total)}
      </p>
      <MedicinesTable list={list} params={params} source={source} canAdd={isAdministrator(doctor)} />
    </div>
  );
}
