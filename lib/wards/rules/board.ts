import type { Census } from './occupancy';

// How much of the clinic the bed board shows on one page.

/**
 * The most beds in service the board shows at once, every ward's grid on one page. A small clinic sees every bed at
 * once; a hospital opens one ward at a time, as a ward's staff work: above this the board without a ward chosen lists
 * the wards with their census instead, each a link to its own grid. Each bed's card is kilobytes of the page and
 * milliseconds of the server's work: a hospital's 266 beds made a page of 850 KB.
 */
export const BOARD_ALL_BEDS_LIMIT = 60;

/** The beds in service of every ward together (out of service ones are not shown as anyone's to use). */
export const bedsInService = (wards: ReadonlyArray<{ census: Pick<Census, 'inService'> }>): number =>
  wards.reduce((sum, ward) => sum + ward.census.inService, 0);

/** Whether the board without a ward chosen shows every ward's beds (true) or the overview of the wards. */
export const showsEveryBed = (wards: ReadonlyArray<{ census: Pick<Census, 'inService'> }>): boolean => bedsInService(wards) <= BOARD_ALL_BEDS_LIMIT;
