import 'server-only';
import { and, eq, like, or, sql } from 'drizzle-orm';
import { labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { CLINIC_CODE_PREFIX, rangesInReadingOrder, type LabTestValues } from '@/lib/lab/catalogue-schema';

/** The test an addition is refused for: the one of that name and specimen already in the catalogue. */
export interface ExistingLabTest {
  name: string;
  specimen: string;
  retired: boolean;
}

export type AddLabTestResult = { ok: true; test: { id: number; code: string; name: string } } | { ok: false; reason: 'duplicate'; existing: ExistingLabTest };

/** The longest slug a code is made of: a long name still makes a code one can read in a URL or a FHIR resource. */
const SLUG_MAX = 50;

/** "Vitamin D (25-OH)" → "vitamin-d-25-oh": the name's letters and digits, accents dropped, joined by hyphens. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'test';
}

/** The first of "clinic-slug", "clinic-slug-2", "clinic-slug-3"… that no test has. */
async function freeCode(db: Db, name: string): Promise<string> {
  const base = `${CLINIC_CODE_PREFIX}${slugOf(name)}`;
  // A slug holds only letters, digits and hyphens: nothing `like` would read as a wildcard.
  const taken = new Set(
    (await db.select({ code: labTests.code }).from(labTests).where(or(eq(labTests.code, base), like(labTests.code, `${base}-%`)))).map((row) => row.code),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** What a test of each kind stores beyond its name, codes and specimen. */
function resultColumns(input: LabTestValues) {
  if (input.kind === 'number') {
    return { unit: input.unit, decimals: input.decimals, ranges: rangesInReadingOrder(input.ranges), criticalLow: input.criticalLow, criticalHigh: input.criticalHigh };
  }
  if (input.kind === 'choice') return { choices: input.choices, normalChoices: input.normalChoices };
  return {};
}

/**
 * Adds a test to the catalogue, written as added by `doctor`, with a code of its own ("clinic-" and its name's slug,
 * numbered when taken). A test of the same name (any letter case) and specimen, retired or not, is refused: the order
 * dialog would offer two tests nobody could tell apart. No unique index says so (the shipped list's names are not
 * unique across specimens), so additions take turns on an advisory lock, and the second of two at once sees the first.
 */
export function addLabTest(db: Db, doctor: { id: number }, input: LabTestValues): Promise<AddLabTestResult> {
  return db.transaction(async (tx): Promise<AddLabTestResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lab_tests.add'))`);
    const [existing] = await tx
      .select({ name: labTests.name, specimen: labTests.specimen, retiredAt: labTests.retiredAt })
      .from(labTests)
      .where(and(eq(sql`lower(${labTests.name})`, input.name.toLowerCase()), eq(labTests.specimen, input.specimen)))
      .limit(1);
    if (existing) return { ok: false, reason: 'duplicate', existing: { name: existing.name, specimen: existing.specimen, retired: existing.retiredAt !== null } };
    const [test] = await tx
      .insert(labTests)
      .values({
        code: await freeCode(tx, input.name),
        name: input.name,
        loinc: input.loinc,
        loincDisplay: input.loincDisplay,
        specimen: input.specimen,
        kind: input.kind,
        ...resultColumns(input),
        orderable: true,
        addedById: doctor.id,
      })
      .returning({ id: labTests.id, code: labTests.code, name: labTests.name });
    return { ok: true, test };
  });
}

export type RetireLabTestResult = { ok: true; test: { id: number; name: string; retired: boolean } } | { ok: false; reason: 'not-found' };

/**
 * Retires a test (it is no longer offered for ordering; the orders and results that name it keep it) or restores it.
 * Retiring a retired test keeps the time it was first retired.
 */
export async function setLabTestRetired(db: Db, id: number, retired: boolean, now = new Date()): Promise<RetireLabTestResult> {
  const [test] = await db
    .update(labTests)
    .set({ retiredAt: retired ? sql`coalesce(${labTests.retiredAt}, ${now.toISOString()}::timestamptz)` : null })
    .where(eq(labTests.id, id))
    .returning({ id: labTests.id, name: labTests.name, retiredAt: labTests.retiredAt });
  if (!test) return { ok: false, reason: 'not-found' };
  return { ok: true, test: { id: test.id, name: test.name, retired: test.retiredAt !== null } };
}
