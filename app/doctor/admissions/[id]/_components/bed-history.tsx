import { InstantDate } from '@/components/instant-date';
import type { BedStay } from '@/lib/admissions/queries/stays';
import { AdmissionSection } from './section';

/** "Bed history": every bed of the stay, oldest first, with when the patient came and left and why they moved. */
export function BedHistory({ stays }: { stays: readonly BedStay[] }) {
  return (
    <AdmissionSection id="admission-beds" title="Bed history">
      {stays.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bed recorded.</p>
      ) : (
        <ol className="divide-y rounded-xl border bg-card text-sm">
          {stays.map((stay) => (
            <li key={stay.id} className="space-y-1 p-3">
              <p className="font-medium">
                {stay.wardName}, bed {stay.bedLabel}
              </p>
              <p className="text-muted-foreground">
                From <InstantDate iso={stay.fromAt} withTime /> {stay.toAt ? <>to <InstantDate iso={stay.toAt} withTime /></> : 'until now'}
                {stay.movedBy ? <>, by {stay.movedBy}</> : null}
              </p>
              {stay.reason ? <p className="[overflow-wrap:anywhere]">Reason for transfer: {stay.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </AdmissionSection>
  );
}
