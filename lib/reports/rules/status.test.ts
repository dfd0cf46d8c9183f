import { INVESTIGATION_STATUSES, MEDICAL_REPORT_STATUSES } from '@/lib/db/schema/enums';
import { REPORT_STATUS_LOOK, reportStatusLook } from './status';

describe("a report's status on the screen", () => {
  it('has a word and a look for every status either table stores, and for nothing else', () => {
    expect(Object.keys(REPORT_STATUS_LOOK).sort()).toEqual([...MEDICAL_REPORT_STATUSES, ...INVESTIGATION_STATUSES].sort());
  });

  it('writes each status capitalised, whatever case its table stores it in', () => {
    expect(MEDICAL_REPORT_STATUSES.map((status) => reportStatusLook(status).label)).toEqual(['Normal', 'Abnormal', 'Pending']);
    expect(INVESTIGATION_STATUSES.map((status) => reportStatusLook(status).label)).toEqual(['Completed', 'Pending', 'In Progress']);
  });

  it('shows one word in one look: a pending medical report and a pending investigation alike', () => {
    expect(reportStatusLook('pending')).toEqual(reportStatusLook('Pending'));
    const byLabel = new Map<string, string>();
    for (const { label, variant } of Object.values(REPORT_STATUS_LOOK)) {
      expect(byLabel.get(label) ?? variant).toBe(variant);
      byLabel.set(label, variant);
    }
  });

  it('tells the statuses apart: different words never share a look, and an abnormal result is the alarming one', () => {
    const variantOf = new Map(Object.values(REPORT_STATUS_LOOK).map(({ label, variant }) => [label, variant]));
    expect(new Set(variantOf.values()).size).toBe(variantOf.size);
    expect(reportStatusLook('abnormal').variant).toBe('destructive');
  });
});
