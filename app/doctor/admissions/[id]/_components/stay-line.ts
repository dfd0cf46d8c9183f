import { formatInstantDate, isoDateInZone, todayIso } from '@/lib/clinic-time';
import { dayOfStay } from '@/lib/admissions/rules/stay';
import type { AdmissionDetail } from '@/lib/admissions/queries/admission';

/** "Ward B, bed 4": where the patient lies (or lay last). */
export const bedText = (bed: AdmissionDetail['bed']): string => (bed ? `${bed.wardName}, bed ${bed.bedLabel}` : 'No bed');

/**
 * The admission in one line, as the ward says it: "Ward B, bed 4 · day 3 · admitted 28 Nov 2026 by Dr. Ada Obi";
 * once discharged, how many days it lasted and when it ended instead of the day it is.
 */
export function stayLine(admission: AdmissionDetail, now: Date = new Date()): string {
  const admittedOn = isoDateInZone(new Date(admission.admittedAt));
  const admitted = `admitted ${formatInstantDate(admission.admittedAt)} by ${admission.admittingDoctorName}`;
  const { discharge } = admission;
  if (!discharge) return [bedText(admission.bed), `day ${dayOfStay(admittedOn, todayIso(now))}`, admitted].join(' · ');
  const days = dayOfStay(admittedOn, isoDateInZone(new Date(discharge.dischargedAt)));
  return [bedText(admission.bed), `${days} ${days === 1 ? 'day' : 'days'}`, admitted, `discharged ${formatInstantDate(discharge.dischargedAt)}`].join(' · ');
}
