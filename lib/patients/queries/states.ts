import 'server-only';
import { asc } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { cachedAggregate } from '@/lib/db/cache/aggregate-cache';

/** The states patients live in, for the patient list's filter; a pass over every patient, so cached until patients change. */
export function listPatientStates(db: Db): Promise<string[]> {
  return cachedAggregate(db, ['patients'], 'patient-states', async () => {
    const rows = await db.selectDistinct({ state: patients.state }).from(patients).orderBy(asc(patients.state));
    return rows.map((row) => row.state).filter(Boolean);
  });
}
