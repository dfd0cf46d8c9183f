import { r4Errors } from '@/tests/fhir-validator';
import { toFhirHistoryRequest } from './medication-request';
import type { MedicationHistoryRow } from './medication-statement';

const SYSTEM = 'http://localhost:3000/fhir/CodeSystem/record-import';

const PRESCRIBED: MedicationHistoryRow = {
  id: 10,
  patientId: 3,
  medicineId: null,
  codeSystem: 'http://www.nlm.nih.gov/research/umls/rxnorm',
  code: '197361',
  name: 'Amlodipine 5 MG Oral Tablet',
  dosage: '500 mg three times a day',
  status: 'stopped',
  kind: 'request',
  startedOn: '2022-01-05',
  endedOn: '2022-01-12',
  recordedOn: '2022-01-05',
  prescriber: 'Dr. Ana Lima',
  reason: 'Otitis media',
  note: 'Stopped early: a rash on day 7',
  importId: 7,
  recordedById: null,
  createdAt: new Date('2026-11-28T09:00:00Z'),
  voidedAt: null,
  voidedById: null,
  voidReason: null,
  source: { sourceName: 'St Mary’s Hospital', importedAt: '2026-11-27T23:30:00.000Z', importedBy: 'Dr. Ada Obi', importedBySystem: null },
};

describe('a medicine prescribed elsewhere as a MedicationRequest', () => {
  it('history-{id}, an order reported by the record it came from, its prescriber by name, its dose over its days, its note', () => {
    const request = toFhirHistoryRequest(PRESCRIBED, SYSTEM);
    expect(r4Errors(request)).toEqual([]);
    expect(request).toEqual({
      resourceType: 'MedicationRequest',
      id: 'history-10',
      meta: { tag: [{ system: SYSTEM, code: '7', display: 'Imported from St Mary’s Hospital on 28 Nov 2026 by Dr. Ada Obi' }] },
      status: 'stopped',
      intent: 'order',
      reportedReference: { display: 'St Mary’s Hospital' },
      medicationCodeableConcept: { coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '197361' }], text: 'Amlodipine 5 MG Oral Tablet' },
      subject: { reference: 'Patient/3' },
      authoredOn: '2022-01-05',
      requester: { display: 'Dr. Ana Lima' },
      reasonCode: [{ text: 'Otitis media' }],
      note: [{ text: 'Stopped early: a rash on day 7' }],
      dosageInstruction: [{ text: '500 mg three times a day', timing: { repeat: { boundsPeriod: { start: '2022-01-05', end: '2022-01-12' } } } }],
    });
  });

  it("maps a status to a request's words (a statement's intended is a draft); voided is entered-in-error", () => {
    const status = (row: Partial<MedicationHistoryRow>) => toFhirHistoryRequest({ ...PRESCRIBED, ...row }, SYSTEM).status;
    expect(status({ status: 'on-hold' })).toBe('on-hold');
    expect(status({ status: 'intended' })).toBe('draft');
    expect(status({ status: 'not-taken' })).toBe('cancelled');
    expect(status({ status: '?' })).toBe('unknown');
    expect(status({ voidedAt: new Date() })).toBe('entered-in-error');
  });

  it('with little said: no requester, no dosage, reported as a report when it was written down here', () => {
    const request = toFhirHistoryRequest({ ...PRESCRIBED, prescriber: null, dosage: '', startedOn: null, endedOn: null, recordedOn: null, importId: null, source: null }, SYSTEM);
    expect(r4Errors(request)).toEqual([]);
    expect(request.reportedBoolean).toBe(true);
    for (const key of ['requester', 'dosageInstruction', 'authoredOn', 'meta', 'reportedReference'] as const) expect(request[key]).toBeUndefined();
  });
});
