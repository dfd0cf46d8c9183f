import { r4Errors } from '@/tests/fhir-validator';
import { toFhirProblemCondition, type ProblemRow } from './condition';

const SYSTEM = 'http://localhost:3000/fhir/CodeSystem/record-import';

const IMPORTED: ProblemRow = {
  id: 12,
  patientId: 3,
  codeSystem: 'http://snomed.info/sct',
  code: '38341003',
  name: 'Hypertension',
  clinicalStatus: 'resolved',
  verificationStatus: 'confirmed',
  onsetOn: '2019-03-02',
  resolvedOn: '2023-07-15',
  recordedAt: new Date('2019-03-02T10:15:00Z'),
  note: ' Controlled with diet ',
  recorder: 'Dr. Ana Lima',
  recordedById: null,
  importId: 7,
  createdAt: new Date('2026-11-28T09:00:00Z'),
  voidedAt: null,
  voidedById: null,
  voidReason: null,
  source: { sourceName: 'St Mary’s Hospital', importedAt: '2026-11-27T23:30:00.000Z', importedBy: 'Dr. Ada Obi', importedBySystem: null },
};

describe('a problem of the problem list as a Condition', () => {
  it('is a problem-list item as it came in: its code kept, statuses in HL7 code systems, dates, recorder by name, note, and its import as a tag', () => {
    const condition = toFhirProblemCondition(IMPORTED, SYSTEM);
    expect(r4Errors(condition)).toEqual([]);
    expect(condition).toEqual({
      resourceType: 'Condition',
      id: 'problem-12',
      meta: { tag: [{ system: SYSTEM, code: '7', display: 'Imported from St Mary’s Hospital on 28 Nov 2026 by Dr. Ada Obi' }] },
      clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'resolved', display: 'Resolved' }] },
      verificationStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'confirmed', display: 'Confirmed' }] },
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'problem-list-item', display: 'Problem List Item' }] }],
      code: { coding: [{ system: 'http://snomed.info/sct', code: '38341003' }], text: 'Hypertension' },
      subject: { reference: 'Patient/3' },
      onsetDateTime: '2019-03-02',
      abatementDateTime: '2023-07-15',
      recordedDate: '2019-03-02T10:15:00.000Z',
      recorder: { display: 'Dr. Ana Lima' },
      note: [{ text: 'Controlled with diet' }],
    });
  });

  it('keeps an end only beside a status that says the problem ended (R4 refuses an active problem with an abatement)', () => {
    for (const clinicalStatus of ['active', 'recurrence', 'relapse']) {
      const condition = toFhirProblemCondition({ ...IMPORTED, clinicalStatus }, SYSTEM);
      expect(condition.abatementDateTime).toBeUndefined();
      expect(r4Errors(condition)).toEqual([]);
    }
    for (const clinicalStatus of ['inactive', 'remission', 'resolved']) {
      const condition = toFhirProblemCondition({ ...IMPORTED, clinicalStatus }, SYSTEM);
      expect(condition.abatementDateTime).toBe('2023-07-15');
      expect(r4Errors(condition)).toEqual([]);
    }
  });

  it('a voided problem, or one sent as entered in error, is entered-in-error with no clinical status and no end', () => {
    for (const row of [{ ...IMPORTED, voidedAt: new Date('2026-11-29T08:00:00Z') }, { ...IMPORTED, verificationStatus: 'entered-in-error' }]) {
      const condition = toFhirProblemCondition(row, SYSTEM);
      expect(r4Errors(condition)).toEqual([]);
      expect(condition.verificationStatus?.coding?.[0]?.code).toBe('entered-in-error');
      expect(condition.clinicalStatus).toBeUndefined();
      expect(condition.abatementDateTime).toBeUndefined();
    }
  });

  it('a problem with words alone and little said: no coding, no statuses it cannot name, no dates', () => {
    const condition = toFhirProblemCondition(
      { ...IMPORTED, codeSystem: null, code: null, clinicalStatus: 'gone', verificationStatus: null, onsetOn: null, resolvedOn: null, recordedAt: null, recorder: null, note: '' },
      SYSTEM,
    );
    expect(r4Errors(condition)).toEqual([]);
    expect(condition.code).toEqual({ text: 'Hypertension' });
    for (const key of ['clinicalStatus', 'verificationStatus', 'onsetDateTime', 'abatementDateTime', 'recordedDate', 'recorder', 'note'] as const) expect(condition[key]).toBeUndefined();
  });

  it('a problem recorded in this clinic carries no import tag, names its doctor and when it was written down', () => {
    const condition = toFhirProblemCondition({ ...IMPORTED, importId: null, source: null, recordedById: 4, recorder: null, recordedAt: null }, SYSTEM);
    expect(r4Errors(condition)).toEqual([]);
    expect(condition.meta).toBeUndefined();
    expect(condition.recorder).toEqual({ reference: 'Practitioner/4' });
    expect(condition.recordedDate).toBe('2026-11-28T09:00:00.000Z');
  });

  it('names a connected system that imported it, and no one once the account is gone', () => {
    const bySystem = toFhirProblemCondition({ ...IMPORTED, source: { ...IMPORTED.source!, importedBy: null, importedBySystem: 'Lagos HIE' } }, SYSTEM);
    expect(bySystem.meta?.tag?.[0]?.display).toBe('Imported from St Mary’s Hospital on 28 Nov 2026 by Lagos HIE');
    const byNobody = toFhirProblemCondition({ ...IMPORTED, source: { ...IMPORTED.source!, importedBy: null } }, SYSTEM);
    expect(byNobody.meta?.tag?.[0]?.display).toBe('Imported from St Mary’s Hospital on 28 Nov 2026');
  });
});
