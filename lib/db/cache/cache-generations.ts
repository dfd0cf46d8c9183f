import 'server-only';
import { cache } from 'react';
import { cacheGenerations } from '@/lib/db/schema';
import { preparedQuery } from '@/lib/db/prepared';
import type { Db } from '@/lib/db/types';
import { noGenerations, type Generations } from './generation-cache';

/**
 * The generations of the tables whose writes expire cached figures, as committed (cache_generations: migration
 * 0020's triggers raise a table's by one in each transaction that changes it, 0031's the completed visits', 0034's the settled ones'). A row that is missing reads 0.
 */
const allGenerations = preparedQuery((db) => db.select().from(cacheGenerations).prepare('cache_generations'));

export async function readCacheGenerations(db: Db): Promise<Generations> {
  const generations = noGenerations();
  for (const row of await allGenerations(db).execute()) {
    if (row.tableName in generations) generations[row.tableName as keyof Generations] = row.generation;
  }
  return generations;
}

/**
 * readCacheGenerations once per server render: a page whose parts read several cached figures asks the database
 * once. Outside a render (a route handler, a server action) React's cache keeps nothing, and each call reads.
 */
export const generationsOfRequest: (db: Db) => Promise<Generations> = cache(readCacheGenerations);
