// npm run db:seed                    seeds the sample data (and the demo doctor) into an empty database.
// npm run db:seed -- --patients N    also adds N generated patients with appointments, reports and transactions.
import { sql } from 'drizzle-orm';
import { isDatabaseEmpty, seedBaseData, seedBulkPatients } from '@/mocks';
import { describeTarget, exitWithError, withCliDatabase } from './db-cli';
import { progressLine } from './seed-progress';

function parsePatientCount(args: readonly string[]): number {
  const index = args.findIndex((arg) => arg === '--patients' || arg.startsWith('--patients='));
  if (index === -1) return 0;
  const raw = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--patients expects a whole number greater than 0, got ${raw === undefined ? 'nothing' : `"${raw}"`}.`);
  }
  return value;
}

async function main() {
  const patientCount = parsePatientCount(process.argv.slice(2));
  await withCliDatabase(async (handle) => {
    await handle.migrate();
    if (await isDatabaseEmpty(handle.db)) {
      await seedBaseData(handle.db);
      console.log(`Seeded the sample data and the demo doctor into the ${describeTarget()}.`);
    } else if (patientCount === 0) {
      console.log(`The ${describeTarget()} already has data; nothing to seed. Use --patients N to add generated patients.`);
    }
    if (patientCount > 0) {
      const started = performance.now();
      const result = await seedBulkPatients(handle.db, patientCount, {
        // Padded: each line is written over the last, which may have been longer.
        onProgress: (done) => process.stdout.write(`\r  ${progressLine(done, patientCount, (performance.now() - started) / 1000).padEnd(72)}`),
      });
      process.stdout.write('\n');
      // The planner's statistics and the visibility map of what was just written: PGlite never runs
      // autovacuum, and without them it scans whole tables where an index would do. Said before it starts:
      // it takes its own time on a large database (6 s after a million patients on PostgreSQL here).
      const vacuumStarted = performance.now();
      process.stdout.write('  VACUUM ANALYZE…');
      await handle.db.execute(sql`vacuum analyze`);
      process.stdout.write(` ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s\n`);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `Added ${result.patients} patients, ${result.appointments} appointments, ${result.medicalReports} medical reports ` +
          `and ${result.transactions} transactions in ${seconds.toFixed(1)} s (${Math.round(result.patients / seconds)} patients a second).`,
      );
    }
  });
}

main().catch(exitWithError);
