import 'server-only';
import type { AllergyIntolerance } from '@medplum/fhirtypes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { medicines, patientAllergies, patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { allergyDrugClass } from '@/lib/medicines/rules/allergy-class';
import { allergySchema } from '@/lib/patients/schema/allergies';

// An imported allergy joins the patient's allergies, the list the prescription form warns from. A drug allergy is
// matched to the formulary by its name where it can be (its class then comes with it); any other allergy (a food, a
// latex or insect allergy the other system recorded) is kept as the words it was sent in, so that nothing recorded
// about the patient is lost. "No known allergy" becomes the record's "No known drug allergies" only when the patient
// has no allergy standing.

export type AllergyImport = { kind: 'stored' } | { kind: 'present' } | { kind: 'skipped'; reason: string };

const SNOMED = 'http://snomed.info/sct';
/** SNOMED CT's "No known drug allergy" and "No known allergy". */
const NONE_KNOWN_CODES = ['409137002', '716186003'];

const words = (concept: { text?: string; coding?: Array<{ display?: string; code?: string }> } | undefined) =>
  (concept?.text ?? concept?.coding?.find((coding) => coding.display)?.display ?? '').trim();
const codeOf = (concept: { coding?: Array<{ code?: string }> } | undefined) => concept?.coding?.find((coding) => coding.code)?.code;

/** Stores one imported AllergyIntolerance on the patient; see the module's comment. */
export async function importAllergy(db: Db, patientId: number, importId: number, allergy: AllergyIntolerance): Promise<AllergyImport> {
  const verification = codeOf(allergy.verificationStatus);
  if (verification === 'refuted' || verification === 'entered-in-error') return { kind: 'skipped', reason: `an allergy whose verification status is ${verification}` };
  const clinical = codeOf(allergy.clinicalStatus);
  if (clinical !== undefined && clinical !== 'active') return { kind: 'skipped', reason: `an allergy whose clinical status is ${clinical.slice(0, 20)} (the record lists the allergies that stand)` };
  if (allergy.code?.coding?.some((coding) => coding.system === SNOMED && NONE_KNOWN_CODES.includes(coding.code ?? ''))) {
    const [standing] = await db.select({ id: patientAllergies.id }).from(patientAllergies).where(and(eq(patientAllergies.patientId, patientId), isNull(patientAllergies.voidedAt))).limit(1);
    if (standing) return { kind: 'skipped', reason: '"No known allergy" while the record lists an allergy' };
    await db.update(patients).set({ noKnownDrugAllergies: true }).where(eq(patients.id, patientId));
    return { kind: 'stored' };
  }
  const isDrug = !allergy.category || allergy.category.length === 0 || allergy.category.includes('medication');
  const reaction = (allergy.reaction?.[0]?.manifestation ?? []).map(words).filter(Boolean).join(', ') || (allergy.reaction?.[0]?.description ?? '');
  const parsed = allergySchema.safeParse({ substance: words(allergy.code), reaction: reaction.slice(0, 200) });
  if (!parsed.success) return { kind: 'skipped', reason: `an allergy the record cannot keep: ${parsed.error.issues[0]!.message}` };
  const substance = parsed.data.substance;
  const [already] = await db
    .select({ id: patientAllergies.id })
    .from(patientAllergies)
    .where(and(eq(patientAllergies.patientId, patientId), isNull(patientAllergies.voidedAt), sql`lower(${patientAllergies.substance}) = lower(${substance})`))
    .limit(1);
  if (already) return { kind: 'present' };
  const [medicine] = isDrug
    ? await db
        .select({ id: medicines.id, name: medicines.name, drugClass: medicines.drugClass })
        .from(medicines)
        .where(sql`lower(${medicines.name}) = lower(${substance})`)
        .limit(1)
    : [];
  await db.insert(patientAllergies).values({
    patientId,
    medicineId: medicine?.id ?? null,
    substance: medicine?.name ?? substance,
    drugClass: medicine?.drugClass ?? (isDrug ? allergyDrugClass(substance) : null),
    reaction: parsed.data.reaction,
    importId,
  });
  await db.update(patients).set({ noKnownDrugAllergies: false }).where(eq(patients.id, patientId));
  return { kind: 'stored' };
}
