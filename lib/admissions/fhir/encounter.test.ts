import { DISCHARGE_DISPOSITIONS } from '@/lib/admissions/rules/disposition';
import { r4Errors } from '@/tests/fhir-validator';
import { DISPOSITION_CODES, toFhirAdmissionEncounter, type AdmissionRow } from './encounter';

const OPEN: AdmissionRow = {
  id: 7,
  patientId: 3,
  admittingDoctorId: 2,
  reason: 'Severe malaria',
  admittedAt: new Date('2026-11-20T09:00:00Z'),
  dischargedAt: null,
  disposition: null,
  stays: [
    { bedId: 12, wardName: 'Ward A', label: '4', fromAt: new Date('2026-11-20T09:00:00Z'), toAt: new Date('2026-11-22T14:00:00Z') },
    { bedId: 31, wardName: 'ICU', label: 'Bed 1', fromAt: new Date('2026-11-22T14:00:00Z'), toAt: null },
  ],
};

const DISCHARGED: AdmissionRow = {
  ...OPEN,
  dischargedAt: new Date('2026-11-25T11:30:00Z'),
  disposition: 'referred',
  stays: OPEN.stays.map((stay) => ({ ...stay, toAt: stay.toAt ?? new Date('2026-11-25T11:30:00Z') })),
};

describe('an admission as an Encounter', () => {
  it('admission-{id}, while the patient is in: in progress, inpatient, the admitting doctor, each bed stay with the open one active', () => {
    const encounter = toFhirAdmissionEncounter(OPEN);
    expect(r4Errors(encounter)).toEqual([]);
    expect(encounter).toEqual({
      resourceType: 'Encounter',
      id: 'admission-7',
      status: 'in-progress',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'IMP', display: 'inpatient encounter' },
      subject: { reference: 'Patient/3' },
      participant: [
        {
          type: [
            { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType', code: 'ADM', display: 'admitter' }] },
            { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType', code: 'ATND', display: 'attender' }] },
          ],
          individual: { reference: 'Practitioner/2' },
        },
      ],
      period: { start: '2026-11-20T09:00:00.000Z' },
      reasonCode: [{ text: 'Severe malaria' }],
      location: [
        { location: { reference: 'Location/bed-12', display: 'Ward A, bed 4' }, status: 'completed', period: { start: '2026-11-20T09:00:00.000Z', end: '2026-11-22T14:00:00.000Z' } },
        { location: { reference: 'Location/bed-31', display: 'ICU, Bed 1' }, status: 'active', period: { start: '2026-11-22T14:00:00.000Z' } },
      ],
    });
  });

  it('once discharged: finished, the period ended, every stay completed, and where the patient went', () => {
    const encounter = toFhirAdmissionEncounter(DISCHARGED);
    expect(r4Errors(encounter)).toEqual([]);
    expect(encounter).toMatchObject({
      status: 'finished',
      period: { start: '2026-11-20T09:00:00.000Z', end: '2026-11-25T11:30:00.000Z' },
      hospitalization: { dischargeDisposition: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/discharge-disposition', code: 'other-hcf', display: 'Other healthcare facility' }], text: 'Referred' } },
    });
    expect(encounter.location!.map((one) => one.status)).toEqual(['completed', 'completed']);
  });

  it('codes each way a stay ends in discharge-disposition: home, other-hcf, aadvice, exp', () => {
    expect(Object.fromEntries(DISCHARGE_DISPOSITIONS.map((disposition) => [disposition, DISPOSITION_CODES[disposition].code]))).toEqual({
      home: 'home',
      referred: 'other-hcf',
      'against-medical-advice': 'aadvice',
      died: 'exp',
    });
    for (const disposition of DISCHARGE_DISPOSITIONS) expect(r4Errors(toFhirAdmissionEncounter({ ...DISCHARGED, disposition }))).toEqual([]);
  });

  it('an admission with no stay read (no bed yet) has no location; an empty reason is left out', () => {
    const encounter = toFhirAdmissionEncounter({ ...OPEN, reason: ' ', stays: [] });
    expect(r4Errors(encounter)).toEqual([]);
    expect(encounter.location).toBeUndefined();
    expect(encounter.reasonCode).toBeUndefined();
  });
});
