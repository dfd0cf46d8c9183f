// What the bench's FHIR routes need in its database, made before the servers start (the embedded database is the
// server's alone once it runs): a connected system to read as, and a patient whose record holds at least 100
// observations (the demo data's richest holds about 30), whose $everything the bench measures. Prints, on its last
// line, the system's client id.
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { observations } from '@/lib/db/schema';
import { registerClient } from '../register-client';
import { describeTarget, exitWithError, withCliDatabase } from '../db-cli';

/** The patient whose whole record the bench reads: the demo's first. */
export const LONG_RECORD_PATIENT = 1;
const OBSERVATIONS = 100;

async function main() {
  const [name, jwksFile, scope] = process.argv.slice(2);
  if (!name || !jwksFile || !scope) throw new Error('Usage: tsx scripts/bench/fhir-fixtures.ts NAME JWKS_FILE SCOPE');
  const jwks = readFileSync(jwksFile, 'utf8');
  await withCliDatabase(async (handle) => {
    await handle.migrate();
    const [{ held }] = await handle.db.select({ held: count() }).from(observations).where(eq(observations.patientId, LONG_RECORD_PATIENT));
    // One sitting a day back from today, weight and pulse each: as many as are missing, once (the folder is kept).
    // Rows as the demo seed writes them (mocks/seed.ts): the app's own write is server-only.
    const sittings = Math.max(0, Math.ceil((OBSERVATIONS - held) / 2));
    const rows = Array.from({ length: sittings }, (_, day) => {
      const takenAt = new Date(Date.now() - (day + 1) * 24 * 60 * 60 * 1000);
      const common = { patientId: LONG_RECORD_PATIENT, takenAt, recordedById: null, source: 'registration' as const, sourceId: null, value2: null };
      return [
        { ...common, measure: 'weight' as const, value: 70 + (day % 5) },
        { ...common, measure: 'pulse' as const, value: 68 + (day % 9) },
      ];
    }).flat();
    if (rows.length > 0) await handle.db.insert(observations).values(rows);
    for (const line of await registerClient(handle.db, { name, jwks, scope }, describeTarget())) console.log(line);
  });
}

main().catch(exitWithError);
