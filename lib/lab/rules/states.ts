// Not `server-only`: the words of a lab order's life, shared by the Lab screen, the visit page and the server.

/** How soon the lab should run an order; STAT goes first on the worklist. */
export const LAB_PRIORITIES = ['routine', 'urgent', 'stat'] as const;
export type LabPriority = (typeof LAB_PRIORITIES)[number];
export const PRIORITY_LABELS: Record<LabPriority, string> = { routine: 'Routine', urgent: 'Urgent', stat: 'STAT' };

/**
 * Where an order is. ordered: waiting for its specimen (To collect); collected: the specimen is in the lab, results
 * are being entered (In progress); resulted: every result entered, waiting for a second scientist (To verify);
 * released: verified and sent to the doctor; cancelled: with a reason, before the specimen was taken.
 */
export const LAB_ORDER_STATUSES = ['ordered', 'collected', 'resulted', 'released', 'cancelled'] as const;
export type LabOrderStatus = (typeof LAB_ORDER_STATUSES)[number];

/** The Lab screen's four lists, each one state of the order. */
export const WORKLISTS = [
  { status: 'ordered', label: 'To collect' },
  { status: 'collected', label: 'In progress' },
  { status: 'resulted', label: 'To verify' },
  { status: 'released', label: 'Released' },
] as const satisfies ReadonlyArray<{ status: LabOrderStatus; label: string }>;

/** What the doctor reads of an order's state on the visit page and in the chart. */
export const ORDER_STATUS_LABELS: Record<LabOrderStatus, string> = {
  ordered: 'Awaiting specimen',
  collected: 'In the lab',
  resulted: 'Awaiting verification',
  released: 'Released',
  cancelled: 'Cancelled',
};

/**
 * A result's flag, worked out from the test's range and critical limits (lib/lab/rules/flag.ts): a number is low,
 * high, or critically so; a word is normal, abnormal or critical.
 */
export const RESULT_FLAGS = ['normal', 'low', 'high', 'critical-low', 'critical-high', 'abnormal', 'critical'] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];

export const FLAG_LABELS: Record<ResultFlag, string> = {
  normal: 'Normal',
  low: 'Low',
  high: 'High',
  'critical-low': 'Critical low',
  'critical-high': 'Critical high',
  abnormal: 'Abnormal',
  critical: 'Critical',
};

export const isCritical = (flag: ResultFlag | null): boolean => flag === 'critical' || flag === 'critical-low' || flag === 'critical-high';
export const isAbnormal = (flag: ResultFlag | null): boolean => flag !== null && flag !== 'normal';

/** The order number as every screen, the report and FHIR show it: LAB-000123. */
export const formatLabOrderNumber = (number: number): string => `LAB-${String(number).padStart(6, '0')}`;
