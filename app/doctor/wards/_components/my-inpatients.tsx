import { InpatientList } from '@/components/wards/inpatient-list';
import type { Inpatient } from '@/lib/wards/queries/inpatients';

/** The signed-in doctor's own inpatients, first on the board: each a card that opens the admission. */
export function MyInpatients({ inpatients }: { inpatients: readonly Inpatient[] }) {
  return (
    <section aria-labelledby="my-inpatients" className="space-y-3">
      <h2 id="my-inpatients" className="text-lg font-semibold">
        My inpatients
      </h2>
      {inpatients.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have no patients admitted under your name.</p>
      ) : (
        <InpatientList inpatients={inpatients} labelledBy="my-inpatients" />
      )}
    </section>
  );
}
