import 'server-only';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { appointments, patients } from '@/lib/db/schema';
import { addYearsIso } from '@/lib/format';
import { TO_BE_SEEN_STATUSES } from '@/lib/appointments/rules/status';
import type { PatientActivity } from '@/lib/patients/rules/groups';

// What makes a patient "active" or "pending", in one place: the dashboard counts them (its Active Users and
// Pending Users cards) and the patient list filters by them (the cards' links), with the same conditions.

/** An appointment completed in the 12 months up to `today` (from the same day a year earlier). */
export const completedWithinYear = (today: string): SQL =>
  and(eq(appointments.status, 'completed'), gte(appointments.date, addYearsIso(today, -1)), lte(appointments.date, today))!;

/** An appointment still to be seen: pending, confirmed, or arrived and waiting. */
export const stillToBeSeen = (): SQL => inArray(appointments.status, TO_BE_SEEN_STATUSES);

/** The patient (the row of `patients` being read) has an appointment of that activity: one index probe per patient. */
export function patientActivityCondition(activity: PatientActivity, today: string): SQL {
  const of = activity === 'active' ? completedWithinYear(today) : stillToBeSeen();
  return sql`exists (select 1 from ${appointments} where ${appointments.patientId} = ${patients.id} and ${of})`;
}
