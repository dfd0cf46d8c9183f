import 'server-only';
import { asc } from 'drizzle-orm';
import { patients } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

/** The states patients live in, for the patient list's filter. */
export async function listPatientStates(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ state: patients.state }).from(patients).orderBy(asc(patients.state));
  return rows.map((row) => row.state).filter(Boolean);
}
