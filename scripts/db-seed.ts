// npm run db:seed                    seeds the sample data (and the demo doctor) into an empty database.
// npm run db:seed -- --patients N    also adds N generated patients with appointments, reports and transactions.
import { sql } from 'drizzle-orm';
import { isDatabaseEmpty, seedBaseData, seedBulkPatients } from '@/mocks';
import { describeTarget, exitWithError, withCliDatabase } from './db-cli';

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
        onProgress: (done) => process.stdout.write(`\r  ${done} / ${patientCount} patients`),
      });
      // The planner's statistics and the visibility map of what was just written: PGlite never runs
      // autovacuum, and without them it scans whole tables where an index would do.
      await handle.db.execute(sql`vacuum analyze`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write('\n');
      console.log(
        `Added ${result.patients} patients, ${result.appointments} appointments, ${result.medicalReports} medical reports ` +
          `and ${result.transactions} transactions in ${seconds} s.`,
      );
    }
  });
}

main().catch(exitWithError);
