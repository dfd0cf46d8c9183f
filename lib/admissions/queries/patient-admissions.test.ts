import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { admissionFixture, ADMITTED, type AdmissionFixture } from './admission-fixtures';
import { getOpenAdmissionOfPatient, listPatientAdmissions } from './patient-admissions';

jest.setTimeout(60_000);

let handle: DbHandle;
let fixture: AdmissionFixture;
beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await admissionFixture(handle.db);
});
afterAll(() => handle.close());

describe('getOpenAdmissionOfPatient', () => {
  it('answers the stay the patient is in now, with the bed they lie in, or null', async () => {
    expect(await getOpenAdmissionOfPatient(handle.db, fixture.patients.chioma.id)).toEqual({
      admissionId: fixture.admissions.open,
      wardName: 'Ward B',
      bedLabel: 'Bed 5',
      admittedAt: ADMITTED.toISOString(),
    });
    expect(await getOpenAdmissionOfPatient(handle.db, 2_147_483_647)).toBeNull();
  });
});

describe('listPatientAdmissions', () => {
  it('lists every admission of the patient, newest first, with its last bed and how it ended', async () => {
    expect(await listPatientAdmissions(handle.db, fixture.patients.chioma.id)).toEqual([
      {
        id: fixture.admissions.open,
        admittedAt: ADMITTED.toISOString(),
        dischargedAt: null,
        reason: 'Severe malaria',
        disposition: null,
        wardName: 'Ward B',
        bedLabel: 'Bed 5',
        admittingDoctorName: 'Dr. Ada Obi',
      },
      {
        id: fixture.admissions.past,
        admittedAt: '2026-10-01T10:00:00.000Z',
        dischargedAt: '2026-10-05T12:00:00.000Z',
        reason: 'Appendicitis',
        disposition: 'home',
        wardName: 'Ward A',
        bedLabel: 'Bed 1',
        admittingDoctorName: 'Dr. Bayo Ade',
      },
    ]);
    expect(await listPatientAdmissions(handle.db, 2_147_483_647)).toEqual([]);
  });
});
