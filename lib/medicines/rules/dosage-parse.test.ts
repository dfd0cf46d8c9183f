import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@/lib/db/testing';
import { rowsOf } from '@/lib/db/rows';
import type { DbHandle } from '@/lib/db/types';
import { DOSAGE_SQL_PATTERN, DOSAGE_UNIT_ALIASES, dosageUnitSqlCase, parseDosage } from './dosage-parse';
import { DOSE_UNITS } from './dose-units';

/** Each sample with what it must read as; the TypeScript rule and the migration's SQL are held to the same list. */
const SAMPLES: [text: string, expected: ReturnType<typeof parseDosage>][] = [
  ['50 mg', { amount: 50, unit: 'mg' }],
  ['50mg', { amount: 50, unit: 'mg' }],
  ['  50 MG ', { amount: 50, unit: 'mg' }],
  ['1 tab', { amount: 1, unit: 'tablet' }],
  ['1 tab.', { amount: 1, unit: 'tablet' }],
  ['2 tablets', { amount: 2, unit: 'tablet' }],
  ['1 Tablet', { amount: 1, unit: 'tablet' }],
  ['2 caps', { amount: 2, unit: 'capsule' }],
  ['5 ml', { amount: 5, unit: 'mL' }],
  ['5mL', { amount: 5, unit: 'mL' }],
  ['0.5 g', { amount: 0.5, unit: 'g' }],
  ['100 mcg', { amount: 100, unit: 'mcg' }],
  ['10 IU', { amount: 10, unit: 'IU' }],
  ['10 units', { amount: 10, unit: 'unit' }],
  ['2 puffs', { amount: 2, unit: 'puff' }],
  ['3 drops', { amount: 3, unit: 'drop' }],
  ['1 sachet', { amount: 1, unit: 'sachet' }],
  ['12.125 mg', { amount: 12.125, unit: 'mg' }],
  ['one at night', null],
  ['1/2 tab', null],
  ['2 tabs daily', null],
  ['1 spoon', null],
  ['0 mg', null],
  ['.5 g', null],
  ['1.2345 mg', null],
  ['1234567 mg', null],
  ['5 constructor', null],
  ['mg', null],
  ['', null],
  ['50 µg', null],
];

describe('parseDosage', () => {
  it.each(SAMPLES)('reads %j', (text, expected) => {
    expect(parseDosage(text)).toEqual(expected);
  });

  it('maps every written unit to a dose unit', () => {
    for (const unit of Object.values(DOSAGE_UNIT_ALIASES)) expect(DOSE_UNITS).toContain(unit);
  });
});

describe('DOSAGE_SQL_PATTERN and dosageUnitSqlCase (the migration’s rule) on PostgreSQL', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  /** As migration 0016 reads a row: the match, the unit mapped, kept only when the unit is known and the amount above 0. */
  async function parseInSql(text: string) {
    const [row] = await rowsOf<{ amount: string | null; unit: string | null }>(
      handle.db,
      sql`select (m)[1] as amount, ${sql.raw(dosageUnitSqlCase('(m)[2]'))} as unit
          from (select regexp_match(${text}::text, ${DOSAGE_SQL_PATTERN}::text) as m) as read`,
    );
    return row.amount !== null && row.unit !== null && Number(row.amount) > 0 ? { amount: Number(row.amount), unit: row.unit } : null;
  }

  it('reads every sample as parseDosage does', async () => {
    for (const [text, expected] of SAMPLES) expect({ text, parsed: await parseInSql(text) }).toEqual({ text, parsed: expected });
  });
});
