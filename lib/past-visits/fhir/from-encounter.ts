import type { Encounter } from '@medplum/fhirtypes';
import type { pastVisits } from '@/lib/db/schema';
import { conceptWords, instantOf, itemsOf, listOf, textOf, wordsOfResource } from '@/lib/fhir/sent-values';
import type { ImportContext, Mapped } from '@/lib/record-import/context';

/** A visit elsewhere as an imported Encounter gives it; the import adds the patient and itself. */
export type PastVisitRow = Omit<typeof pastVisits.$inferInsert, 'id' | 'patientId' | 'importId' | 'createdAt'>;

/** The kinds of visit the clinic names in its own words, by their class in HL7's ActCode. */
export const VISIT_KINDS: Readonly<Record<string, string>> = {
  AMB: 'Outpatient visit',
  EMER: 'Emergency',
  IMP: 'Inpatient stay',
};

/** Statuses of a visit that did not take place: one still planned, one called off, one recorded by mistake. */
const NOT_A_VISIT: Readonly<Record<string, string>> = {
  planned: 'planned, not yet taken place',
  cancelled: 'cancelled',
  'entered-in-error': 'entered in error',
};

/** The entry of a table for a code sent, never a property every object has ("constructor"). */
const entryOf = (table: Readonly<Record<string, string>>, code: string | null): string | null => (code !== null && Object.hasOwn(table, code) ? table[code]! : null);

/**
 * An Encounter of another system read into the patient's past visits, never as an appointment of this clinic: when
 * (a date alone is the start of that day at the clinic), its status as sent (FHIR's 'unknown' when it says none),
 * its kind, type and reason in words, where (the organization that gave the care, then each location) and with
 * whom. Not kept: a visit that did not take place, or one that says no start.
 */
export function readPastVisit(encounter: Encounter, ctx: ImportContext): Mapped<PastVisitRow> {
  const status = textOf(encounter.status);
  const notTaken = entryOf(NOT_A_VISIT, status);
  if (notTaken) return { ok: false, reason: notTaken };
  const startedAt = instantOf(encounter.period?.start);
  if (!startedAt) return { ok: false, reason: 'says no start' };
  const classCode = textOf(encounter.class?.code);
  const reasons = [
    ...itemsOf(encounter.reasonCode).map(conceptWords),
    ...itemsOf(encounter.reasonReference).map((reference) => wordsOfResource(ctx.resolve(reference, encounter)) ?? ctx.nameOf(reference, encounter)),
  ];
  const places = [ctx.nameOf(encounter.serviceProvider, encounter), ...itemsOf(encounter.location).map(({ location }) => ctx.nameOf(location, encounter))];
  return {
    ok: true,
    row: {
      startedAt,
      endedAt: instantOf(encounter.period?.end),
      status: status ?? 'unknown',
      classCode,
      kind: entryOf(VISIT_KINDS, classCode) ?? textOf(encounter.class?.display) ?? classCode ?? '',
      type: listOf(itemsOf(encounter.type).map(conceptWords)) ?? '',
      reason: listOf(reasons, '; ') ?? '',
      // A place's name may hold commas ("Ward 1, Room 42, Bed 1"): places are told apart by semicolons.
      place: listOf(places, '; ') ?? '',
      practitioner: listOf(itemsOf(encounter.participant).map(({ individual }) => ctx.nameOf(individual, encounter))) ?? '',
    },
  };
}
