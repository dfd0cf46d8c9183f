import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// An outside laboratory's report of a panel (a full blood count, a lipid profile) comes in as the panel the catalogue
// knows, with its parts' results under it, as the clinic's own orders of it are: the chart and the Lab screen show
// one "Full blood count" with its parts, and FHIR gives it back as one report. Another system may code the panel
// otherwise (Synthea's CBC is 58410-2, the catalogue's 57021-8), so the results decide: a panel is the one whose
// parts' LOINC codes the report's results share most, at least two of them, and either the report's own code is the
// panel's or the results answer half of its parts or more. A result that is no part of it stays a test of its own.

/** A panel of the catalogue, with its parts by LOINC code. */
export interface CataloguePanel {
  id: number;
  loinc: string;
  /** Each part's test id by its LOINC code. */
  parts: Map<string, number>;
}

/** The fewest results that make a panel of a report. */
const FEWEST_PARTS = 2;

/** The catalogue's panels still offered, each with its parts: two statements, read once an import. */
export async function cataloguePanels(db: Db): Promise<CataloguePanel[]> {
  const panels = await db
    .select({ id: labTests.id, loinc: labTests.loinc, parts: labTests.parts })
    .from(labTests)
    .where(and(eq(labTests.kind, 'panel'), isNull(labTests.retiredAt)));
  const codes = [...new Set(panels.flatMap((panel) => panel.parts ?? []))];
  const parts = codes.length > 0 ? await db.select({ id: labTests.id, code: labTests.code, loinc: labTests.loinc }).from(labTests).where(inArray(labTests.code, codes)) : [];
  const byCode = new Map(parts.map((part) => [part.code, part]));
  return panels.map((panel) => ({
    id: panel.id,
    loinc: panel.loinc,
    parts: new Map((panel.parts ?? []).flatMap((code) => (byCode.has(code) ? [[byCode.get(code)!.loinc, byCode.get(code)!.id] as const] : []))),
  }));
}

/** The panel a report's results are parts of, or null: see the module's comment. */
export function panelOfReport(panels: readonly CataloguePanel[], reportLoinc: string | null, resultLoincs: readonly string[]): CataloguePanel | null {
  let best: { panel: CataloguePanel; shared: number } | null = null;
  for (const panel of panels) {
    const shared = new Set(resultLoincs.filter((loinc) => panel.parts.has(loinc))).size;
    const fits = shared >= FEWEST_PARTS && (panel.loinc === reportLoinc || shared * 2 >= panel.parts.size);
    if (fits && (!best || shared > best.shared)) best = { panel, shared };
  }
  return best?.panel ?? null;
}
