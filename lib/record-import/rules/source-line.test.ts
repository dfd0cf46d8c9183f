import { withClinicTimeZone } from '@/lib/clinic-time/testing';
import { sourceLine } from './source-line';

// 23:30 in UTC on 27 Nov is already 28 Nov in Lagos (UTC+1): the day said is the clinic's.
const importedAt = '2026-11-27T23:30:00.000Z';

describe('sourceLine', () => {
  it('names the source, the clinic’s day of the import and the doctor who made it', () => {
    expect(withClinicTimeZone('Africa/Lagos', () => sourceLine({ sourceName: 'St Mary’s Hospital', importedAt, importedBy: 'Dr. Ada Obi', importedBySystem: null }))).toBe(
      'from St Mary’s Hospital, imported 28 Nov 2026 by Dr. Ada Obi',
    );
    expect(withClinicTimeZone('America/New_York', () => sourceLine({ sourceName: 'St Mary’s Hospital', importedAt, importedBy: 'Dr. Ada Obi', importedBySystem: null }))).toBe(
      'from St Mary’s Hospital, imported 27 Nov 2026 by Dr. Ada Obi',
    );
  });

  it('names the connected system that imported it, and no one when the account is gone', () => {
    expect(withClinicTimeZone('Africa/Lagos', () => sourceLine({ sourceName: 'Lagos University Teaching Hospital', importedAt, importedBy: null, importedBySystem: 'Lagos HIE' }))).toBe(
      'from Lagos University Teaching Hospital, imported 28 Nov 2026 by Lagos HIE',
    );
    expect(withClinicTimeZone('Africa/Lagos', () => sourceLine({ sourceName: 'another system', importedAt, importedBy: null, importedBySystem: null }))).toBe(
      'from another system, imported 28 Nov 2026',
    );
  });
});
