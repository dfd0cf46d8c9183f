import { todayIso } from '@/lib/clinic-time';
import type { Gender } from '@/lib/db/schema/enums';
import type { WardKind, WardSex } from '@/lib/wards/rules/kinds';
import { maternityRefuses, wardRefusesSex } from './messages';

/** How long the author may edit a progress note: after it, the note stands and is voided if wrong. */
export const NOTE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const mayEditNote = (note: { authorId: number | null; writtenAt: Date; voidedAt: Date | null }, doctorId: number, now: Date): boolean =>
  note.voidedAt === null && note.authorId === doctorId && now.getTime() - note.writtenAt.getTime() < NOTE_EDIT_WINDOW_MS;

/** Why a ward does not take this patient, or null when it does. */
export function wardRefusal(ward: { name: string; kind: WardKind; sex: WardSex }, gender: Gender): string | null {
  if (ward.kind === 'maternity' && gender !== 'female') return maternityRefuses(ward.name);
  if (ward.sex !== 'mixed' && ward.sex !== gender) return wardRefusesSex(ward.name, ward.sex);
  return null;
}

/**
 * The day of the stay, counted as wards count it: the day of admission is day 1. Both are the clinic's calendar
 * dates ("YYYY-MM-DD").
 */
export function dayOfStay(admittedOn: string, today: string): number {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${admittedOn}T00:00:00Z`)) / 86_400_000);
  return Math.max(1, days + 1);
}

/** "Admitted to Ward B, bed 4, day 3": the chart's and the visit's line while the patient is in. */
export function admittedLine(stay: { wardName: string; bedLabel: string; admittedAt: string }, today: string): string {
  return `Admitted to ${stay.wardName}, bed ${stay.bedLabel}, day ${dayOfStay(todayIso(new Date(stay.admittedAt)), today)}`;
}

/** The discharge summary's PDF (app/doctor/admissions/[id]/discharge-summary/route.ts): the admission page and the chart link it. */
export const dischargeSummaryHref = (admissionId: number) => `/doctor/admissions/${admissionId}/discharge-summary`;
