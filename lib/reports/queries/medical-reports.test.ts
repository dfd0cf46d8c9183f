import type { DbHandle } from '@/lib/db/types';
import { SAMPLE_PATIENT_NAMES } from '@/mocks';
import { createSeededTestDatabase } from '@/mocks/testing';
import { listMedicalReports, type MedicalReportListParams } from './medical-reports';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const list = (params: Partial<MedicalReportListParams> = {}) => listMedicalReports(handle.db, { page: 1, pageSize: 10, ...params });

describe('listMedicalReports', () => {
  it('lists every report, newest first, with the patient name', async () => {
    const { rows, total, page } = await list({ pageSize: 100 });
    expect(rows).toHaveLength(22);
    expect([total, page]).toEqual([22, 1]);
    const dates = rows.map((report) => report.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), patientName: expect.any(String), title: expect.any(String), status: expect.stringMatching(/^(normal|abnormal|pending)$/) }),
    );
  });

  it('serves the first, the last and, for a page past the end, the last page again', async () => {
    const all = (await list({ pageSize: 100 })).rows;
    await expect(list()).resolves.toEqual({ rows: all.slice(0, 10), total: 22, page: 1 });
    await expect(list({ page: 2 })).resolves.toEqual({ rows: all.slice(10, 20), total: 22, page: 2 });
    const last = { rows: all.slice(20), total: 22, page: 3 };
    await expect(list({ page: 3 })).resolves.toEqual(last);
    await expect(list({ page: 9 })).resolves.toEqual(last);
    await expect(list({ pageSize: 5 })).resolves.toEqual(expect.objectContaining({ rows: all.slice(0, 5), total: 22 }));
  });

  it('lists one patient’s reports', async () => {
    const { rows, total } = await list({ patientId: 1 });
    expect(rows).toHaveLength(3);
    expect(total).toBe(3);
    expect(new Set(rows.map((report) => report.patientName))).toEqual(new Set([SAMPLE_PATIENT_NAMES[0]]));
    const paged = await list({ patientId: 1, pageSize: 2, page: 2 });
    expect(paged).toEqual({ rows: rows.slice(2), total: 3, page: 2 });
    await expect(list({ patientId: 999_999 })).resolves.toEqual({ rows: [], total: 0, page: 1 });
  });
});
