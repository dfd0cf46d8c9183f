import { pdfPages, pdfText } from '@/tests/pdf-text';
import type { PrescriptionDocument } from './prescription-document';
import { prescriptionPdf } from './prescription-pdf';

/** A prescription with every field a printout can hold: two medicines, an allergy, an override reason. */
export const FULL_PRESCRIPTION: PrescriptionDocument = {
  clinic: { name: 'Grace Community Hospital', address: '12 Awolowo Road, Ikoyi, Lagos' },
  prescriber: { name: 'Dr. Adaeze Nwankwo', specialty: 'Cardiology', licenceNumber: 'MDCN/2019/48213', phone: '+234 803 123 4567', email: 'adaeze@gch.ng' },
  writtenOn: '25 Nov 2026',
  patient: { name: 'Chiamaka Ọkafor', number: 'P-000123', age: '54 years', sex: 'Female', latestWeight: { value: '72.5 kg', takenOn: '20 Nov 2026' } },
  allergies: [{ substance: 'Penicillin', reaction: 'Rash and hives' }],
  diagnosis: 'Essential hypertension, newly diagnosed',
  medicines: [
    {
      name: 'Amlodipine',
      strength: '5 mg',
      form: 'tablet',
      dose: '10 mg',
      route: 'Oral (PO)',
      frequency: { words: 'Once daily', abbreviation: 'OD' },
      duration: '4 weeks',
      quantity: '56 tablets',
      meal: 'After meal',
      comment: 'Check blood pressure weekly',
      allergyOverride: '',
    },
    {
      name: 'Amoxicillin',
      strength: '500 mg',
      form: 'capsule',
      dose: '1 capsule',
      route: 'Oral (PO)',
      frequency: { words: 'Three times daily', abbreviation: 'TDS' },
      duration: '7 days',
      quantity: '21 capsules',
      meal: 'Before meal',
      comment: '',
      allergyOverride: 'Rash was mild in childhood; patient tolerated amoxicillin in 2024',
    },
  ],
  test: 'Lipid profile; serum electrolytes and creatinine',
  advice: 'Reduce salt; walk 30 minutes a day',
  nextVisit: '23 Dec 2026',
  status: 'Active',
  signatureName: 'Dr. Adaeze Nwankwo',
};

/** The text with line breaks as spaces: a wrapped value reads as one. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('prescriptionPdf', () => {
  it('is a PDF carrying every field of the prescription', async () => {
    const bytes = await prescriptionPdf(FULL_PRESCRIPTION);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = flat(pdfText(bytes));
    const p = FULL_PRESCRIPTION;
    const expected = [
      p.clinic.name,
      p.clinic.address,
      p.prescriber.name,
      p.prescriber.specialty,
      `Licence ${p.prescriber.licenceNumber}`,
      p.prescriber.phone,
      p.prescriber.email,
      p.writtenOn,
      p.patient.name,
      p.patient.number,
      p.patient.age,
      p.patient.sex,
      '72.5 kg (20 Nov 2026)',
      'Penicillin: Rash and hives',
      p.diagnosis,
      ...p.medicines.flatMap((m) => [`${m.name} ${m.strength} ${m.form}`, m.dose, m.route, `${m.frequency.words} (${m.frequency.abbreviation})`, m.duration, m.quantity, m.meal]),
      p.medicines[0].comment,
      `Prescribed despite an allergy: ${p.medicines[1].allergyOverride}`,
      p.test,
      p.advice,
      p.nextVisit!,
      p.status,
      'Page 1 of 1',
    ];
    for (const value of expected) expect(text).toContain(value);
  });

  it('keeps the printed order: clinic, patient, allergies, diagnosis, medicines, additional information, next visit, signature', async () => {
    const text = flat(pdfText(await prescriptionPdf(FULL_PRESCRIPTION)));
    const order = ['Grace Community Hospital', 'P-000123', 'DRUG ALLERGIES', 'DIAGNOSIS', 'MEDICINES', 'Amlodipine 5 mg', 'Amoxicillin 500 mg', 'ADDITIONAL INFORMATION', 'NEXT VISIT', '23 Dec 2026'].map((value) =>
      text.indexOf(value),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The prescriber's name closes the page, under the signature line.
    expect(text.lastIndexOf('Dr. Adaeze Nwankwo')).toBeGreaterThan(text.indexOf('23 Dec 2026'));
  });

  it('says when allergies were not asked or there are none, with no weight, no diagnosis and no next visit', async () => {
    for (const allergies of ['No known drug allergies', 'Not recorded'] as const) {
      const text = flat(pdfText(await prescriptionPdf({ ...FULL_PRESCRIPTION, allergies, diagnosis: '', nextVisit: null, patient: { ...FULL_PRESCRIPTION.patient, latestWeight: null } })));
      expect(text).toContain(allergies);
      expect(text).toContain('Latest weight Not recorded');
      expect(text).toContain('DIAGNOSIS Not given');
      expect(text).toContain('NEXT VISIT None set');
    }
  });

  it('marks a voided prescription "VOIDED – do not dispense" above everything, with who, when and why, and its state Voided', async () => {
    const voided = { ...FULL_PRESCRIPTION, status: 'Voided', voided: 'Voided on 25 Nov 2026 by Dr. Ada Obi: wrong patient.' };
    const text = flat(pdfText(await prescriptionPdf(voided)));
    expect(text.indexOf('VOIDED – do not dispense Voided on 25 Nov 2026 by Dr. Ada Obi: wrong patient.')).toBe(0);
    expect(text).toContain('Status Voided');
    expect(text).not.toContain('Active');
    const standing = flat(pdfText(await prescriptionPdf(FULL_PRESCRIPTION)));
    expect(standing).not.toMatch(/voided/i);
    expect(standing).toContain('Status Active');
  });

  it("starts every page of a voided prescription's PDF with the mark", async () => {
    const medicines = Array.from({ length: 30 }, (_, index) => ({ ...FULL_PRESCRIPTION.medicines[1], name: `Medicine ${index + 1}` }));
    const pages = pdfPages(await prescriptionPdf({ ...FULL_PRESCRIPTION, medicines, status: 'Voided', voided: 'Voided on 25 Nov 2026 by Dr. Ada Obi: wrong patient.' }));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toMatch(/^VOIDED – do not dispense/);
    // The medicines' header still repeats under the mark.
    expect(pages[1]).toMatch(/^VOIDED – do not dispense\s+# Medicine Dose Route/);
  });

  it('runs onto a second page with many medicines, the table header repeated and the pages numbered', async () => {
    const medicines = Array.from({ length: 30 }, (_, index) => ({ ...FULL_PRESCRIPTION.medicines[1], name: `Medicine ${index + 1}` }));
    const pages = pdfPages(await prescriptionPdf({ ...FULL_PRESCRIPTION, medicines }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toMatch(/^# Medicine Dose Route Frequency Duration Quantity Meal Notes/);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.join('\n')).toContain('Medicine 30 500 mg');
  });
});
