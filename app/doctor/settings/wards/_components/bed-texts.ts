import type { AdminBed, AdminWard } from '@/lib/wards/queries/wards-admin';

// The words the administrators' screen says a ward's beds in: their counts in the list, one bed's state, the retired.

const beds = (count: number) => `${count} ${count === 1 ? 'bed' : 'beds'}`;

/** A ward's beds in the list of wards: in service and out of service (retired beds are history, not counted here). */
export function bedCountsText({ inService, outOfService }: Pick<AdminWard, 'inService' | 'outOfService'>): string {
  if (inService + outOfService === 0) return 'No beds yet';
  return `${beds(inService)} in service · ${outOfService} out of service`;
}

/** A bed's state as the administrators read it: whether someone lies in it, never who. */
export function bedStateText(bed: Pick<AdminBed, 'state' | 'outOfServiceReason' | 'occupied'>): string {
  if (bed.state === 'out-of-service') return `Out of service: ${bed.outOfServiceReason ?? ''}`;
  if (bed.occupied) return 'Occupied';
  return bed.state === 'cleaning' ? 'Being cleaned' : 'Ready';
}

/** The beds retired from a ward: off the board, kept for the stays that name them. */
export const retiredText = (count: number) => `${count} retired ${count === 1 ? 'bed' : 'beds'}, kept for the history of the stays in ${count === 1 ? 'it' : 'them'}.`;
