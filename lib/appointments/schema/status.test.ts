import { APPOINTMENT_STATUSES } from '@/lib/db/schema/enums';
import { appointmentStatusBodySchema, appointmentStatusChangeSchema } from './status';
import { mayChangeAppointmentState, canMoveAppointment, earlyCompletionMessage, holdsSlot, isEarlyCompletion, isNoShowBeforeStart, movesNow, noShowBeforeStartMessage, refusedMoveMessage, visitStartsSentence } from '@/lib/appointments/rules/status';

describe('who may move an appointment', () => {
  it('its own doctor or an administrator, nobody else', () => {
    expect(mayChangeAppointmentState({ id: 2, role: 'doctor' }, { doctorId: 2 })).toBe(true);
    expect(mayChangeAppointmentState({ id: 3, role: 'doctor' }, { doctorId: 2 })).toBe(false);
    expect(mayChangeAppointmentState({ id: 1, role: 'administrator' }, { doctorId: 2 })).toBe(true);
  });
});

describe('appointment states', () => {
  it('moves pending → confirmed → arrived → completed, pending or confirmed → cancelled or no-show, arrived → cancelled; nothing else', () => {
    const allowed = APPOINTMENT_STATUSES.flatMap((from) => APPOINTMENT_STATUSES.filter((to) => canMoveAppointment(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(
      [
        'pending→confirmed',
        'pending→arrived',
        'pending→cancelled',
        'pending→no-show',
        'confirmed→arrived',
        'confirmed→completed',
        'confirmed→cancelled',
        'confirmed→no-show',
        'arrived→completed',
        'arrived→cancelled',
      ].sort(),
    );
  });

  it('never reopens a completed visit, and a cancelled or no-show appointment frees its slot', () => {
    expect(canMoveAppointment('completed', 'pending')).toBe(false);
    expect(canMoveAppointment('completed', 'cancelled')).toBe(false);
    expect(canMoveAppointment('cancelled', 'pending')).toBe(false);
    expect(canMoveAppointment('arrived', 'no-show')).toBe(false);
    expect(APPOINTMENT_STATUSES.filter(holdsSlot)).toEqual(['pending', 'confirmed', 'arrived', 'completed']);
  });

  it('says why a move is refused and where the appointment may still go', () => {
    expect(refusedMoveMessage('pending', 'completed')).toBe('A pending appointment cannot become completed: it can become confirmed, arrived, cancelled, no-show.');
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

describe('completing a visit before its start', () => {
  // 12:40 at the clinic (Africa/Lagos is UTC+1 all year).
  const at1240 = new Date('2026-11-24T11:40:00Z');
  const today = { date: '2026-11-24', time: '15:00:00' };

  it('is early while the clinic clock is before the start, and not from the start on', () => {
    expect(isEarlyCompletion('completed', today, at1240)).toBe(true);
    expect(isEarlyCompletion('completed', { date: '2026-11-25', time: '08:00' }, at1240)).toBe(true);
    expect(isEarlyCompletion('completed', { date: '2026-11-24', time: '12:41' }, at1240)).toBe(true);
    expect(isEarlyCompletion('completed', { date: '2026-11-24', time: '12:40:00' }, at1240)).toBe(false);
    expect(isEarlyCompletion('completed', { date: '2026-11-24', time: '09:00:00' }, at1240)).toBe(false);
    expect(isEarlyCompletion('completed', { date: '2026-11-23', time: '15:00:00' }, at1240)).toBe(false);
  });

  it('concerns completing only: confirming, cancelling or a no-show before the start asks nothing more', () => {
    for (const status of ['pending', 'confirmed', 'cancelled', 'no-show'] as const) expect(isEarlyCompletion(status, today, at1240)).toBe(false);
  });

  it('says when the visit starts: today by its time, another day by its date', () => {
    expect(visitStartsSentence(today, at1240)).toBe('This visit starts at 15:00 today.');
    expect(visitStartsSentence({ date: '2026-12-01', time: '09:30:00' }, at1240)).toBe('This visit starts on 1 Dec 2026 at 09:30.');
    expect(earlyCompletionMessage(today, at1240)).toBe('This visit starts at 15:00 today. Confirm to mark it completed before then.');
  });

  it('takes an explicit early flag, true or false only', () => {
    expect(appointmentStatusChangeSchema.parse({ id: 7, status: 'completed', early: true })).toEqual({ id: 7, status: 'completed', early: true });
    expect(appointmentStatusChangeSchema.parse({ id: 7, status: 'completed' })).toEqual({ id: 7, status: 'completed' });
    expect(appointmentStatusChangeSchema.safeParse({ id: 7, status: 'completed', early: 'yes' }).success).toBe(false);
  });
});

describe('a no-show before the visit’s start', () => {
  // 13:59 in Lagos (UTC+1); the visit starts at 15:00.
  const now = new Date('2026-11-25T12:59:00Z');
  const start = { date: '2026-11-25', time: '15:00:00' };

  it('is refused before the start and allowed from it on; other moves are not concerned', () => {
    expect(isNoShowBeforeStart('no-show', start, now)).toBe(true);
    expect(isNoShowBeforeStart('no-show', start, new Date('2026-11-25T14:00:00Z'))).toBe(false);
    expect(isNoShowBeforeStart('cancelled', start, now)).toBe(false);
    expect(noShowBeforeStartMessage(start, now)).toBe('This visit starts at 15:00 today. It cannot be marked a no-show before then.');
  });

  it('is left out of the moves a screen offers until the start', () => {
    expect(movesNow('pending', start, now)).toEqual(['confirmed', 'arrived', 'cancelled']);
    expect(movesNow('confirmed', start, new Date('2026-11-25T14:30:00Z'))).toEqual(['arrived', 'completed', 'cancelled', 'no-show']);
    expect(movesNow('arrived', start, now)).toEqual(['completed', 'cancelled']);
  });
});
