import { r4Errors } from '@/tests/fhir-validator';
import { toFhirPastEncounter, type PastVisitRow } from './encounter';

const SYSTEM = 'http://localhost:3000/fhir/CodeSystem/record-import';

const VISIT: PastVisitRow = {
  id: 4,
  patientId: 3,
  startedAt: new Date('2023-06-01T08:00:00Z'),
  endedAt: new Date('2023-06-01T08:45:00Z'),
  status: 'finished',
  classCode: 'AMB',
  kind: '',
  type: 'General examination of patient (procedure)',
  reason: 'Headache',
  place: 'St Mary’s Hospital',
  practitioner: 'Dr. Ana Lima',
  importId: 7,
  createdAt: new Date('2026-11-28T09:00:00Z'),
  source: { sourceName: 'St Mary’s Hospital', importedAt: '2026-11-27T23:30:00.000Z', importedBy: 'Dr. Ada Obi', importedBySystem: null },
};

describe('a visit elsewhere as an Encounter', () => {
  it('elsewhere-{id}: its status, v3 ActCode class, type and reason in words, period, hospital and people by name, and its import', () => {
    const encounter = toFhirPastEncounter(VISIT, SYSTEM);
    expect(r4Errors(encounter)).toEqual([]);
    expect(encounter).toEqual({
      resourceType: 'Encounter',
      id: 'elsewhere-4',
      meta: { tag: [{ system: SYSTEM, code: '7', display: 'Imported from St Mary’s Hospital on 28 Nov 2026 by Dr. Ada Obi' }] },
      status: 'finished',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
      type: [{ text: 'General examination of patient (procedure)' }],
      subject: { reference: 'Patient/3' },
      participant: [{ individual: { display: 'Dr. Ana Lima' } }],
      period: { start: '2023-06-01T08:00:00.000Z', end: '2023-06-01T08:45:00.000Z' },
      reasonCode: [{ text: 'Headache' }],
      serviceProvider: { display: 'St Mary’s Hospital' },
    });
  });

  it('a class in words alone, or none at all (R4 requires one: unknown); a status R4 does not know is unknown; an end before the start is left out', () => {
    const inWords = toFhirPastEncounter({ ...VISIT, classCode: null, kind: 'Emergency', status: 'done', endedAt: new Date('2023-05-31T00:00:00Z') }, SYSTEM);
    expect(r4Errors(inWords)).toEqual([]);
    expect(inWords.class).toEqual({ display: 'Emergency' });
    expect(inWords.status).toBe('unknown');
    expect(inWords.period).toEqual({ start: '2023-06-01T08:00:00.000Z' });
    const none = toFhirPastEncounter({ ...VISIT, classCode: null, type: '', reason: '', place: '', practitioner: '' }, SYSTEM);
    expect(r4Errors(none)).toEqual([]);
    expect(none.class).toEqual({ system: 'http://terminology.hl7.org/CodeSystem/v3-NullFlavor', code: 'UNK', display: 'unknown' });
    for (const key of ['type', 'reasonCode', 'serviceProvider', 'participant'] as const) expect(none[key]).toBeUndefined();
  });

  it('keeps the words the record gave its class beside the code', () => {
    expect(toFhirPastEncounter({ ...VISIT, classCode: 'EMER', kind: 'Emergency department' }, SYSTEM).class).toEqual({ system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'EMER', display: 'Emergency department' });
  });
});
