import { rgb } from 'pdf-lib';
import { wordsWithAbbreviation } from '@/lib/medicines/rules/frequencies';
import { medicineLabel } from '@/lib/medicines/rules/medicine-label';
import { VOIDED_PRESCRIPTION_MARK } from '@/lib/prescriptions/rules/state';
import { FONT_SIZE, lineHeightOf } from './page-setup';
import { facts } from './facts';
import { heading } from './heading';
import { MUTED, PdfWriter } from './pdf-writer';
import type { PrescriptionAllergies, PrescriptionDocument, PrescriptionDocumentMedicine } from './prescription-document';
import { signatureLine } from './signature';
import { table } from './table';

// The prescription as a PDF, in the printed sheet's order: clinic header, patient facts, allergies, diagnosis,
// medicines, additional information, next visit, signature. A pharmacist dispenses from it without a question.

/** The clinic on the left, the prescriber on the right, over a heavy rule. */
function clinicHeader(pdf: PdfWriter, { clinic, prescriber }: PrescriptionDocument): void {
  const half = pdf.width / 2 - 8;
  const left: Array<[string, { size: number; bold?: boolean }]> = [
    ...pdf.wrap(clinic.name, half, { size: FONT_SIZE.title, bold: true }).map((line): [string, { size: number; bold: boolean }] => [line, { size: FONT_SIZE.title, bold: true }]),
    ...pdf.wrap(clinic.address, half).map((line): [string, { size: number }] => [line, { size: FONT_SIZE.body }]),
  ];
  const right: Array<[string, { size: number; bold?: boolean }]> = [
    [prescriber.name, { size: FONT_SIZE.heading, bold: true }],
    [prescriber.specialty, { size: FONT_SIZE.body }],
    [prescriber.licenceNumber ? `Licence ${prescriber.licenceNumber}` : '', { size: FONT_SIZE.body }],
    [prescriber.phone, { size: FONT_SIZE.body }],
    [prescriber.email, { size: FONT_SIZE.body }],
  ].filter(([text]) => text) as Array<[string, { size: number; bold?: boolean }]>;
  const column = (lines: typeof left, draw: (text: string, top: number, style: { size: number; bold?: boolean }) => void) => {
    let top = pdf.y;
    for (const [text, style] of lines) {
      draw(text, top, style);
      top -= lineHeightOf(style.size);
    }
    return pdf.y - top;
  };
  const leftHeight = column(left, (text, top, style) => pdf.drawLine(text, pdf.left, top, style));
  const rightHeight = column(
    right.flatMap(([text, style]) => pdf.wrap(text, half, style).map((line): [string, typeof style] => [line, style])),
    (text, top, style) => pdf.drawLineRight(text, pdf.right, top, style),
  );
  pdf.moveDown(Math.max(leftHeight, rightHeight) + 6);
  pdf.rule(1.5);
  pdf.moveDown(10);
}

const VOIDED_RED = rgb(0.7, 0, 0);

/**
 * A voided prescription says so first, in bold red, boxed: the mark, then who voided it, when and why. Every
 * further page starts with the mark again, so that no page of it can be dispensed from on its own.
 */
function voidedBanner(pdf: PdfWriter, detail: string): void {
  const mark = { size: FONT_SIZE.title, bold: true, color: VOIDED_RED };
  const style = { bold: true, color: VOIDED_RED };
  const lines = pdf.wrap(detail, pdf.width - 16, style);
  const height = lineHeightOf(FONT_SIZE.title) + lines.length * lineHeightOf(FONT_SIZE.body) + 12;
  pdf.page.drawRectangle({ x: pdf.left, y: pdf.y - height, width: pdf.width, height, borderColor: VOIDED_RED, borderWidth: 1.5 });
  pdf.moveDown(6);
  pdf.drawLine(VOIDED_PRESCRIPTION_MARK, pdf.left + 8, pdf.y, mark);
  pdf.moveDown(lineHeightOf(FONT_SIZE.title));
  for (const line of lines) {
    pdf.drawLine(line, pdf.left + 8, pdf.y, style);
    pdf.moveDown(lineHeightOf(FONT_SIZE.body));
  }
  pdf.moveDown(18);
  pdf.onPageStart(() => {
    pdf.drawLine(VOIDED_PRESCRIPTION_MARK, pdf.left, pdf.y, mark);
    pdf.moveDown(lineHeightOf(FONT_SIZE.title) + 6);
  });
}

const allergyText = (allergies: PrescriptionAllergies): string[] =>
  typeof allergies === 'string' ? [allergies] : allergies.map(({ substance, reaction }) => (reaction ? `${substance}: ${reaction}` : substance));

/** The comment, then the allergy override's reason on its own line. */
const medicineNotes = (medicine: PrescriptionDocumentMedicine) =>
  [medicine.comment, medicine.allergyOverride ? `Prescribed despite an allergy: ${medicine.allergyOverride}` : ''].filter(Boolean).join('\n');

// Shares in points of the 511 pt between the margins: each header and the longest route ("Subcutaneous") on one line.
const MEDICINE_COLUMNS = [
  { header: '#', share: 16 },
  { header: 'Medicine', share: 88 },
  { header: 'Dose', share: 50 },
  { header: 'Route', share: 62 },
  { header: 'Frequency', share: 62 },
  { header: 'Duration', share: 48 },
  { header: 'Quantity', share: 52 },
  { header: 'Meal', share: 44 },
  { header: 'Notes', share: 89 },
];

export async function prescriptionPdf(data: PrescriptionDocument): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Prescription for ${data.patient.name}, ${data.writtenOn}`);
  if (data.voided) voidedBanner(pdf, data.voided);
  clinicHeader(pdf, data);
  const { patient } = data;
  facts(pdf, [
    ['Patient', patient.name],
    ['Patient number', patient.number],
    ['Date', data.writtenOn],
    ['Age', patient.age],
    ['Sex', patient.sex],
    ['Latest weight', patient.latestWeight ? `${patient.latestWeight.value} (${patient.latestWeight.takenOn})` : 'Not recorded'],
    ['Status', data.status],
  ]);

  heading(pdf, 'Drug allergies');
  for (const line of allergyText(data.allergies)) pdf.paragraph(line, { bold: typeof data.allergies !== 'string' });

  heading(pdf, 'Diagnosis');
  pdf.paragraph(data.diagnosis || 'Not given', data.diagnosis ? {} : { color: MUTED });

  heading(pdf, 'Medicines', 60);
  table(
    pdf,
    MEDICINE_COLUMNS,
    data.medicines.map((medicine, index) => [
      String(index + 1),
      medicineLabel(medicine),
      medicine.dose,
      medicine.route,
      wordsWithAbbreviation(medicine.frequency),
      medicine.duration,
      medicine.quantity,
      medicine.meal,
      medicineNotes(medicine),
    ].map((cell) => cell || '—')),
    'No medicine prescribed',
  );

  heading(pdf, 'Additional information');
  facts(
    pdf,
    [
      ['Test', data.test],
      ['Advice', data.advice],
    ],
    1,
  );
  heading(pdf, 'Next visit');
  pdf.paragraph(data.nextVisit ?? 'None set', data.nextVisit ? { bold: true } : { color: MUTED });

  signatureLine(pdf, data.signatureName, data.prescriber.licenceNumber ? `Licence ${data.prescriber.licenceNumber}` : '');
  return pdf.finish(`Prescription · ${patient.name} · ${patient.number}`);
}
