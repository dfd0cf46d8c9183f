import { exportFileName } from './export-file-name';

describe('exportFileName: a download is named by the clinic’s date', () => {
  it.each([
    // 00:45 on 29 November in Lagos, while UTC is still at 23:45 on the 28th.
    ['2026-11-28T23:45:00Z', 'patients-2026-11-29.csv'],
    // The clinic's day starts at 23:00 UTC: a minute before is still the 28th.
    ['2026-11-28T22:59:59Z', 'patients-2026-11-28.csv'],
    ['2026-11-28T23:00:00Z', 'patients-2026-11-29.csv'],
    // The last minute of the clinic's day, when UTC has not yet reached it: the same date on both.
    ['2026-11-29T22:59:00Z', 'patients-2026-11-29.csv'],
    // New Year's Eve at 23:30 UTC is already 1 January at the clinic.
    ['2026-12-31T23:30:00Z', 'patients-2027-01-01.csv'],
  ])('at %s', (instant, name) => {
    expect(exportFileName('patients', 'csv', new Date(instant))).toBe(name);
  });

  it('keeps the name and extension it is given', () => {
    expect(exportFileName('audit', 'csv', new Date('2026-11-28T23:45:00Z'))).toBe('audit-2026-11-29.csv');
  });
});
