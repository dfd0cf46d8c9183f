import { sql } from 'drizzle-orm';
import { openPglite } from '@/lib/db/open';

async function main() {
  const handle = await openPglite(process.env.DATA_DIR!);
  const db = handle.db;
  const show = async (label: string, query: ReturnType<typeof sql>) => {
    const result = (await db.execute(sql`explain analyze ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    console.log(`--- ${label}`);
    for (const row of result.rows) console.log(Object.values(row)[0]);
  };
  const count = (await db.execute(sql`select count(*)::int as n from observations`)) as unknown as { rows: Array<{ n: number }> };
  console.log('observations', count.rows[0].n);
  const ids = sql`array[19001,19002,19003,19004,19005,19006,19007,19008,19009,19010]::int[]`;
  await show('latest', sql`select p.id, m.measure, o.value, o.value2, o.taken_at from unnest(${ids}) as p(id)
    cross join unnest(array['weight','blood-pressure','glucose']::measure[]) as m(measure)
    cross join lateral (select value, value2, taken_at from observations where patient_id = p.id and measure = m.measure order by taken_at desc nulls last, id desc nulls last limit 1) as o`);
  await show('last visited', sql`select p.id, v.d from unnest(${ids}) as p(id)
    cross join lateral (select date as d from appointments where patient_id = p.id and status = 'completed' order by date desc limit 1) as v`);
  await handle.close();
}
main();
