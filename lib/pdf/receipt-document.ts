import { formatInstant } from '@/lib/clinic-time';
import type { TransactionRecord } from '@/lib/transactions/queries/transactions';
import { capitalise, formatDate, formatNaira, koboToNaira } from '@/lib/format';

// What a transaction's receipt prints, as display strings (money in the app's naira format): the transaction
// sheet's facts, plus the clinic and the doctor who issues it.

export interface ReceiptDocument {
  /** "Receipt" for a payment that went through; "Invoice" while it is pending or after it failed. */
  kind: 'Receipt' | 'Invoice';
  /** "GCH-000123", from the name it was filed under. */
  number: string;
  /** The file name it downloads as: the transaction's documentation ("receipt-GCH-000123.pdf"). */
  fileName: string;
  clinic: { name: string; address: string };
  /** The transaction's date: "25 Nov 2026". */
  date: string;
  patient: { name: string; phone: string; email: string };
  payerBank: string;
  paymentMethod: string;
  /** "25 Nov 2026, 15:04", or "Not paid yet". */
  paidAt: string;
  status: string;
  items: ReadonlyArray<{ label: string; amount: string }>;
  subtotal: string;
  tax: string;
  total: string;
  doctor: { name: string; specialty: string; licenceNumber: string };
}

/** The doctor on the receipt (the visit's, or the one issuing it for a walk-in sale) and their clinic. */
export interface ReceiptDoctor {
  name: string;
  specialty: string;
  licenceNumber: string;
  hospitalName: string;
  hospitalAddress: string;
}

/** A name filed as "receipt-GCH-000123.pdf" downloads so; anything else (none, or not a plain file name) as "receipt-<id>.pdf". */
export function receiptFileName(record: Pick<TransactionRecord, 'id' | 'documentation'>): string {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.pdf$/.test(record.documentation) ? record.documentation : `receipt-${record.id}.pdf`;
}

export function toReceiptDocument(record: TransactionRecord, doctor: ReceiptDoctor): ReceiptDocument {
  const fileName = receiptFileName(record);
  const naira = (kobo: number) => formatNaira(koboToNaira(kobo));
  return {
    kind: record.status === 'success' ? 'Receipt' : 'Invoice',
    number: fileName.replace(/\.pdf$/, '').replace(/^(receipt|invoice)-/, '') || String(record.id),
    fileName,
    clinic: { name: doctor.hospitalName || 'HMS', address: doctor.hospitalAddress },
    date: formatDate(record.date),
    patient: { name: record.patient.fullName, phone: record.patient.phone, email: record.patient.email ?? '' },
    payerBank: record.payerBank,
    paymentMethod: record.paymentMethod,
    paidAt: record.paidAt ? formatInstant(record.paidAt) : 'Not paid yet',
    status: capitalise(record.status),
    items: record.items.map((item) => ({ label: item.label, amount: naira(item.amountKobo) })),
    subtotal: naira(record.subtotalKobo),
    tax: naira(record.taxKobo),
    total: naira(record.totalKobo),
    doctor: { name: doctor.name, specialty: doctor.specialty, licenceNumber: doctor.licenceNumber },
  };
}
