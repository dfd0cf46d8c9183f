import type { BedState } from './kinds';

// What a bed shows on the board and how a ward's beds add up: pure, shared by the board, the dashboard and their tests.

/**
 * What a bed is to someone looking for one: a patient in it, free, being cleaned, or out of service. A patient in
 * the bed wins over the bed's own state, so that nobody lying in a bed is ever hidden behind "out of service".
 */
export const BED_STATUSES = ['occupied', 'free', 'cleaning', 'out-of-service'] as const;
export type BedStatus = (typeof BED_STATUSES)[number];

export const BED_STATUS_LABELS: Record<BedStatus, string> = {
  occupied: 'Occupied',
  free: 'Free',
  cleaning: 'Being cleaned',
  'out-of-service': 'Out of service',
};

export function bedStatus(bed: { state: BedState; occupied: boolean }): BedStatus {
  if (bed.occupied) return 'occupied';
  if (bed.state === 'out-of-service') return 'out-of-service';
  return bed.state === 'cleaning' ? 'cleaning' : 'free';
}

/** A ward's beds counted by what they show. Beds out of service are not in `inService`, the occupancy's denominator. */
export interface Census {
  inService: number;
  occupied: number;
  free: number;
  cleaning: number;
  outOfService: number;
}

export function censusOf(statuses: readonly BedStatus[]): Census {
  const count = (status: BedStatus) => statuses.filter((each) => each === status).length;
  const outOfService = count('out-of-service');
  return { inService: statuses.length - outOfService, occupied: count('occupied'), free: count('free'), cleaning: count('cleaning'), outOfService };
}

/** Occupied beds as a whole percentage of the beds in service; null when no bed is in service (no figure to give). */
export function occupancyPercent({ occupied, inService }: { occupied: number; inService: number }): number | null {
  return inService === 0 ? null : Math.round((occupied / inService) * 100);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "7 of 10 beds occupied": the beds in service only. */
export const occupiedText = ({ occupied, inService }: { occupied: number; inService: number }): string =>
  `${occupied} of ${plural(inService, 'bed', 'beds')} occupied`;

/** "78% occupancy", or "No beds in service". */
export function occupancyText(census: { occupied: number; inService: number }): string {
  const percent = occupancyPercent(census);
  return percent === null ? 'No beds in service' : `${percent}% occupancy`;
}

/** "2 free · 1 being cleaned · 1 out of service" (every count said, zero too: the reader compares wards). */
export const censusBreakdown = ({ free, cleaning, outOfService }: Census): string => `${free} free · ${cleaning} being cleaned · ${outOfService} out of service`;
