import 'server-only';
import { lt } from 'drizzle-orm';
import { fhirAssertionIds } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/**
 * Takes an assertion's `jti` for a system, once: true the first time, false ever after (until the assertion has
 * expired, when it could not be accepted anyway). The database's key decides, so two instances cannot both accept it.
 */
export async function acceptAssertionId(db: Db, systemId: number, jti: string, expiresAt: Date, now: Date): Promise<boolean> {
  const taken = await db.insert(fhirAssertionIds).values({ systemId, jti, expiresAt }).onConflictDoNothing().returning({ jti: fhirAssertionIds.jti });
  // Ids of expired assertions guard nothing: they go as new ones come.
  if (taken.length > 0) await db.delete(fhirAssertionIds).where(lt(fhirAssertionIds.expiresAt, now));
  return taken.length > 0;
}
