import { FREQUENCIES } from '@/lib/medicines/rules/frequencies';
import { ROUTES } from '@/lib/medicines/rules/routes';
import { r4Errors } from '@/tests/fhir-validator';
import { toFhirMedicationRequest, type MedicationRow } from './medication-request';

const PRESCRIPTION: MedicationRow['prescription'] = {
  id: 7, patientId: 3, doctorId: 2, appointmentId: null, addedAt: new Date('2026-03-15T09:00:00Z'), status: true,
  foodAllergies: '', diabetic: '', currentMedication: '', problemDescription: '', test: '', advice: '', nextVisitNumber: null,
  nextVisitUnit: 'days', nextVisitOn: null, diagnosisTestId: null, diagnosis: 'Malaria', voidedAt: null, voidedById: null, voidReason: null,
};
const MEDICINE: MedicationRow['medicine'] = {
  id: 11, prescriptionId: 7, medicineId: 1, name: 'Amoxicillin', strength: '500 mg', form: 'capsule', doseAmount: 500, doseUnit: 'mg', dosage: '',
  route: 'oral', durationDays: 5, durationUnit: 'days', time: 'after meal', interval: 'tds', quantity: 15, quantityUnit: 'capsules', allergyOverride: '', comment: '', position: 0,
};
const request = (medicine: Partial<MedicationRow['medicine']> = {}, prescription: Partial<MedicationRow['prescription']> = {}) =>
  toFhirMedicationRequest({ id: 11, medicine: { ...MEDICINE, ...medicine }, prescription: { ...PRESCRIPTION, ...prescription } });

describe('a medicine of a prescription as a MedicationRequest', () => {
  it('carries the medicine, dose in UCUM, route in SNOMED CT, timing, duration, quantity, prescriber and reason', () => {
    const resource = request();
    expect(r4Errors(resource)).toEqual([]);
    expect(resource).toMatchObject({
      status: 'active',
      intent: 'order',
      groupIdentifier: { value: '7' },
      medicationCodeableConcept: { text: 'Amoxicillin 500 mg capsule' },
      subject: { reference: 'Patient/3' },
      requester: { reference: 'Practitioner/2' },
      authoredOn: '2026-03-15T09:00:00.000Z',
      reasonCode: [{ text: 'Malaria' }],
      dispenseRequest: { quantity: { value: 15, unit: 'capsules' }, expectedSupplyDuration: { value: 5, code: 'd' } },
    });
    const [dosage] = resource.dosageInstruction!;
    expect(dosage.text).toBe('500 mg, oral, Three times daily (TDS), after meal, for 5 days');
    expect(dosage.doseAndRate).toEqual([{ doseQuantity: { value: 500, unit: 'mg', system: 'http://unitsofmeasure.org', code: 'mg' } }]);
    expect(dosage.route?.coding).toEqual([{ system: 'http://snomed.info/sct', code: '26643006', display: 'Oral' }]);
    expect(dosage.timing).toEqual({
      repeat: { frequency: 3, period: 1, periodUnit: 'd', when: ['PC'], boundsDuration: { value: 5, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' } },
      code: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation', code: 'TID', display: 'TID' }], text: 'Three times daily (TDS)' },
    });
  });

  it('says every frequency in FHIR’s terms: BID, QID, QD, AM, PM, at night (HS), as needed, and stat as one dose', () => {
    const timing = Object.fromEntries(FREQUENCIES.map(({ code }) => [code, request({ interval: code })]));
    for (const resource of Object.values(timing)) expect(r4Errors(resource)).toEqual([]);
    const gts = (code: string) => timing[code].dosageInstruction![0].timing!.code!.coding?.[0].code;
    expect([gts('both'), gts('bd'), gts('qds'), gts('od'), gts('morning'), gts('evening')]).toEqual(['BID', 'BID', 'QID', 'QD', 'AM', 'PM']);
    expect(timing.nocte.dosageInstruction![0].timing!.repeat).toMatchObject({ frequency: 1, when: ['HS'] });
    expect(timing.prn.dosageInstruction![0]).toMatchObject({ asNeededBoolean: true });
    expect(timing.prn.dosageInstruction![0].timing!.repeat).toBeUndefined();
    expect(timing.stat).toMatchObject({ priority: 'stat', dosageInstruction: [{ timing: { repeat: { count: 1 } } }] });
  });

  it('codes every route, keeps a dose written in words as text, and marks an inactive or voided prescription', () => {
    for (const route of ROUTES) expect(request({ route }).dosageInstruction![0].route?.coding?.[0].code).toMatch(/^\d{6,9}$/);
    const inWords = request({ doseAmount: null, doseUnit: null, dosage: 'one at night', route: '' });
    expect(inWords.dosageInstruction![0].doseAndRate).toBeUndefined();
    expect(inWords.dosageInstruction![0].route).toBeUndefined();
    expect(inWords.dosageInstruction![0].text).toMatch(/^one at night, /);
    expect(r4Errors(inWords)).toEqual([]);
    expect(request({}, { status: false }).status).toBe('completed');
    expect(request({}, { voidedAt: new Date() }).status).toBe('entered-in-error');
    expect(request({ allergyOverride: 'Tolerated before' }).note).toEqual([{ text: 'Prescribed despite a recorded allergy: Tolerated before' }]);
  });
});
