// Not `server-only`: the command-line scripts (npm run db:create-admin) reach it through the account writes.
import { doctors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** True once the database holds any account, whatever its role or state: then /setup no longer exists. */
export async function hasAnyAccount(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).limit(1);
  return row !== undefined;
}
