import { facts } from './facts';
import { heading, title } from './heading';
import { FONT_SIZE, lineHeightOf } from './page-setup';
import { MUTED, PdfWriter } from './pdf-writer';
import type { ReceiptDocument } from './receipt-document';
import { signatureLine } from './signature';
import { table } from './table';

/** Subtotal, tax and grand total, right-aligned under the line items (the total in bold). */
function totals(pdf: PdfWriter, data: ReceiptDocument): void {
  const labelRight = pdf.right - 110;
  for (const [label, amount, bold] of [
    ['Subtotal', data.subtotal, false],
    ['Tax', data.tax, false],
    ['Grand total', data.total, true],
  ] as const) {
    const size = bold ? FONT_SIZE.heading : FONT_SIZE.body;
    pdf.ensureRoom(lineHeightOf(size));
    pdf.drawLineRight(label, labelRight, pdf.y, { size, bold, color: bold ? undefined : MUTED });
    pdf.drawLineRight(amount, pdf.right, pdf.y, { size, bold });
    pdf.moveDown(lineHeightOf(size) + 2);
  }
}

/** A transaction's receipt (or invoice, while unpaid) as a PDF: clinic, number, patient, payment, items, totals, doctor. */
export async function receiptPdf(data: ReceiptDocument): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`${data.kind} ${data.number}`);
  title(pdf, data.clinic.name);
  if (data.clinic.address) pdf.paragraph(data.clinic.address);
  pdf.moveDown(4);
  pdf.rule(1.5);
  pdf.moveDown(10);
  title(pdf, `${data.kind} ${data.number}`);
  pdf.moveDown(4);
  facts(pdf, [
    ['Patient', data.patient.name],
    ['Phone', data.patient.phone],
    ['Email', data.patient.email || 'Not given'],
    ['Date', data.date],
    ['Status', data.status],
    ['Pay date', data.paidAt],
    ['Payer bank', data.payerBank],
    ['Payment method', data.paymentMethod],
  ]);
  heading(pdf, 'Line items', 40);
  table(
    pdf,
    [
      { header: 'Item', share: 4 },
      { header: 'Amount', share: 1.4, align: 'right' },
    ],
    data.items.map((item) => [item.label, item.amount]),
    'No items',
  );
  totals(pdf, data);
  signatureLine(pdf, data.doctor.name, [data.doctor.specialty, data.doctor.licenceNumber ? `Licence ${data.doctor.licenceNumber}` : ''].filter(Boolean).join(' · '));
  return pdf.finish(`${data.kind} ${data.number} · ${data.clinic.name}`);
}
