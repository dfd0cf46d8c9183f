import { r4Errors } from '@/tests/fhir-validator';
import { toFhirImmunization, type ImmunizationRow } from './immunization';

const SYSTEM = 'http://localhost:3000/fhir/CodeSystem/record-import';

const GIVEN: ImmunizationRow = {
  id: 5,
  patientId: 3,
  codeSystem: 'http://hl7.org/fhir/sid/cvx',
  code: '140',
  vaccine: 'Influenza, seasonal, injectable, preservative free',
  status: 'completed',
  givenOn: '2024-10-02',
  givenAt: new Date('2024-10-02T09:30:00Z'),
  doseNumber: '2',
  lotNumber: 'AAJN11K',
  site: 'Left arm',
  performer: 'Nurse Bisi Ade',
  note: 'No reaction',
  recordedById: null,
  importId: 7,
  createdAt: new Date('2026-11-28T09:00:00Z'),
  voidedAt: null,
  voidedById: null,
  voidReason: null,
  source: { sourceName: 'Lagos HIE', importedAt: '2026-11-29T10:00:00.000Z', importedBy: null, importedBySystem: 'Lagos HIE' },
};

describe('an immunization as an R4 Immunization', () => {
  it('keeps what came in: the vaccine code, when given, the dose, lot, site, who gave it, the note and the import', () => {
    const immunization = toFhirImmunization(GIVEN, SYSTEM);
    expect(r4Errors(immunization)).toEqual([]);
    expect(immunization).toEqual({
      resourceType: 'Immunization',
      id: '5',
      meta: { tag: [{ system: SYSTEM, code: '7', display: 'Imported from Lagos HIE on 29 Nov 2026 by Lagos HIE' }] },
      status: 'completed',
      vaccineCode: { coding: [{ system: 'http://hl7.org/fhir/sid/cvx', code: '140' }], text: 'Influenza, seasonal, injectable, preservative free' },
      patient: { reference: 'Patient/3' },
      occurrenceDateTime: '2024-10-02T09:30:00.000Z',
      lotNumber: 'AAJN11K',
      site: { text: 'Left arm' },
      performer: [{ actor: { display: 'Nurse Bisi Ade' } }],
      note: [{ text: 'No reaction' }],
      protocolApplied: [{ doseNumberString: '2' }],
    });
  });

  it('dated by the day alone when the record gave no time; nothing said is left out', () => {
    const immunization = toFhirImmunization({ ...GIVEN, givenAt: null, doseNumber: null, lotNumber: null, site: ' ', performer: null, note: '', code: null, codeSystem: null }, SYSTEM);
    expect(r4Errors(immunization)).toEqual([]);
    expect(immunization.occurrenceDateTime).toBe('2024-10-02');
    expect(immunization.vaccineCode).toEqual({ text: 'Influenza, seasonal, injectable, preservative free' });
    for (const key of ['protocolApplied', 'lotNumber', 'site', 'performer', 'note'] as const) expect(immunization[key]).toBeUndefined();
  });

  it('a vaccine not given stays not-done; a voided one is entered-in-error', () => {
    expect(toFhirImmunization({ ...GIVEN, status: 'not-done' }, SYSTEM).status).toBe('not-done');
    const voided = toFhirImmunization({ ...GIVEN, voidedAt: new Date() }, SYSTEM);
    expect(voided.status).toBe('entered-in-error');
    expect(r4Errors(voided)).toEqual([]);
  });
});
