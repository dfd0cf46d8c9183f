import type { DbHandle } from '@/lib/db/types';
import { SAMPLE_PATIENT_NAMES } from '@/mocks';
import { createSeededTestDatabase } from '@/mocks/testing';
import { listMedicalReports } from './medical-reports';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

describe('listMedicalReports', () => {
  it('lists every report, newest first, with the patient name', async () => {
    const reports = await listMedicalReports(handle.db);
    expect(reports).toHaveLength(22);
    const dates = reports.map((report) => report.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reports[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), patientName: expect.any(String), title: expect.any(String), status: expect.stringMatching(/^(normal|abnormal|pending)$/) }),
    );
  });

  it('lists one patient’s reports', async () => {
    const reports = await listMedicalReports(handle.db, { patientId: 1 });
    expect(reports).toHaveLength(3);
    expect(new Set(reports.map((report) => report.patientName))).toEqual(new Set([SAMPLE_PATIENT_NAMES[0]]));
    await expect(listMedicalReports(handle.db, { patientId: 999_999 })).resolves.toEqual([]);
  });

  it('stops at the limit', async () => {
    await expect(listMedicalReports(handle.db, { limit: 5 })).resolves.toHaveLength(5);
  });
});
