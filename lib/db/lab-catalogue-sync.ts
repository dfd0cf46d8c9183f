import { inArray } from 'drizzle-orm';
import { labTests } from './schema';
import type { CatalogueTest } from '@/lib/lab/rules/catalogue-types';
import type { Db } from './types';
import { SYNC_CHUNK } from './formulary-sync';

// Not `server-only`: it runs where the migrations run (lib/db/open.ts), which the CLI scripts use too.

/**
 * Writes the shipped test catalogue into lab_tests by `code`, every time the migrations run, so that the TypeScript
 * list is the one place it is written. A test already there is left as the clinic keeps it (an administrator may
 * have retired it), and so is every test the clinic added. One read when nothing is new. Returns how many were added.
 */
export async function syncLabCatalogue(db: Db, entries: readonly CatalogueTest[]): Promise<number> {
  if (entries.length === 0) return 0;
  const codes = [...new Set(entries.map((entry) => entry.code))];
  const present = new Set((await db.select({ code: labTests.code }).from(labTests).where(inArray(labTests.code, codes))).map((row) => row.code));
  const missing = entries.filter((entry, index) => !present.has(entry.code) && codes.indexOf(entry.code) === index);
  let added = 0;
  for (let start = 0; start < missing.length; start += SYNC_CHUNK) {
    const rows = missing.slice(start, start + SYNC_CHUNK).map((entry) => ({
      code: entry.code,
      name: entry.name,
      loinc: entry.loinc,
      loincDisplay: entry.loincDisplay,
      specimen: entry.specimen,
      kind: entry.kind,
      unit: entry.unit ?? null,
      decimals: entry.decimals ?? 1,
      choices: entry.choices ? [...entry.choices] : null,
      normalChoices: entry.normalChoices ? [...entry.normalChoices] : null,
      criticalChoices: entry.criticalChoices ? [...entry.criticalChoices] : null,
      ranges: entry.ranges ? [...entry.ranges] : [],
      criticalLow: entry.criticalLow ?? null,
      criticalHigh: entry.criticalHigh ?? null,
      parts: entry.parts ? [...entry.parts] : null,
      orderable: entry.orderable,
      synonyms: entry.synonyms ? [...entry.synonyms] : null,
    }));
    // Two servers starting at once on one database: the second's conflicting rows are skipped, not an error.
    const inserted = await db.insert(labTests).values(rows).onConflictDoNothing({ target: labTests.code }).returning({ id: labTests.id });
    added += inserted.length;
  }
  return added;
}
