import { facts } from './facts';
import { heading, title } from './heading';
import type { LabReportDocument } from './lab-report-document';
import { FONT_SIZE, lineHeightOf } from './page-setup';
import { MUTED, PdfWriter } from './pdf-writer';
import { table } from './table';

// A released lab order's report, as a laboratory prints it: the clinic and the order, the patient, who asked for
// what and when, the specimen, the results grouped by panel with their units, ranges and flags in words, amended
// values noted, and who verified and released them.

// Shares in points of the 511 pt between the margins: a long test name wraps; "Critical high" fits on one line.
const RESULT_COLUMNS = [
  { header: 'Test', share: 124 },
  { header: 'Result', share: 56, align: 'right' as const },
  { header: 'Unit', share: 50 },
  { header: 'Reference range', share: 84 },
  { header: 'Flag', share: 60 },
  { header: 'Notes', share: 137 },
];

/** The panel's name, the table's header and a row of it: about four lines. */
const PANEL_KEEP_WITH = 4 * lineHeightOf(FONT_SIZE.body);

export async function labReportPdf(data: LabReportDocument): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Laboratory report ${data.orderNumber}, ${data.patient.name}`);
  title(pdf, data.clinicName);
  pdf.moveDown(4);
  pdf.rule(1.5);
  pdf.moveDown(10);
  title(pdf, `Laboratory report ${data.orderNumber}`);
  pdf.moveDown(4);
  const { patient } = data;
  facts(pdf, [
    ['Patient', patient.name],
    ['Patient number', patient.number],
    ['Age and sex', `${patient.age}, ${patient.sex}`],
    ['Ordered by', data.orderedBy],
    ['Ordered at', data.orderedAt],
    ['Priority', data.priority],
  ]);
  if (data.clinicalNote) {
    heading(pdf, 'Clinical note');
    pdf.paragraph(data.clinicalNote);
  }

  heading(pdf, 'Specimen');
  facts(pdf, [
    ['Specimen', data.specimen.types],
    ['Accession number', data.specimen.accession],
    ['Collected at', data.specimen.collectedAt],
  ]);

  heading(pdf, 'Results', 60);
  for (const group of data.groups) {
    if (group.panel) {
      // The panel's name moves to the next page with its table's header and first row, never alone.
      pdf.moveDown(4);
      pdf.ensureRoom(PANEL_KEEP_WITH);
      pdf.paragraph(group.panel, { bold: true });
    }
    table(
      pdf,
      RESULT_COLUMNS,
      group.rows.map((row) => [row.test, row.result, row.unit, row.range, row.flag, row.note].map((cell) => cell || '—')),
      'No result',
    );
  }

  heading(pdf, 'Verification');
  facts(pdf, [
    ['Verified and released by', data.verifiedBy],
    ['Released at', data.releasedAt],
    ['Last amended at', data.amendedAt || 'Not amended'],
  ]);
  pdf.moveDown(6);
  pdf.paragraph('Flags are worked out from the reference range that applied to this patient when the specimen was taken.', { color: MUTED });
  return pdf.finish(`Laboratory report · ${data.orderNumber} · ${patient.name} · ${patient.number}`);
}
