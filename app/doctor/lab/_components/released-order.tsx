'use client';

import { InstantDate } from '@/components/instant-date';
import type { LabOrderDetail } from '@/lib/lab/queries/order-detail';
import { OrderResults } from './order-results';

/** A step of the order as the report states it: "Verified by Bayo Ade", with its time. */
function Step({ label, who, iso }: { label: string; who: string | null; iso: string | null }) {
  if (!iso) return null;
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>
        {who ? `${who}, ` : ''}
        <InstantDate iso={iso} withTime />
      </dd>
    </div>
  );
}

/**
 * "View" on a released order: its results read-only, each amendment with who made it, when and why, and the values it
 * replaced struck through; then who took the specimen and who verified the results.
 */
export function ReleasedOrder({ order }: { order: LabOrderDetail }) {
  return (
    <div className="grid gap-4">
      <OrderResults order={order} history />
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Step label="Ordered" who={order.orderedBy} iso={order.orderedAt} />
        <Step label={order.accession ? `Specimen ${order.accession} taken` : 'Specimen taken'} who={order.collectedBy} iso={order.collectedAt} />
        <Step label={order.selfVerified ? 'Verified by the scientist who entered the results' : 'Verified and released'} who={order.verifiedBy} iso={order.releasedAt} />
        <Step label="Last amended" who={null} iso={order.amendedAt} />
      </dl>
    </div>
  );
}
