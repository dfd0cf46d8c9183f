import type { PrescriptionPrintout } from '@/lib/prescriptions/queries/printout';
import type { PrescriptionMedicineRecord, PrescriptionRecord } from '@/lib/prescriptions/queries/prescriptions';
import type { TransactionRecord } from '@/lib/transactions/queries/transactions';
import { pdfText } from '@/tests/pdf-text';
import { ageText, toPrescriptionDocument } from './prescription-document';
import { receiptFileName, toReceiptDocument } from './receipt-document';
import { receiptPdf } from './receipt-pdf';

const TRANSACTION: TransactionRecord = {
  id: 42,
  date: '2026-11-20',
  status: 'success',
  payerBank: 'GTBank',
  paymentMethod: 'Debit Card',
  paidAt: new Date('2026-11-20T14:04:00Z'),
  documentation: 'receipt-GCH-000042.pdf',
  items: [
    { label: 'Check-up', amountKobo: 500_000 },
    { label: 'Medicine', amountKobo: 1_250_050 },
  ],
  subtotalKobo: 1_750_050,
  taxKobo: 131_254,
  totalKobo: 1_881_304,
  patient: { id: 7, fullName: 'Chiamaka Ọkafor', email: null, phone: '+2348030000000', gender: 'female', avatar: '' },
  appointment: null,
};
const DOCTOR = { name: 'Dr. Ada Obi', specialty: 'General Practice', licenceNumber: 'MDCN/1', hospitalName: 'Grace Community Hospital', hospitalAddress: 'Ikoyi, Lagos' };

describe('the receipt', () => {
  it('prints the sheet’s values, money in the app’s naira format, the pay time on the clinic’s clock', async () => {
    const receipt = toReceiptDocument(TRANSACTION, DOCTOR);
    expect(receipt).toMatchObject({ kind: 'Receipt', number: 'GCH-000042', fileName: 'receipt-GCH-000042.pdf', total: '₦18,813.04', paidAt: '20 Nov 2026, 15:04' });
    const text = pdfText(await receiptPdf(receipt));
    for (const value of ['Receipt GCH-000042', 'Chiamaka Ọkafor', 'GTBank', 'Debit Card', '20 Nov 2026, 15:04', 'Check-up', '₦5,000.00', '₦12,500.50', '₦17,500.50', '₦1,312.54', '₦18,813.04', 'Dr. Ada Obi', 'Grace Community Hospital', 'Not given'])
      expect(text).toContain(value);
  });

  it('is an invoice until paid, and downloads as receipt-<id>.pdf when filed under no usable name', () => {
    expect(toReceiptDocument({ ...TRANSACTION, status: 'pending', paidAt: null, documentation: 'invoice-GCH-000042.pdf' }, DOCTOR)).toMatchObject({ kind: 'Invoice', number: 'GCH-000042', paidAt: 'Not paid yet' });
    for (const documentation of ['', 'receipt.txt', '../x.pdf', 'a "b".pdf']) expect(receiptFileName({ id: 42, documentation })).toBe('receipt-42.pdf');
  });
});

