import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import Link from '@/components/ui/link';
import { requireAdministrator } from '@/lib/auth/current-doctor';
import { getDb } from '@/lib/db/client';
import { listBedsOfWard, listWardsForAdministration } from '@/lib/wards/queries/wards-admin';
import { boardFilterSchema } from '@/lib/wards/schema';
import { AddWardButton } from './_components/add-ward-button';
import { ChosenWard } from './_components/chosen-ward';
import { RowIcons } from './_components/row-look';
import { WardList } from './_components/ward-list';
import { chooseWard } from './_components/wards-href';

export const metadata: Metadata = { title: 'Wards and beds' };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The administrators' wards and beds: every ward with its beds counted, and the beds of one (?ward=, else the first)
 * with their buttons; add and change a ward, add a bed, take one out of service and back, retire one. Two statements
 * whatever the number of beds: the wards counted in SQL, then the one ward's beds. To anyone else the screen does not
 * exist. It names no patient, so reading it is not audited; every change is.
 */
export default async function WardsAdministrationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdministrator();
  // The bed board's filter reads ?ward= the same way: a ward's id, or nothing for anything else.
  const { ward: asked } = boardFilterSchema.parse({ ward: first((await searchParams).ward) });
  const db = await getDb();
  const wards = await listWardsForAdministration(db);
  const chosen = chooseWard(wards, asked);
  const beds = chosen ? await listBedsOfWard(db, chosen.wardId) : [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <PageTitle>Wards and beds</PageTitle>
          <p className="text-sm text-muted-foreground">
            The clinic&apos;s wards and their beds, as the{' '}
            <Link href="/doctor/wards" className="text-primary underline underline-offset-4">
              bed board
            </Link>{' '}
            and the admission dialog offer them.
          </p>
        </div>
        <AddWardButton />
      </div>
      {chosen === undefined ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">No wards yet. Add the first with Add ward.</p>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[20rem_minmax(0,1fr)] xl:items-start">
          <RowIcons />
          <WardList wards={wards} chosenId={chosen.wardId} />
          {/* Keyed by the ward: another ward's beds start with their dialogs closed and their forms empty. */}
          <ChosenWard key={chosen.wardId} ward={chosen} beds={beds} />
        </div>
      )}
    </div>
  );
}
