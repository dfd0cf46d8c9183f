import { mergePages, pageKey, tableBound } from '@/lib/fhir/search/interleave';
import type { SearchPlan } from '@/lib/fhir/searches';

// Observation and DiagnosticReport are made of the clinic's records (the vitals, the diagnosis tests and the
// investigations) and of the laboratory's results and reports. Each side keeps its own search, as it was; the two
// are read side by side and paged by keyset on one key, as the interleave of several tables is
// (lib/fhir/search/interleave.ts): a row's key is its side's key twice plus its side's place.

/** A row of either side, known by its key in the search of both. */
export type SideRow<Clinic, Lab> = { id: number; side: 0; row: Clinic } | { id: number; side: 1; row: Lab };

const SIDES = 2;

/**
 * The search of `clinic` and `lab` together; a side that cannot match what was asked (null: a parameter only the
 * other side takes) is not read at all.
 */
export function sideBySide<Clinic extends { id: number }, Lab extends { id: number }>(clinic: SearchPlan<Clinic> | null, lab: SearchPlan<Lab> | null): SearchPlan<SideRow<Clinic, Lab>> {
  return {
    read: async (bound) => {
      const [own, labs] = await Promise.all([
        clinic ? clinic.read(tableBound(SIDES, 0, bound)) : [],
        lab ? lab.read(tableBound(SIDES, 1, bound)) : [],
      ]);
      return mergePages<SideRow<Clinic, Lab>>(bound, [
        own.map((row) => ({ id: pageKey(SIDES, 0, row.id), side: 0 as const, row })),
        labs.map((row) => ({ id: pageKey(SIDES, 1, row.id), side: 1 as const, row })),
      ]);
    },
    count: async () => (await Promise.all([clinic ? clinic.count() : 0, lab ? lab.count() : 0])).reduce((sum, one) => sum + one, 0),
    // A row goes back to the side that read it (a side that read nothing gave no row).
    toResource: (found) => (found.side === 0 ? clinic!.toResource(found.row) : lab!.toResource(found.row)),
    patientIdOf: (found) => (found.side === 0 ? clinic!.patientIdOf(found.row) : lab!.patientIdOf(found.row)),
  };
}

/**
 * The values of a search that one side can answer: all of them when it takes every parameter asked, or null when
 * one of them is the other side's alone (then this side matches nothing).
 */
export function valuesFor(values: ReadonlyMap<string, readonly string[]>, takes: readonly string[]): ReadonlyMap<string, readonly string[]> | null {
  for (const name of values.keys()) if (!takes.includes(name)) return null;
  return values;
}
