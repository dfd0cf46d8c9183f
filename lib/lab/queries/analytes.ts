// Not `server-only`: the demo seed (`npm run db:seed`, plain Node) reads an order's tests with it.
import { asc, eq, inArray } from 'drizzle-orm';
import { labOrderTests, labTests } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { ReferenceRange } from '@/lib/lab/rules/catalogue-types';

/** A test as results need it: what to type, in which unit, against which range and limits. */
export interface Analyte {
  testId: number;
  /** The ordered test it answers: itself, or the panel it is a part of. */
  orderTestId: number;
  code: string;
  name: string;
  loinc: string;
  loincDisplay: string;
  kind: 'number' | 'choice' | 'text' | 'panel';
  unit: string | null;
  decimals: number;
  choices: string[] | null;
  normalChoices: string[] | null;
  criticalChoices: string[] | null;
  ranges: ReferenceRange[];
  criticalLow: number | null;
  criticalHigh: number | null;
  /** The panel's name when it is a part of one ("Full blood count"). */
  panel: string | null;
}

const partColumns = {
  testId: labTests.id,
  code: labTests.code,
  name: labTests.name,
  loinc: labTests.loinc,
  loincDisplay: labTests.loincDisplay,
  kind: labTests.kind,
  unit: labTests.unit,
  decimals: labTests.decimals,
  choices: labTests.choices,
  normalChoices: labTests.normalChoices,
  criticalChoices: labTests.criticalChoices,
  ranges: labTests.ranges,
  criticalLow: labTests.criticalLow,
  criticalHigh: labTests.criticalHigh,
};
const analyteColumns = { ...partColumns, parts: labTests.parts };

/**
 * Everything an order's results are of, in the report's order: each ordered test, a panel replaced by its parts.
 * Two statements whatever the order's size: its tests, then every panel's parts at once.
 */
export async function analytesOf(db: Db, orderId: number): Promise<Analyte[]> {
  const ordered = await db
    .select({ orderTestId: labOrderTests.id, ...analyteColumns })
    .from(labOrderTests)
    .innerJoin(labTests, eq(labTests.id, labOrderTests.testId))
    .where(eq(labOrderTests.orderId, orderId))
    .orderBy(asc(labOrderTests.position));
  const partCodes = ordered.flatMap((test) => (test.kind === 'panel' ? (test.parts ?? []) : []));
  const parts = partCodes.length ? await db.select(partColumns).from(labTests).where(inArray(labTests.code, partCodes)) : [];
  const byCode = new Map(parts.map((part) => [part.code, part]));
  return ordered.flatMap(({ parts: partList, orderTestId, ...test }): Analyte[] => {
    if (test.kind !== 'panel') return [{ ...test, orderTestId, panel: null }];
    return (partList ?? []).flatMap((code) => {
      const part = byCode.get(code);
      return part ? [{ ...part, orderTestId, panel: test.name }] : [];
    });
  });
}
