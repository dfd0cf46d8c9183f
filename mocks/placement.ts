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
 * doctor) takes the visit first (firstDoctorsPlace), so that their day has a queue on every day of the week.
 * Deterministic: the same visits give the same result.
 */
export function placeVisits(visits: readonly Visit[], doctors: readonly SampleDoctor[], { firstDoctorOn }: { firstDoctorOn?: string } = {}): NewAppointment[] {
  const booked = new Map<number, BookedTime[]>(doctors.map((doctor) => [doctor.id, []]));
  return visits.map((visit, index) => {
    const inTurn = visit.date === firstDoctorOn ? doctors : doctors.map((_, k) => doctors[(index + k) % doctors.length]);
    const holdsSlot = visit.status !== 'cancelled' && visit.status !== 'no-show';
    const free = (doctor: SampleDoctor, time: string) =>
      !holdsSlot || !overlapsBooking(`${visit.date} ${toHms(time)}`, endOfVisit(visit.date, time, doctor.hours.perPatientTime), booked.get(doctor.id) ?? []);
    const first = visit.date === firstDoctorOn ? firstDoctorsPlace(visit, doctors[0], booked.get(doctors[0].id) ?? [], free) : undefined;
    let doctor = first ? doctors[0] : inTurn.find((candidate) => withinHours(candidate.hours, visit.date, visit.time) && free(candidate, visit.time));
    let time = first ?? visit.time;
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

/**
 * Where the first doctor sees a visit of `firstDoctorOn`, or undefined when someone else must: at its own time
 * inside their hours; else at their first free time later that day (never earlier, so a visit still to be seen
 * stays after the time of seeding); else, on a day whose hours hold no visit at all (the spec's default Monday,
 * 08:00–08:05, is shorter than one visit), at its own time outside their hours, as a booking made before the
 * hours were shortened: the product keeps such bookings and the Schedule screen lists them for the doctor to
 * move. Without that, the demo doctor's home screen would have no queue on a Monday.
 */
function firstDoctorsPlace(visit: Visit, doctor: SampleDoctor, booked: readonly BookedTime[], free: (doctor: SampleDoctor, time: string) => boolean): string | undefined {
  if (withinHours(doctor.hours, visit.date, visit.time) && free(doctor, visit.time)) return visit.time;
  const [later] = freeSlotsOf(doctor.id, doctor.hours, booked, { date: visit.date, time: visit.time }, { count: 1, horizonDays: 0 });
  if (later) return `${later.time}:00`;
  const [any] = freeSlotsOf(doctor.id, doctor.hours, [], { date: visit.date, time: '00:00:00' }, { count: 1, horizonDays: 0 });
  return !any && free(doctor, visit.time) ? visit.time : undefined;
}

/** The doctor's first visit of `today` still to be seen, checked in (arrived); every other visit as it was. */
export function checkInFirstOfDay(visits: NewAppointment[], { doctorId, today }: { doctorId: number; today: string }): NewAppointment[] {
  const first = visits
    .filter((visit) => visit.doctorId === doctorId && visit.date === today && (visit.status === 'pending' || visit.status === 'confirmed'))
    .sort((a, b) => a.time.localeCompare(b.time))[0];
  return visits.map((visit) => (visit === first ? { ...visit, status: 'arrived' } : visit));
}
