import { r4Errors } from '@/tests/fhir-validator';
import { toFhirOtherObservation, type OtherObservationRow } from './observation';

const SYSTEM = 'http://localhost:3000/fhir/CodeSystem/record-import';
const LOINC = 'http://loinc.org';
const SNOMED = 'http://snomed.info/sct';
const CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const UCUM = 'http://unitsofmeasure.org';

const NO_VALUE = { valueNumber: null, unit: null, unitSystem: null, valueCodeSystem: null, valueCode: null, valueText: null };

const HEAD: OtherObservationRow = {
  id: 5,
  patientId: 3,
  categorySystem: CATEGORY,
  category: 'vital-signs',
  codeSystem: LOINC,
  code: '9843-4',
  name: 'Head Occipital-frontal circumference',
  status: 'final',
  ...NO_VALUE,
  valueNumber: 48.2,
  unit: 'cm',
  unitSystem: UCUM,
  parts: [],
  takenAt: new Date('2024-03-02T09:30:00Z'),
  note: 'Measured twice',
  importId: 7,
  createdAt: new Date('2026-11-28T09:00:00Z'),
  source: { sourceName: 'Lagos HIE', importedAt: '2026-11-29T10:00:00.000Z', importedBy: null, importedBySystem: 'Lagos HIE' },
};

const valid = (row: OtherObservationRow) => {
  const observation = toFhirOtherObservation(row, SYSTEM);
  expect(r4Errors(observation)).toEqual([]);
  return observation;
};

describe('an observation of an imported record as an R4 Observation', () => {
  it('keeps what came in: a quantity in UCUM, its category and code as sent, when it was taken, the note and the import', () => {
    expect(valid(HEAD)).toEqual({
      resourceType: 'Observation',
      id: 'other-5',
      meta: { tag: [{ system: SYSTEM, code: '7', display: 'Imported from Lagos HIE on 29 Nov 2026 by Lagos HIE' }] },
      status: 'final',
      category: [{ coding: [{ system: CATEGORY, code: 'vital-signs' }] }],
      code: { coding: [{ system: LOINC, code: '9843-4' }], text: 'Head Occipital-frontal circumference' },
      subject: { reference: 'Patient/3' },
      effectiveDateTime: '2024-03-02T09:30:00.000Z',
      valueQuantity: { value: 48.2, unit: 'cm', system: UCUM, code: 'cm' },
      note: [{ text: 'Measured twice' }],
    });
  });

  it('a unit sent in words is served as words alone, with no code; a whole number without a unit as a bare quantity', () => {
    expect(valid({ ...HEAD, unit: 'beats per minute', unitSystem: null }).valueQuantity).toEqual({ value: 48.2, unit: 'beats per minute' });
    expect(valid({ ...HEAD, unit: '{score}' }).valueQuantity).toEqual({ value: 48.2, unit: '{score}', system: UCUM, code: '{score}' });
    expect(valid({ ...HEAD, valueNumber: 4, unit: null, unitSystem: null }).valueQuantity).toEqual({ value: 4 });
  });

  it('a coded value keeps its code as sent and its words; words alone are a valueString', () => {
    const smoking: OtherObservationRow = {
      ...HEAD,
      category: 'social-history',
      code: '72166-2',
      name: 'Tobacco smoking status',
      ...NO_VALUE,
      valueCodeSystem: SNOMED,
      valueCode: '8517006',
      valueText: 'Ex-smoker',
      status: 'amended',
      note: '',
    };
    const served = valid(smoking);
    expect(served).toMatchObject({ status: 'amended', category: [{ coding: [{ system: CATEGORY, code: 'social-history' }] }], valueCodeableConcept: { coding: [{ system: SNOMED, code: '8517006' }], text: 'Ex-smoker' } });
    expect(served.valueQuantity).toBeUndefined();
    expect(served.note).toBeUndefined();
    const words = valid({ ...smoking, valueCodeSystem: null, valueCode: null, valueText: 'Yes' });
    expect(words.valueString).toBe('Yes');
    expect(words.valueCodeableConcept).toBeUndefined();
  });

  it('a category sent with a system is its coding; one without is its words; none, no category', () => {
    expect(valid({ ...HEAD, categorySystem: null, category: 'Exam' }).category).toEqual([{ text: 'Exam' }]);
    expect(valid({ ...HEAD, categorySystem: null, category: null }).category).toBeUndefined();
    const uncoded = valid({ ...HEAD, codeSystem: null, code: null, name: 'Pain at rest' });
    expect(uncoded.code).toEqual({ text: 'Pain at rest' });
  });

  it("a questionnaire's parts are components, each with its code and value, the whole with or without a value of its own", () => {
    const phq: OtherObservationRow = {
      ...HEAD,
      categorySystem: CATEGORY,
      category: 'survey',
      code: '44249-1',
      name: 'PHQ-9 quick depression assessment panel',
      ...NO_VALUE,
      parts: [
        { codeSystem: LOINC, code: '44250-9', name: 'Little interest or pleasure in doing things', ...NO_VALUE, valueCodeSystem: LOINC, valueCode: 'LA6569-3', valueText: 'Several days' },
        { codeSystem: LOINC, code: '44261-6', name: 'PHQ-9 total score', ...NO_VALUE, valueNumber: 7, unit: '{score}', unitSystem: UCUM },
        { codeSystem: null, code: null, name: 'Comment', ...NO_VALUE, valueText: 'Mild' },
      ],
    };
    const served = valid(phq);
    expect(Object.keys(served).filter((key) => key.startsWith('value'))).toEqual([]);
    expect(served.component).toEqual([
      { code: { coding: [{ system: LOINC, code: '44250-9' }], text: 'Little interest or pleasure in doing things' }, valueCodeableConcept: { coding: [{ system: LOINC, code: 'LA6569-3' }], text: 'Several days' } },
      { code: { coding: [{ system: LOINC, code: '44261-6' }], text: 'PHQ-9 total score' }, valueQuantity: { value: 7, unit: '{score}', system: UCUM, code: '{score}' } },
      { code: { text: 'Comment' }, valueString: 'Mild' },
    ]);
    // A part that repeats the observation's own code beside its value is left out (R4's obs-7).
    const scored = valid({ ...phq, code: '44261-6', name: 'PHQ-9 total score', valueNumber: 7, unit: '{score}', unitSystem: UCUM });
    expect(scored.valueQuantity).toEqual({ value: 7, unit: '{score}', system: UCUM, code: '{score}' });
    expect(scored.component?.map((one) => one.code.coding?.[0]?.code ?? one.code.text)).toEqual(['44250-9', 'Comment']);
  });

  it('a row the clinic recorded itself carries no tag', () => {
    expect(valid({ ...HEAD, importId: null, source: null }).meta).toBeUndefined();
  });
});
