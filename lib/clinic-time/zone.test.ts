import { clinicTimeZone, DEFAULT_CLINIC_TIME_ZONE, isIanaTimeZone } from './zone';
import { withClinicTimeZone } from './testing';

describe("the clinic's zone on the server", () => {
  it('is Africa/Lagos unless CLINIC_TIME_ZONE says otherwise; an empty value means unset', () => {
    expect(DEFAULT_CLINIC_TIME_ZONE).toBe('Africa/Lagos');
    expect(withClinicTimeZone(undefined, clinicTimeZone)).toBe('Africa/Lagos');
    expect(withClinicTimeZone('', clinicTimeZone)).toBe('Africa/Lagos');
    expect(withClinicTimeZone('Europe/London', clinicTimeZone)).toBe('Europe/London');
  });

  it('is read at each call, never kept: a test (or a restarted server) with another zone gets it at once', () => {
    expect(withClinicTimeZone('America/New_York', clinicTimeZone)).toBe('America/New_York');
    expect(withClinicTimeZone('Asia/Tokyo', clinicTimeZone)).toBe('Asia/Tokyo');
  });
});

describe('isIanaTimeZone', () => {
  it('takes the names of the IANA database the runtime knows', () => {
    for (const zone of ['Africa/Lagos', 'Europe/London', 'America/New_York', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+1']) {
      expect({ zone, ok: isIanaTimeZone(zone) }).toEqual({ zone, ok: true });
    }
  });

  it('refuses unknown names, bare offsets, and anything else', () => {
    for (const zone of ['Mars/Olympus_Mons', 'Lagos', '+01:00', 'GMT+01:00', '', ' Africa/Lagos', 'Africa/Lagos ', 'Africa/Lagos\n']) {
      expect({ zone, ok: isIanaTimeZone(zone) }).toEqual({ zone, ok: false });
    }
  });
});