describe('toPrescriptionDocument', () => {
  const MEDICINE: PrescriptionMedicineRecord = {
    id: 1,
    medicineId: 3,
    name: 'Amoxicillin',
    strength: '500 mg',
    form: 'capsule',
    doseAmount: 500,
    doseUnit: 'mg',
    dosage: '',
    route: 'oral',
    durationDays: 7,
    durationUnit: 'days',
    time: 'after meal',
    interval: 'tds',
    quantity: 21,
    quantityUnit: 'capsule',
    comment: 'With water',
    allergyOverride: 'Tolerated amoxicillin in 2024',
  };
  const record = {
    id: 5,
    patientId: 7,
    patientNumber: 123,
    patientName: 'Chiamaka Ọkafor',
    patientEmail: null,
    patientAvatar: '',
    patientDateOfBirth: '1972-11-25',
    patientDateOfBirthEstimated: false,
    patientGender: 'female',
    doctorId: 1,
    doctorName: 'Dr. Ada Obi',
    doctorEmail: 'ada@gch.ng',
    doctorAvatar: '',
    addedAt: '2026-11-24T23:30:00.000Z',
    status: true,
    voided: null,
    appointmentId: null,
    appointmentDate: null,
    doctorSpecialty: 'Cardiology',
    doctorLicenseNumber: 'MDCN/1',
    doctorPhone: '+2348031234567',
    hospitalName: '',
    hospitalAddress: '',
    foodAllergies: '',
    diabetic: '',
    currentMedication: '',
    problemDescription: '',
    bloodPressure: '',
    pulseRate: null,
    temperature: null,
    height: null,
    weight: null,
    test: 'Lipid profile',
    advice: 'Less salt',
    nextVisitNumber: 1,
    nextVisitUnit: 'months',
    nextVisitOn: '2027-02-28',
    diagnosisTestId: 9,
    diagnosisTestLabel: 'RPT-13 · Hypertension',
    diagnosis: 'Chest infection',
    medicines: [
      MEDICINE,
      { ...MEDICINE, id: 2, medicineId: null, name: 'Herbal bitters', strength: '', form: '', doseAmount: null, doseUnit: null, dosage: 'one capful', route: '', durationDays: 21, durationUnit: 'weeks', interval: 'both', quantity: null, quantityUnit: '', comment: '', allergyOverride: '' },
    ],
    measuredAt: null,
  } satisfies PrescriptionRecord;
  const printout: PrescriptionPrintout = {
    prescription: record,
    allergyStatus: 'listed',
    allergies: [{ substance: 'Penicillin', drugClass: 'penicillin', reaction: 'Rash' }],
    latestWeight: { value: 72.5, value2: null, takenAt: '2026-11-20T09:00:00Z' },
  };

  it('writes the latest weight to a scale\'s tenth, as every screen does: 72 kg is "72.0 kg"', () => {
    const document = toPrescriptionDocument({ ...printout, latestWeight: { value: 72, value2: null, takenAt: '2026-11-20T09:00:00Z' } }, '2026-11-25');
    expect(document.patient.latestWeight).toEqual({ value: '72.0 kg', takenOn: '20 Nov 2026' });
  });

  it('maps the record and the patient\'s record now to display strings: number, age, sex, latest weight, allergies, diagnosis, dosing, next visit date', () => {
    const document = toPrescriptionDocument(printout, '2026-11-25');
    expect(document).toMatchObject({
      clinic: { name: 'HMS', address: '' },
      // The phone as every screen writes it (it is stored +2348031234567).
      prescriber: { name: 'Dr. Ada Obi', specialty: 'Cardiology', licenceNumber: 'MDCN/1', phone: '+234 803 123 4567', email: 'ada@gch.ng' },
      // 23:30 UTC is the next morning in Lagos.
      writtenOn: '25 Nov 2026',
      patient: { name: 'Chiamaka Ọkafor', number: 'P-000123', age: '54 years', sex: 'Female', latestWeight: { value: '72.5 kg', takenOn: '20 Nov 2026' } },
      allergies: [{ substance: 'Penicillin', reaction: 'Rash' }],
      diagnosis: 'RPT-13 · Hypertension; Chest infection',
      nextVisit: '28 Feb 2027',
      status: 'Active',
      signatureName: 'Dr. Ada Obi',
      test: 'Lipid profile',
      advice: 'Less salt',
    });
    expect(document.medicines).toEqual([
      {
        name: 'Amoxicillin',
        strength: '500 mg',
        form: 'capsule',
        dose: '500 mg',
        route: 'Oral (PO)',
        frequency: { words: 'Three times daily', abbreviation: 'TDS' },
        duration: '7 days',
        quantity: '21 capsules',
        meal: 'After meal',
        comment: 'With water',
        allergyOverride: 'Tolerated amoxicillin in 2024',
      },
      {
        name: 'Herbal bitters (not in the formulary)',
        strength: '',
        form: '',
        dose: 'one capful',
        route: '',
        frequency: { words: 'Morning and evening', abbreviation: 'BD' },
        duration: '3 weeks',
        quantity: '',
        meal: 'After meal',
        comment: '',
        allergyOverride: '',
      },
    ]);
  });

  it('says "No known drug allergies" or "Not recorded" when the patient has none listed, and no next visit when none is set', () => {
    expect(toPrescriptionDocument({ ...printout, allergyStatus: 'none', allergies: [] }).allergies).toBe('No known drug allergies');
    expect(toPrescriptionDocument({ ...printout, allergyStatus: 'not-recorded', allergies: [] }).allergies).toBe('Not recorded');
    expect(toPrescriptionDocument({ ...printout, prescription: { ...record, nextVisitOn: null, diagnosisTestLabel: null, diagnosis: '' } })).toMatchObject({ nextVisit: null, diagnosis: '' });
  });

  it('says a voided prescription is voided, by whom and why, and gives its state as Voided, never Active', () => {
    expect(toPrescriptionDocument(printout)).toMatchObject({ voided: null, status: 'Active' });
    expect(toPrescriptionDocument({ ...printout, prescription: { ...record, status: false } })).toMatchObject({ voided: null, status: 'Inactive' });
    const voided = { voidedAt: '2026-11-25T10:00:00Z', voidedBy: 'Dr. Ada Obi', reason: 'Entered for the wrong patient.' };
    // Its Status switch was left on when it was voided: the state is Voided all the same.
    expect(toPrescriptionDocument({ ...printout, prescription: { ...record, status: true, voided } })).toMatchObject({
      voided: 'Voided on 25 Nov 2026 by Dr. Ada Obi: Entered for the wrong patient.',
      status: 'Voided',
    });
    expect(toPrescriptionDocument({ ...printout, prescription: { ...record, voided: { ...voided, voidedBy: null } } }).voided).toBe(
      'Voided on 25 Nov 2026 by a removed account: Entered for the wrong patient.',
    );
  });

  it('says an estimated age as such', () => {
    expect(ageText('2000-06-01', true, '2026-11-25')).toBe('About 26 years');
    expect(ageText('2026-01-01', false, '2026-11-25')).toBe('0 years');
    expect(ageText('2025-11-25', false, '2026-11-25')).toBe('1 year');
  });
});
