import 'server-only';
import { todayIso } from '@/lib/clinic-time';
import type { Db } from '@/lib/db/types';
import { formatDate } from '@/lib/format';
import { weekdayOf } from '@/lib/appointments/rules/booking';
import { bookableDoctors, nextFreeSlotsOf } from '@/lib/appointments/queries/free-slots';
import { bookAppointment } from '@/lib/appointments/writes/booking';
import { refuse } from './outcome';

const dayWords = (date: string) => `${weekdayOf(date)}, ${formatDate(date)}`;

export const followUpPassed = (date: string) => `The follow-up date, ${dayWords(date)}, has passed: choose a later one.`;
export const followUpDayFull = (doctor: string, date: string) =>
  `${doctor} has no free time on ${dayWords(date)}: choose another follow-up date, or discharge without booking the visit.`;
export const FOLLOW_UP_DOCTOR_GONE = 'The admitting doctor no longer sees patients: discharge without booking the visit, and book it from Appointments.';

/**
 * Books the follow-up visit of a discharge: with the admitting doctor, at their first free time of that day, by
 * the booking's own rules (bookAppointment). A day with no free time refuses it, and so the whole discharge.
 * Answers the appointment's id.
 */
export async function bookFollowUp(db: Db, { patientId, doctorId, date }: { patientId: number; doctorId: number; date: string }, now: Date): Promise<number> {
  if (date < todayIso(now)) refuse(followUpPassed(date));
  const [doctor] = await bookableDoctors(db, doctorId);
  if (!doctor) refuse(FOLLOW_UP_DOCTOR_GONE);
  const [first] = await nextFreeSlotsOf(db, [doctor], { date, time: '00:00' }, now);
  if (first?.date !== date) refuse(followUpDayFull(doctor.name, date));
  const booked = await bookAppointment(db, { patientId, doctorId, date, time: first.time, type: 'checkup' }, { now });
  // Taken a moment ago by another booking: said in the booking's own words.
  if (!booked.ok) refuse(booked.message);
  return booked.appointment.id;
}
