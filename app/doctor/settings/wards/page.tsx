import type { Metadata } from 'next';
import { PageTitle } from '@/components/page-title';
import Link from '@/components/ui/link';
import { requireAdministrator } from '@/lib/auth/current-doctor';
import { getDb } from '@/lib/db/client';
import { listWardsForAdministration, type AdminWard } from '@/lib/wards/queries/wards-admin';
import { WARD_KIND_LABELS, WARD_SEX_LABELS } from '@/lib/wards/rules/kinds';
import { BedDialog } from './_components/bed-dialog';
import { WardBeds } from './_components/ward-beds';
import { WardDialog } from './_components/ward-dialog';

export const metadata: Metadata = { title: 'Wards and beds' };

const retiredText = (count: number) => `${count} retired ${count === 1 ? 'bed' : 'beds'}, kept for the history of the stays in ${count === 1 ? 'it' : 'them'}.`;

/**
 * The administrators' wards and beds: every ward with its beds; add and change a ward, add a bed, take one out of
 * service and back, retire one. To anyone else the screen does not exist. It names no patient, so reading it is not
 * audited; every change is.
 */
export default async function WardsAdministrationPage() {
  await requireAdministrator();
  const wards = await listWardsForAdministration(await getDb());
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
        <WardDialog />
      </div>
      {wards.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">No wards yet. Add the first with Add ward.</p>
      ) : (
        wards.map((ward) => <WardCard key={ward.wardId} ward={ward} />)
      )}
    </div>
  );
}

function WardCard({ ward }: { ward: AdminWard }) {
  const headingId = `admin-ward-${ward.wardId}`;
  return (
    <section aria-labelledby={headingId} data-testid="admin-ward" className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {ward.name}
          <span className="ml-2 text-sm font-normal text-muted-foreground">
            {WARD_KIND_LABELS[ward.kind]} · {WARD_SEX_LABELS[ward.sex]}
          </span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <WardDialog ward={ward} />
          <BedDialog wardId={ward.wardId} wardName={ward.name} />
        </div>
      </div>
      {ward.beds.length === 0 ? <p className="text-sm text-muted-foreground">No beds yet.</p> : <WardBeds wardName={ward.name} beds={ward.beds} />}
      {ward.retiredBeds > 0 && <p className="text-xs text-muted-foreground">{retiredText(ward.retiredBeds)}</p>}
    </section>
  );
}
