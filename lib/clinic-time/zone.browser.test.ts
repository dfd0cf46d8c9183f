/** @jest-environment jsdom */
import { formatInstant } from './format';
import { withClinicTimeZone } from './testing';
import { clinicTimeZone } from './zone';

// In the browser the zone is the one the root layout wrote on <html data-clinic-time-zone>, never process.env
// (which the browser does not have) and never a value built into the scripts.

afterEach(() => {
  delete document.documentElement.dataset.clinicTimeZone;
});

describe("the clinic's zone in the browser", () => {
  it("reads the page's data-clinic-time-zone, Africa/Lagos when the page has none", () => {
    expect(clinicTimeZone()).toBe('Africa/Lagos');
    document.documentElement.setAttribute('data-clinic-time-zone', 'Europe/London');
    expect(clinicTimeZone()).toBe('Europe/London');
  });

  it("ignores the server's variable", () => {
    document.documentElement.dataset.clinicTimeZone = 'America/New_York';
    expect(withClinicTimeZone('Asia/Tokyo', clinicTimeZone)).toBe('America/New_York');
  });

  it("writes times on the page's zone", () => {
    expect(formatInstant('2026-07-01T12:00:00Z')).toBe('1 Jul 2026, 13:00');
    document.documentElement.dataset.clinicTimeZone = 'America/New_York';
    expect(formatInstant('2026-07-01T12:00:00Z')).toBe('1 Jul 2026, 08:00');
  });
});
