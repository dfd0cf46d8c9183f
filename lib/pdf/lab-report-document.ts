import { formatInstant, isoDateInZone } from '@/lib/clinic-time';
import { capitalise } from '@/lib/format';
import type { LabOrderLine, LabResultView } from '@/lib/lab/queries/order-detail';
import { ageInMonths, rangeText } from '@/lib/lab/rules/flag';
import { formatResultNumber } from '@/lib/lab/rules/result-value';
import { FLAG_LABELS, formatLabOrderNumber, PRIORITY_LABELS } from '@/lib/lab/rules/states';
import type { LabReportSource } from '@/lib/lab/pdf/report';
import { formatPatientNumber } from '@/lib/patients/rules/number';

// What a lab order's report prints, every value a display string: the PDF only lays it out. The order of the fields
// is the printed order.

/** One test's line: its current result, and what an amendment replaced. */
export interface LabReportRow {
  test: string;
  /** "6.2", "Positive"; '' when there is none. */
  result: string;
  unit: string;
  /** "12.0–15.5", or the normal words of a test read as words ("Negative"). */
  range: string;
  /** "Critical low", "High"; '' without a flag. */
  flag: string;
  /** "Amended 14 Mar 2026, 10:05 by Ngozi Eze: typed from the wrong tube. Earlier: 3.1." */
  note: string;
}

/** A panel's parts under its name, or the tests ordered on their own (`panel` null). */
export interface LabReportGroup {
  panel: string | null;
  rows: LabReportRow[];
}

export interface LabReportDocument {
  clinicName: string;
  /** "LAB-000045". */
  orderNumber: string;
  /** "lab-report-LAB-000045.pdf". */
  fileName: string;
  patient: { name: string; number: string; age: string; sex: string };
  priority: string;
  orderedBy: string;
  orderedAt: string;
  clinicalNote: string;
  specimen: { types: string; accession: string; collectedAt: string; collectedBy: string };
  /** "Bayo Ade", "Ngozi Eze (self-verified)", or the outside laboratory that sent the results. */
  verifiedBy: string;
  releasedAt: string;
  /** The last amendment's time, or '' when the results stand as released. */
  amendedAt: string;
  groups: LabReportGroup[];
}

const at = (iso: string | null) => (iso ? formatInstant(iso) : '');

/** The age on the day the specimen was taken: years, or months for a child under two (whose ranges go by the month). */
function ageText(dateOfBirth: string, on: string): string {
  const months = ageInMonths(dateOfBirth, on);
  if (months < 24) return `${months} ${months === 1 ? 'month' : 'months'}`;
  const years = Math.floor(months / 12);
  return `${years} years`;
}

const valueOf = (result: Pick<LabResultView, 'valueNumber' | 'valueText'>, decimals: number) =>
  result.valueNumber !== null ? formatResultNumber(result.valueNumber, decimals) : (result.valueText ?? '');

/** The amendment that wrote the current value, and the values it replaced, oldest first. */
function amendmentNote({ analyte, result, earlier }: LabOrderLine): string {
  if (!result || earlier.length === 0) return '';
  const was = earlier.map((value) => valueOf(value, analyte.decimals)).join(', then ');
  const by = result.enteredBy ? ` by ${result.enteredBy}` : '';
  const why = result.amendReason ? `: ${result.amendReason.replace(/\.+$/, '')}` : '';
  return `Amended ${at(result.enteredAt)}${by}${why}. Earlier: ${was}.`;
}

function rowOf(line: LabOrderLine): LabReportRow {
  const { analyte, result } = line;
  const range =
    analyte.kind === 'number'
      ? rangeText(result ? { low: result.rangeLow ?? undefined, high: result.rangeHigh ?? undefined } : null)
      : (analyte.normalChoices ?? []).join(', ');
  return {
    test: analyte.name,
    result: result ? valueOf(result, analyte.decimals) : '',
    unit: (result?.unit ?? analyte.unit) || '',
    range,
    flag: result?.flag ? FLAG_LABELS[result.flag] : '',
    note: amendmentNote(line),
  };
}

/** The lines in groups: a panel's parts together under its name, the tests ordered alone between them as they came. */
function groupsOf(lines: readonly LabOrderLine[]): LabReportGroup[] {
  const groups: LabReportGroup[] = [];
  let lastOrderTest: number | null = null;
  for (const line of lines) {
    const panel = line.analyte.panel;
    const last = groups.at(-1);
    const continues = last && (panel ? line.analyte.orderTestId === lastOrderTest : last.panel === null);
    if (continues) last.rows.push(rowOf(line));
    else groups.push({ panel, rows: [rowOf(line)] });
    lastOrderTest = line.analyte.orderTestId;
  }
  return groups;
}

export const labReportFileName = (number: number) => `lab-report-${formatLabOrderNumber(number)}.pdf`;

/** The report of a released order, as display strings, for the clinic `clinicName`. */
export function toLabReportDocument({ order, specimens }: LabReportSource, { clinicName }: { clinicName: string }): LabReportDocument {
  const on = isoDateInZone(new Date(order.collectedAt ?? order.orderedAt));
  return {
    clinicName,
    orderNumber: formatLabOrderNumber(order.number),
    fileName: labReportFileName(order.number),
    patient: {
      name: order.patient.name,
      number: formatPatientNumber(order.patient.patientNumber),
      age: ageText(order.patient.dateOfBirth, on),
      sex: capitalise(order.patient.gender),
    },
    priority: PRIORITY_LABELS[order.priority],
    orderedBy: order.orderedBy ?? 'A removed account',
    orderedAt: at(order.orderedAt),
    clinicalNote: order.note,
    specimen: { types: specimens.join(', '), accession: order.accession ?? '', collectedAt: at(order.collectedAt), collectedBy: order.collectedBy ?? '' },
    verifiedBy: order.verifiedBy ? `${order.verifiedBy}${order.selfVerified ? ' (self-verified)' : ''}` : '',
    releasedAt: at(order.releasedAt),
    amendedAt: at(order.amendedAt),
    groups: groupsOf(order.lines),
  };
}
