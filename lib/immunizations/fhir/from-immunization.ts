import type { Immunization, ImmunizationPerformer } from '@medplum/fhirtypes';
import type { patientImmunizations } from '@/lib/db/schema';
import { CVX, SNOMED_CT, conceptWords, itemsOf, notesOf, numberOf, readCode, readDateTime, textOf } from '@/lib/fhir/sent-values';
import type { ImportContext, Mapped } from '@/lib/record-import/context';

/** A vaccine of the patient's immunization record as an imported Immunization gives it; the import adds the patient and itself. */
export type ImmunizationRow = Omit<
  typeof patientImmunizations.$inferInsert,
  'id' | 'patientId' | 'importId' | 'createdAt' | 'recordedById' | 'voidedAt' | 'voidedById' | 'voidReason'
>;

/** The statuses an immunization is kept with: given, or due and not given. */
const KEPT_STATUSES = ['completed', 'not-done'] as const;
type KeptStatus = (typeof KEPT_STATUSES)[number];

/** The one who gave the vaccine: the administering performer (v2-0443 AP) when the record says, else the first named. */
function administeredBy(performers: readonly ImmunizationPerformer[] | undefined): ImmunizationPerformer | undefined {
  const listed = itemsOf(performers);
  return listed.find((performer) => itemsOf(performer.function?.coding).some((coding) => coding.code === 'AP')) ?? listed[0];
}

/**
 * An Immunization of another system read into the patient's immunization record: the vaccine (its CVX code
 * preferred, then SNOMED CT), the day it was given on the clinic's calendar and the instant when the record gives a
 * time, the dose in its series, lot, site and who gave it or where. Not kept: one entered in error, one without
 * FHIR's status, and one whose date is words ("January 2012"), since the record needs the day it was given.
 */
export function readImmunization(immunization: Immunization, ctx: ImportContext): Mapped<ImmunizationRow> {
  if (immunization.status === 'entered-in-error') return { ok: false, reason: 'entered in error' };
  if (!KEPT_STATUSES.includes(immunization.status as KeptStatus)) return { ok: false, reason: 'no status FHIR knows' };
  const vaccine = readCode(immunization.vaccineCode, [CVX, SNOMED_CT]);
  if (!vaccine.name) return { ok: false, reason: 'names no vaccine' };
  const given = readDateTime(immunization.occurrenceDateTime) ?? readDateTime(immunization.occurrenceString);
  if (!given) return { ok: false, reason: 'no date it was given' };
  const dose = itemsOf(immunization.protocolApplied)[0];
  const doseNumber = numberOf(dose?.doseNumberPositiveInt);
  const performer = administeredBy(immunization.performer);
  const whyNot = immunization.status === 'not-done' ? conceptWords(immunization.statusReason) : null;
  return {
    ok: true,
    row: {
      codeSystem: vaccine.codeSystem,
      code: vaccine.code,
      vaccine: vaccine.name,
      status: immunization.status as KeptStatus,
      givenOn: given.day,
      givenAt: given.instant,
      doseNumber: doseNumber !== null ? String(doseNumber) : textOf(dose?.doseNumberString),
      lotNumber: textOf(immunization.lotNumber),
      site: conceptWords(immunization.site),
      performer: ctx.nameOf(performer?.actor, immunization) ?? ctx.nameOf(immunization.location, immunization),
      note: [notesOf(immunization.note), whyNot ? `Not given: ${whyNot}` : ''].filter(Boolean).join('\n'),
    },
  };
}
