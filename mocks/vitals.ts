import type { observations } from '@/lib/db/schema';
import { parseBloodPressure, type Measure, type ObservationSource } from '@/lib/vitals/rules/measures';
import type { RegistrationVitals } from './people';

// The seeds write vitals as observations, as the app does: registration values dated by the patient's latest
// completed visit (or their registration), a test's by its creation, a prescription's by its date.

export type NewObservation = typeof observations.$inferInsert;

interface Sitting {
  patientId: number;
  takenAt: Date;
  recordedById: number | null;
  source: ObservationSource;
  sourceId: number | null;
}

/** What one sitting measured, by measure: a number, or a blood pressure as "120/80"; null when not taken. */
export type SittingVitals = Partial<Record<Measure, number | string | null | undefined>>;

/** One sitting's values as observation rows; a value not taken (null) gives none. */
export function observationRows(sitting: Sitting, values: SittingVitals): NewObservation[] {
  const rows: NewObservation[] = [];
  for (const [measure, value] of Object.entries(values) as Array<[Measure, number | string | null | undefined]>) {
    if (value === null || value === undefined || value === '') continue;
    if (measure === 'blood-pressure') {
      const pressure = parseBloodPressure(String(value));
      if (pressure) rows.push({ ...sitting, measure, value: pressure.systolic, value2: pressure.diastolic });
    } else {
      rows.push({ ...sitting, measure, value: Number(value), value2: null });
    }
  }
  return rows;
}

/** The instant of a visit on the clinic's clock (UTC+1, no summer time). */
export const visitInstant = (date: string, time: string) => new Date(`${date}T${time}+01:00`);

/**
 * The registration vitals of `people`: measured at each one's latest completed visit, never later than `now`
 * (a patient with no completed visit was measured when registered, `now`).
 */
export function registrationObservations(
  people: ReadonlyArray<{ id: number; vitals: RegistrationVitals }>,
  visits: ReadonlyArray<{ patientId: number; date: string; time: string; status?: string | null }>,
  now: Date,
): NewObservation[] {
  const latest = new Map<number, Date>();
  for (const visit of visits) {
    if (visit.status !== 'completed') continue;
    const at = visitInstant(visit.date, visit.time);
    if (at > now) continue;
    const known = latest.get(visit.patientId);
    if (!known || at > known) latest.set(visit.patientId, at);
  }
  return people.flatMap(({ id, vitals }) =>
    observationRows(
      { patientId: id, takenAt: latest.get(id) ?? now, recordedById: null, source: 'registration', sourceId: null },
      { weight: vitals.weight, 'blood-pressure': vitals.bloodPressure, glucose: vitals.glucose },
    ),
  );
}
