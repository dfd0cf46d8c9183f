import { r4Errors } from '@/tests/fhir-validator';
import { toFhirMedicationStatement, type MedicationHistoryRow } from './medication-statement';

const SYSTEM = 'http://localhost:3000/fhir/CodeSystem/record-import';

const TAKEN: MedicationHistoryRow = {
  id: 9,
  patientId: 3,
  medicineId: null,
  codeSystem: 'http://www.nlm.nih.gov/research/umls/rxnorm',
  code: '197361',
  name: 'Amlodipine 5 MG Oral Tablet',
  dosage: '1 tablet once a day',
  status: 'active',
  kind: 'statement',
  startedOn: '2021-05-01',
  endedOn: null,
  recordedOn: '2024-02-10',
  prescriber: null,
  reason: 'Hypertension',
  note: '',
  importId: 7,
  recordedById: null,
  createdAt: new Date('2026-11-28T09:00:00Z'),
  voidedAt: null,
  voidedById: null,
  voidReason: null,
  source: { sourceName: 'St Mary’s Hospital', importedAt: '2026-11-27T23:30:00.000Z', importedBy: 'Dr. Ada Obi', importedBySystem: null },
};

describe('a medicine the patient takes as a MedicationStatement', () => {
  it('says what came in and where from: the medicine, status, period, when said, the source as informationSource, dosage and reason', () => {
    const statement = toFhirMedicationStatement(TAKEN, SYSTEM);
    expect(r4Errors(statement)).toEqual([]);
    expect(statement).toEqual({
      resourceType: 'MedicationStatement',
      id: '9',
      meta: { tag: [{ system: SYSTEM, code: '7', display: 'Imported from St Mary’s Hospital on 28 Nov 2026 by Dr. Ada Obi' }] },
      status: 'active',
      medicationCodeableConcept: { coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '197361' }], text: 'Amlodipine 5 MG Oral Tablet' },
      subject: { reference: 'Patient/3' },
      effectivePeriod: { start: '2021-05-01' },
      dateAsserted: '2024-02-10',
      informationSource: { display: 'St Mary’s Hospital' },
      reasonCode: [{ text: 'Hypertension' }],
      dosage: [{ text: '1 tablet once a day' }],
    });
  });

  it("maps a status to a statement's words (a request's cancelled was stopped, anything unknown is unknown); voided is entered-in-error", () => {
    const status = (row: Partial<MedicationHistoryRow>) => toFhirMedicationStatement({ ...TAKEN, ...row }, SYSTEM).status;
    expect(status({ status: 'completed' })).toBe('completed');
    expect(status({ status: 'not-taken' })).toBe('not-taken');
    expect(status({ status: 'cancelled' })).toBe('stopped');
    expect(status({ status: 'draft' })).toBe('intended');
    expect(status({ status: 'whatever' })).toBe('unknown');
    expect(status({ voidedAt: new Date() })).toBe('entered-in-error');
  });

  it('leaves out an end before the start, names a prescriber in a note, and a statement written down here by its doctor', () => {
    const statement = toFhirMedicationStatement({ ...TAKEN, endedOn: '2020-01-01', prescriber: 'Dr. Ana Lima', importId: null, source: null, recordedById: 4, dosage: '', reason: null }, SYSTEM);
    expect(r4Errors(statement)).toEqual([]);
    expect(statement.effectivePeriod).toEqual({ start: '2021-05-01' });
    expect(statement.note).toEqual([{ text: 'Prescribed by Dr. Ana Lima' }]);
    // What the record noted follows the prescriber.
    expect(toFhirMedicationStatement({ ...TAKEN, prescriber: 'Dr. Ana Lima', note: 'Ankle swelling since the dose went up' }, SYSTEM).note).toEqual([
      { text: 'Prescribed by Dr. Ana Lima' },
      { text: 'Ankle swelling since the dose went up' },
    ]);
    expect(toFhirMedicationStatement({ ...TAKEN, note: 'Taken with food' }, SYSTEM).note).toEqual([{ text: 'Taken with food' }]);
    expect(statement.informationSource).toEqual({ reference: 'Practitioner/4' });
    expect(statement.meta).toBeUndefined();
    expect(statement.dosage).toBeUndefined();
  });
});
