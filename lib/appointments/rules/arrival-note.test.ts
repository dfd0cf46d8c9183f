import { arrivalNote, waitedFor } from './arrival-note';

describe('arrivalNote', () => {
  it("says the arrival in the clinic's 24-hour time and the minutes waited", () => {
    // 08:12 UTC is 09:12 in Lagos (UTC+1).
    expect(arrivalNote(new Date('2026-11-25T08:12:30Z'), new Date('2026-11-25T08:37:31Z'))).toBe('Arrived 09:12 · waiting 25 min');
    expect(arrivalNote(new Date('2026-11-25T13:05:00Z'), new Date('2026-11-25T13:05:20Z'))).toBe('Arrived 14:05 · waiting 0 min');
  });

  it('counts hours past the first, and never below zero', () => {
    expect(waitedFor(new Date('2026-11-25T08:00:00Z'), new Date('2026-11-25T09:05:00Z'))).toBe('1 h 05 min');
    expect(waitedFor(new Date('2026-11-25T08:00:00Z'), new Date('2026-11-25T07:59:00Z'))).toBe('0 min');
  });
});
