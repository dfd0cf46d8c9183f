import { r4Errors } from '@/tests/fhir-validator';
import { toFhirCondition, type ConditionRow } from './condition';

const TEST: ConditionRow = {
  id: 24,
  from: 'diagnosis-test',
  recordId: 12,
  patientId: 3,
  doctorId: 2,
  diagnosis: 'Hypertension',
  recordedAt: new Date('2026-03-15T09:00:00Z'),
  voidedAt: null,
  encounterId: null,
  testId: 12,
};
const PRESCRIPTION: ConditionRow = { ...TEST, id: 15, from: 'prescription', recordId: 7, diagnosis: '  Uncomplicated malaria ', testId: null };

describe('a diagnosis as a Condition', () => {
  it("a diagnosis test's: an encounter diagnosis, active and confirmed, its category as written, recorded by its doctor, the test as its evidence", () => {
    const condition = toFhirCondition(TEST);
    expect(r4Errors(condition)).toEqual([]);
    expect(condition).toEqual({
      resourceType: 'Condition',
      id: 'dt-12',
      clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active', display: 'Active' }] },
      verificationStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: 'confirmed', display: 'Confirmed' }] },
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'encounter-diagnosis', display: 'Encounter Diagnosis' }] }],
      code: { text: 'Hypertension' },
      subject: { reference: 'Patient/3' },
      recordedDate: '2026-03-15T09:00:00.000Z',
      recorder: { reference: 'Practitioner/2' },
      evidence: [{ detail: [{ reference: 'DiagnosticReport/dt-12' }] }],
    });
  });

  it("a prescription's: rx-{id}, its words trimmed and no code invented, no evidence unless it names a diagnosis test", () => {
    const condition = toFhirCondition(PRESCRIPTION);
    expect(r4Errors(condition)).toEqual([]);
    expect(condition.id).toBe('rx-7');
    expect(condition.code).toEqual({ text: 'Uncomplicated malaria' });
    expect(condition.evidence).toBeUndefined();
    expect(toFhirCondition({ ...PRESCRIPTION, testId: 4 }).evidence).toEqual([{ detail: [{ reference: 'DiagnosticReport/dt-4' }] }]);
  });

  it('points to the visit it was named at, when there is one', () => {
    expect(toFhirCondition(TEST).encounter).toBeUndefined();
    const atVisit = toFhirCondition({ ...PRESCRIPTION, encounterId: 41 });
    expect(atVisit.encounter).toEqual({ reference: 'Encounter/41' });
    expect(r4Errors(atVisit)).toEqual([]);
  });

  it("a voided record's is entered-in-error, without a clinical status (R4 forbids both)", () => {
    for (const row of [TEST, PRESCRIPTION]) {
      const condition = toFhirCondition({ ...row, voidedAt: new Date('2026-03-16T10:00:00Z') });
      expect(r4Errors(condition)).toEqual([]);
      expect(condition.verificationStatus?.coding?.[0].code).toBe('entered-in-error');
      expect(condition.clinicalStatus).toBeUndefined();
      expect(r4Errors({ ...condition, clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] } })).not.toEqual([]);
    }
  });
});
