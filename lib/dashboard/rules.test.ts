import { planDay, remainingToday, type DayAppointment } from './rules';
import type { AppointmentStatus } from '@/lib/db/schema/enums';

const NOW = new Date('2026-03-15T09:30:00Z'); // 10:30 in Lagos
const row = (id: number, time: string, status: AppointmentStatus, arrivedAt: string | null = null): DayAppointment => ({
  id,
  patientId: id,
  patientName: `Patient ${id}`,
  patientNumber: `P-00000${id}`,
  time,
  status,
  arrivedAt,
});

const marks = (rows: DayAppointment[]) => planDay(rows, { now: NOW, clockTime: '10:30:00' }).map((r) => [r.id, r.mark, r.waitingMinutes]);

describe("the doctor's day", () => {
  it('flags a visit whose time passed while pending or confirmed as overdue, and marks the first one still ahead as next', () => {
    const rows = [row(1, '09:00:00', 'completed'), row(2, '09:30:00', 'pending'), row(3, '10:00:00', 'confirmed'), row(4, '10:30:00', 'pending'), row(5, '11:00:00', 'confirmed')];
    expect(marks(rows)).toEqual([
      [1, null, null],
      [2, 'overdue', null],
      [3, 'overdue', null],
      [4, 'next', null],
      [5, null, null],
    ]);
  });

  it('puts a patient who has checked in next, with how long they have waited, before visits still ahead', () => {
    const rows = [row(1, '09:00:00', 'arrived', '2026-03-15T09:05:00Z'), row(2, '09:30:00', 'arrived', '2026-03-15T08:10:00Z'), row(3, '11:00:00', 'pending')];
    expect(marks(rows)).toEqual([
      [1, 'next', 25],
      [2, 'waiting', 80],
      [3, null, null],
    ]);
  });

  it('marks nothing next when nothing is left to see, and never counts cancelled or no-show visits as overdue', () => {
    const rows = [row(1, '09:00:00', 'cancelled'), row(2, '09:30:00', 'no-show'), row(3, '10:00:00', 'completed')];
    expect(marks(rows).map(([, mark]) => mark)).toEqual([null, null, null]);
  });

  it('gives the bell the patients waiting, then the visits whose time has not passed', () => {
    const rows = [row(1, '09:00:00', 'pending'), row(2, '09:30:00', 'arrived', '2026-03-15T09:00:00Z'), row(3, '10:30:00', 'confirmed'), row(4, '11:00:00', 'completed')];
    expect(remainingToday(rows, '10:30:00').map((r) => r.id)).toEqual([2, 3]);
  });
});
