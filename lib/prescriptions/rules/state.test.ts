import { prescriptionState, prescriptionStateLabel, PRESCRIPTION_STATE_LABELS } from './state';
import { prescriptionStatusLabel } from './text';

const VOIDED = { voidedAt: '2026-03-15T09:30:00.000Z', voidedBy: 'Dr. Ada Obi', reason: 'Written for the wrong patient' };

describe('prescriptionState', () => {
  it('is active or inactive by the Status switch while the prescription stands', () => {
    expect(prescriptionState({ status: true, voided: null })).toBe('active');
    expect(prescriptionState({ status: false, voided: null })).toBe('inactive');
  });

  it('is voided once voided, whatever the switch says', () => {
    expect(prescriptionState({ status: true, voided: VOIDED })).toBe('voided');
    expect(prescriptionState({ status: false, voided: VOIDED })).toBe('voided');
    // A removed account's void is a void all the same.
    expect(prescriptionState({ status: true, voided: { ...VOIDED, voidedBy: null } })).toBe('voided');
  });

  it('reads Voided, Active or Inactive, and never Active for a voided one', () => {
    expect(prescriptionStateLabel({ status: true, voided: VOIDED })).toBe('Voided');
    expect(prescriptionStateLabel({ status: true, voided: null })).toBe('Active');
    expect(prescriptionStateLabel({ status: false, voided: null })).toBe('Inactive');
    expect(Object.values(PRESCRIPTION_STATE_LABELS)).toEqual(['Voided', 'Active', 'Inactive']);
  });

  it("gives the form's switch the same words as a standing prescription's state", () => {
    expect(prescriptionStatusLabel(true)).toBe(prescriptionStateLabel({ status: true, voided: null }));
    expect(prescriptionStatusLabel(false)).toBe(prescriptionStateLabel({ status: false, voided: null }));
  });
});
