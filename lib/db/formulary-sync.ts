import { inArray, isNotNull, and } from 'drizzle-orm';
import { medicines } from './schema';
import type { EssentialMedicine } from '@/lib/medicines/rules/types';
import type { Db } from './types';

// Not `server-only`: it runs where the migrations run (lib/db/open.ts), which the CLI scripts use too.

/** One entry of the shipped list (lib/medicines/rules/essential-medicines.ts). */
export type ShippedMedicine = EssentialMedicine;

/** Rows per INSERT: a few hundred entries in two or three statements, far under PostgreSQL's 65 535 parameters. */
export const SYNC_CHUNK = 200;

/**
 * Writes the shipped list into the formulary by `code`, every time the migrations run, so that the TypeScript
 * list is the one place it is written. An entry already there is left as it is (`on conflict (code) do
 * nothing`), and so is every row the clinic added (they have no code). Cheap when nothing is new: one query
 * reads which codes exist, and nothing is inserted (an insert that conflicts would still take an id from the
 * sequence for each row, hundreds at every start). Returns how many entries were added.
 */
export async function syncFormulary(db: Db, entries: readonly ShippedMedicine[]): Promise<number> {
  if (entries.length === 0) return 0;
  const codes = [...new Set(entries.map((entry) => entry.code))];
  const present = new Set(
    (await db.select({ code: medicines.code }).from(medicines).where(and(isNotNull(medicines.code), inArray(medicines.code, codes)))).map((row) => row.code),
  );
  const seen = new Set<string>();
  const missing = entries.filter((entry) => {
    if (present.has(entry.code) || seen.has(entry.code)) return false;
    seen.add(entry.code);
    return true;
  });
  let added = 0;
  for (let start = 0; start < missing.length; start += SYNC_CHUNK) {
    const rows = missing.slice(start, start + SYNC_CHUNK).map((entry) => ({
      code: entry.code,
      name: entry.name,
      strength: entry.strength,
      form: entry.form,
      route: entry.route,
      drugClass: entry.drugClass ?? null,
      source: entry.source,
    }));
    // Two servers starting at once on one database: the second's conflicting rows are skipped, not an error.
    const inserted = await db.insert(medicines).values(rows).onConflictDoNothing({ target: medicines.code }).returning({ id: medicines.id });
    added += inserted.length;
  }
  return added;
}
