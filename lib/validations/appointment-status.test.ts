import { APPOINTMENT_STATUSES } from '@/lib/db/schema/enums';
import { appointmentStatusBodySchema, appointmentStatusChangeSchema, canMoveAppointment, holdsSlot, refusedMoveMessage } from './appointment-status';

describe('appointment states', () => {
  it('moves pending → confirmed → completed, and pending or confirmed → cancelled or no-show; nothing else', () => {
    const allowed = APPOINTMENT_STATUSES.flatMap((from) => APPOINTMENT_STATUSES.filter((to) => canMoveAppointment(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(
      ['pending→confirmed', 'pending→cancelled', 'pending→no-show', 'confirmed→completed', 'confirmed→cancelled', 'confirmed→no-show'].sort(),
    );
  });

  it('never reopens a completed visit, and a cancelled or no-show appointment frees its slot', () => {
    expect(canMoveAppointment('completed', 'pending')).toBe(false);
    expect(canMoveAppointment('completed', 'cancelled')).toBe(false);
    expect(canMoveAppointment('cancelled', 'pending')).toBe(false);
    expect(APPOINTMENT_STATUSES.filter(holdsSlot)).toEqual(['pending', 'confirmed', 'completed']);
  });

  it('says why a move is refused and where the appointment may still go', () => {
    expect(refusedMoveMessage('pending', 'completed')).toBe('A pending appointment cannot become completed: it can become confirmed, cancelled, no-show.');
    expect(refusedMoveMessage('completed', 'pending')).toBe('A completed appointment cannot become pending: it cannot change any more.');
  });

  it('accepts a known status and a real id only', () => {
    expect(appointmentStatusBodySchema.parse({ status: 'no-show' })).toEqual({ status: 'no-show' });
    expect(appointmentStatusBodySchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(appointmentStatusChangeSchema.parse({ id: '7', status: 'confirmed' })).toEqual({ id: 7, status: 'confirmed' });
    expect(appointmentStatusChangeSchema.safeParse({ id: 0, status: 'confirmed' }).success).toBe(false);
    expect(appointmentStatusChangeSchema.safeParse({ id: 2 ** 31, status: 'confirmed' }).success).toBe(false);
  });
});
