import { doctorAddress } from './address';

const doctor = { phone: '0803 555 1234', email: 'ada@clinic.ng', status: 'active' };

describe('doctorAddress', () => {
  it("sends the SMS to the doctor's own number in international form, and the e-mail to their address", () => {
    expect(doctorAddress('sms', doctor)).toEqual({ ok: true, to: '+2348035551234' });
    expect(doctorAddress('email', doctor)).toEqual({ ok: true, to: 'ada@clinic.ng' });
  });

  it('says why a notice cannot go: no number, a number that is none, an account no longer active', () => {
    expect(doctorAddress('sms', { ...doctor, phone: '  ' })).toEqual({ ok: false, reason: 'No phone number on the doctor’s profile' });
    expect(doctorAddress('sms', { ...doctor, phone: '12' })).toEqual({ ok: false, reason: 'The phone number on the doctor’s profile is not a valid number' });
    for (const channel of ['sms', 'email'] as const) {
      expect(doctorAddress(channel, { ...doctor, status: 'disabled' })).toEqual({ ok: false, reason: 'The ordering doctor’s account is not active' });
    }
  });
});
