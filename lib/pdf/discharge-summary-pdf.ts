import type { DischargeSummaryDocument } from './discharge-summary-document';
import { facts } from './facts';
import { heading, title } from './heading';
import { MUTED, PdfWriter } from './pdf-writer';
import { signatureLine } from './signature';
import { table } from './table';

// A discharge summary as a ward hands it to the patient and their next doctor: the clinic, who the patient is,
// when they came and went and where they lay, why they came, what was found and done, what they go home on, when
// to come back, and the discharging doctor's signature.

// Shares in points of the 511 pt between the margins.
const STAY_COLUMNS = [
  { header: 'Ward', share: 100 },
  { header: 'Bed', share: 60 },
  { header: 'From', share: 90 },
  { header: 'To', share: 90 },
  { header: 'Reason for transfer', share: 171 },
];

const MEDICINE_COLUMNS = [
  { header: '#', share: 16 },
  { header: 'Medicine', share: 130 },
  { header: 'Dose', share: 60 },
  { header: 'Route', share: 70 },
  { header: 'Frequency', share: 85 },
  { header: 'Duration', share: 55 },
  { header: 'Notes', share: 95 },
];

/** A section of free text: its heading, then the text, or `none` in grey. */
function section(pdf: PdfWriter, name: string, text: string, none = 'None'): void {
  heading(pdf, name);
  pdf.paragraph(text || none, text ? {} : { color: MUTED });
}

export async function dischargeSummaryPdf(data: DischargeSummaryDocument): Promise<Uint8Array> {
  const { patient } = data;
  const pdf = await PdfWriter.create(`Discharge summary for ${patient.name}, ${data.dischargedAt}`);
  title(pdf, data.clinicName);
  pdf.moveDown(4);
  pdf.rule(1.5);
  pdf.moveDown(10);
  title(pdf, 'Discharge summary');
  pdf.moveDown(4);
  facts(pdf, [
    ['Patient', patient.name],
    ['Patient number', patient.number],
    ['Age and sex', `${patient.age}, ${patient.sex}`],
    ['Admitted', data.admittedAt],
    ['Discharged', data.dischargedAt],
    ['Disposition', data.disposition],
    ['Admitting doctor', data.admittingDoctor],
  ]);

  section(pdf, 'Reason for admission', data.reason);
  heading(pdf, 'Wards and beds', 40);
  table(
    pdf,
    STAY_COLUMNS,
    data.stays.map((stay) => [stay.ward, stay.bed, stay.from, stay.to || data.dischargedAt, stay.reason].map((cell) => cell || '—')),
    'No bed recorded',
  );
  section(pdf, 'Diagnoses', data.diagnoses);
  section(pdf, 'Course in hospital', data.course);
  section(pdf, 'Procedures', data.procedures);

  heading(pdf, 'Medicines on discharge', 40);
  table(
    pdf,
    MEDICINE_COLUMNS,
    data.medicines.map((medicine, index) => [String(index + 1), medicine.name, medicine.dose, medicine.route, medicine.frequency, medicine.duration, medicine.notes].map((cell) => cell || '—')),
    'No medicines on discharge',
  );

  heading(pdf, 'Follow-up');
  pdf.paragraph(data.followUp ?? 'None set', data.followUp ? { bold: true } : { color: MUTED });

  signatureLine(pdf, data.dischargedBy, 'Discharging doctor');
  return pdf.finish(`Discharge summary · ${patient.name} · ${patient.number}`);
}
