import { endOfVisit } from '@/lib/clinic-time';
import { freeSlotsOf, overlapsBooking, withinHours, type BookedTime, type WorkingHours } from '@/lib/appointments/rules/booking';
import { toHms } from '@/lib/clinic-time/time-of-day';
import type { NewAppointment, Visit } from './clinic';

export interface SampleDoctor {
  id: number;
  hours: WorkingHours;
}

/**
 * Gives each sample visit a doctor and an end, as a booking would: the doctors are taken in turn from the
 * visit's position, and a visit goes to the first one whose hours hold it and who is free then; when none
 * is, it moves to that day's first free time of the first doctor who has one. Visits that hold no slot
 * (cancelled, no-show) keep their time. On `firstDoctorOn` (today, in the demo) the first doctor (the demo
 * doctor) is tried first, so that their day has a queue. Deterministic: the same visits give the same result.
 */
export function placeVisits(visits: readonly Visit[], doctors: readonly SampleDoctor[], { firstDoctorOn }: { firstDoctorOn?: string } = {}): NewAppointment[] {
  const booked = new Map<number, BookedTime[]>(doctors.map((doctor) => [doctor.id, []]));
  return visits.map((visit, index) => {
    const inTurn = visit.date === firstDoctorOn ? doctors : doctors.map((_, k) => doctors[(index + k) % doctors.length]);
    const holdsSlot = visit.status !== 'cancelled' && visit.status !== 'no-show';
    const free = (doctor: SampleDoctor, time: string) =>
      !holdsSlot || !overlapsBooking(`${visit.date} ${toHms(time)}`, endOfVisit(visit.date, time, doctor.hours.perPatientTime), booked.get(doctor.id) ?? []);
    let doctor = inTurn.find((candidate) => withinHours(candidate.hours, visit.date, visit.time) && free(candidate, visit.time));
    let time = visit.time;
    if (!doctor) {
      for (const candidate of inTurn) {
        const [slot] = freeSlotsOf(candidate.id, candidate.hours, booked.get(candidate.id) ?? [], { date: visit.date, time: '00:00:00' }, { count: 1, horizonDays: 0 });
        if (slot) {
          doctor = candidate;
          time = `${slot.time}:00`;
          break;
        }
      }
    }
    if (!doctor) throw new Error(`No sample doctor can see a patient on ${visit.date}`);
    const endsAt = endOfVisit(visit.date, time, doctor.hours.perPatientTime);
    if (holdsSlot) booked.get(doctor.id)?.push({ start: `${visit.date} ${toHms(time)}`, end: endsAt });
    return { ...visit, time, doctorId: doctor.id, endsAt };
  });
}

/** The doctor's first visit of `today` still to be seen, checked in (arrived); every other visit as it was. */
export function checkInFirstOfDay(visits: NewAppointment[], { doctorId, today }: { doctorId: number; today: string }): NewAppointment[] {
  const first = visits
    .filter((visit) => visit.doctorId === doctorId && visit.date === today && (visit.status === 'pending' || visit.status === 'confirmed'))
    .sort((a, b) => a.time.localeCompare(b.time))[0];
  return visits.map((visit) => (visit === first ? { ...visit, status: 'arrived' } : visit));
}
