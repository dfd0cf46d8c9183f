import { endOfVisit, freeSlotsOf, overlapsBooking, withinHours, type BookedTime, type WorkingHours } from '@/lib/validations/booking';
import { toHms } from '@/lib/validations/schedule';
import type { NewAppointment, Visit } from './clinic';

export interface SampleDoctor {
  id: number;
  hours: WorkingHours;
}

/**
 * Gives each sample visit a doctor and an end, as a booking would: the doctors are taken in turn from the
 * visit's position, and a visit goes to the first one whose hours hold it and who is free then; when none
 * is, it moves to that day's first free time of the first doctor who has one. Visits that hold no slot
 * (cancelled, no-show) keep their time. Deterministic: the same visits give the same result.
 */
export function placeVisits(visits: readonly Visit[], doctors: readonly SampleDoctor[]): NewAppointment[] {
  const booked = new Map<number, BookedTime[]>(doctors.map((doctor) => [doctor.id, []]));
  return visits.map((visit, index) => {
    const inTurn = doctors.map((_, k) => doctors[(index + k) % doctors.length]);
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
