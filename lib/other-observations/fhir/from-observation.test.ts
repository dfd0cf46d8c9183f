import type { Encounter, Observation, Reference } from '@medplum/fhirtypes';
import type { ImportContext } from '@/lib/record-import/context';
import { readOtherObservation } from './from-observation';

const LOINC = 'http://loinc.org';
const SNOMED = 'http://snomed.info/sct';
const CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

const VISIT: Encounter = { resourceType: 'Encounter', id: 'visit-1', status: 'finished', class: { code: 'IMP' }, period: { start: '2013-01-20T12:30:02Z' } };
const context: ImportContext = {
  resolve: (reference: Reference | undefined) => (reference?.reference === 'Encounter/visit-1' ? VISIT : null),
  nameOf: () => null,
};

const observation = (fields: Partial<Observation>): Observation => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: LOINC, code: '72514-3', display: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported' }] },
  effectiveDateTime: '2025-06-01T09:30:00+01:00',
  ...fields,
});

const kept = (sent: Observation) => {
  const read = readOtherObservation(sent, context);
  if (!read.ok) throw new Error(read.reason);
  return read.row;
};

describe('readOtherObservation', () => {
  it('keeps a score with its unit, code, words, category and time', () => {
    expect(kept(observation({ category: [{ coding: [{ system: CATEGORY, code: 'vital-signs' }] }], valueQuantity: { value: 3, unit: 'score', system: 'http://unitsofmeasure.org', code: '{score}' }, note: [{ text: 'After the dressing' }] }))).toEqual({
      categorySystem: CATEGORY,
      category: 'vital-signs',
      codeSystem: LOINC,
      code: '72514-3',
      name: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported',
      status: 'final',
      valueNumber: 3,
      unit: '{score}',
      unitSystem: 'http://unitsofmeasure.org',
      valueCodeSystem: null,
      valueCode: null,
      valueText: null,
      parts: [],
      takenAt: new Date('2025-06-01T08:30:00Z'),
      note: 'After the dressing',
    });
  });

  it('keeps a coded value with its code and words, a whole number, a yes or no, and words', () => {
    const smoking = kept(observation({ code: { text: 'Tobacco smoking status' }, valueCodeableConcept: { coding: [{ system: SNOMED, code: '8517006', display: 'Former smoker' }] } }));
    expect(smoking).toMatchObject({ codeSystem: null, code: null, name: 'Tobacco smoking status', valueCodeSystem: SNOMED, valueCode: '8517006', valueText: 'Former smoker', valueNumber: null });
    expect(kept(observation({ valueInteger: 7 }))).toMatchObject({ valueNumber: 7, unit: null, unitSystem: null });
    expect(kept(observation({ valueBoolean: false }))).toMatchObject({ valueText: 'No' });
    expect(kept(observation({ valueString: '  Wheezing for days  ' }))).toMatchObject({ valueText: 'Wheezing for days' });
  });

  it("keeps a questionnaire's items as its parts, leaving out an item with no value", () => {
    const row = kept(
      observation({
        code: { text: 'PRAPARE' },
        category: [{ coding: [{ system: CATEGORY, code: 'survey' }] }],
        component: [
          { code: { coding: [{ system: LOINC, code: '76501-6', display: 'Afraid of your partner?' }] }, valueCodeableConcept: { coding: [{ system: LOINC, code: 'LA32-8', display: 'No' }] } },
          { code: { text: 'Household size' }, valueQuantity: { value: 4, unit: 'persons' } },
          { code: { text: 'Left blank' } },
        ],
      }),
    );
    expect(row).toMatchObject({ category: 'survey', valueNumber: null, valueText: null });
    expect(row.parts).toEqual([
      { codeSystem: LOINC, code: '76501-6', name: 'Afraid of your partner?', valueNumber: null, unit: null, unitSystem: null, valueCodeSystem: LOINC, valueCode: 'LA32-8', valueText: 'No' },
      { codeSystem: null, code: null, name: 'Household size', valueNumber: 4, unit: 'persons', unitSystem: null, valueCodeSystem: null, valueCode: null, valueText: null },
    ]);
  });

  it('takes the time from a period, when it was issued, or else when its visit began', () => {
    expect(kept(observation({ effectiveDateTime: undefined, effectivePeriod: { start: '2024-02-03T10:00:00Z' }, valueInteger: 1 })).takenAt).toEqual(new Date('2024-02-03T10:00:00Z'));
    expect(kept(observation({ effectiveDateTime: undefined, issued: '2024-02-04T10:00:00Z', valueInteger: 1 })).takenAt).toEqual(new Date('2024-02-04T10:00:00Z'));
    expect(kept(observation({ effectiveDateTime: undefined, encounter: { reference: 'Encounter/visit-1' }, valueString: 'Acute asthma' })).takenAt).toEqual(new Date('2013-01-20T12:30:02Z'));
  });

  it('keeps words alone where the category was sent as text', () => {
    expect(kept(observation({ category: [{ text: 'Nursing assessment' }], valueInteger: 2 }))).toMatchObject({ categorySystem: null, category: 'Nursing assessment' });
  });

  it('says why it leaves one out: not standing, naming nothing, no time, no value', () => {
    expect(readOtherObservation(observation({ status: 'preliminary', valueInteger: 1 }), context)).toEqual({ ok: false, reason: 'an observation with status preliminary (only final, amended and corrected ones are kept)' });
    expect(readOtherObservation(observation({ code: { coding: [{ system: LOINC }] }, valueInteger: 1 }), context)).toEqual({ ok: false, reason: 'an observation that names nothing it observed' });
    expect(readOtherObservation(observation({ effectiveDateTime: 'around noon', valueInteger: 1 }), context)).toEqual({
      ok: false,
      reason: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported: no time it was observed',
    });
    expect(readOtherObservation(observation({ valueRange: { low: { value: 1 } } }), context)).toEqual({
      ok: false,
      reason: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported: no value the clinic reads',
    });
  });
});
