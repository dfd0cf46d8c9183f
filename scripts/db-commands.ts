// What `npm run db:migrate` and `npm run db:seed` do, as functions: the scripts (db-migrate.ts, db-seed.ts) run
// them with the process's arguments and output, and the tests call them in-process.
import { sql } from 'drizzle-orm';
import { isDatabaseEmpty, seedBaseData, seedBulkPatients } from '@/mocks';
import { seedBulkWards } from '@/mocks/bulk-wards';
import { describeTarget, withCliDatabase } from './db-cli';
import { progressLine } from './seed-progress';

/** Where a command writes: a whole line, or text that a progress line overwrites. */
export interface CommandOutput {
  line: (text: string) => void;
  write: (text: string) => void;
}

export const STDOUT: CommandOutput = { line: (text) => console.log(text), write: (text) => process.stdout.write(text) };

/** The N of `--patients N` or `--patients=N`, 0 without it; anything but a whole number above 0 is refused. */
export function parsePatientCount(args: readonly string[]): number {
  const index = args.findIndex((arg) => arg === '--patients' || arg.startsWith('--patients='));
  if (index === -1) return 0;
  const raw = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--patients expects a whole number greater than 0, got ${raw === undefined ? 'nothing' : `"${raw}"`}.`);
  }
  return value;
}

/** npm run db:migrate: applies the pending migrations of drizzle/ (idempotent). */
export async function migrateCommand(out: CommandOutput = STDOUT): Promise<void> {
  await withCliDatabase(async (handle) => {
    await handle.migrate();
    out.line(`Migrations applied to the ${describeTarget()}.`);
  });
}

/** npm run db:seed [-- --patients N]: the sample data into an empty database, and N generated patients. */
export async function seedCommand(args: readonly string[], out: CommandOutput = STDOUT): Promise<void> {
  const patientCount = parsePatientCount(args);
  await withCliDatabase(async (handle) => {
    await handle.migrate();
    if (await isDatabaseEmpty(handle.db)) {
      await seedBaseData(handle.db);
      out.line(`Seeded the sample data and the demo doctor into the ${describeTarget()}.`);
    } else if (patientCount === 0) {
      out.line(`The ${describeTarget()} already has data; nothing to seed. Use --patients N to add generated patients.`);
    }
    if (patientCount > 0) {
      const started = performance.now();
      const result = await seedBulkPatients(handle.db, patientCount, {
        // Padded: each line is written over the last, which may have been longer.
        onProgress: (done) => out.write(`\r  ${progressLine(done, patientCount, (performance.now() - started) / 1000).padEnd(72)}`),
      });
      out.write('\n');
      // The wards and who lies in them, once: a database seeded before the wards existed gets them now.
      const wards = await seedBulkWards(handle.db);
      if (wards) out.line(`  Added ${wards.wards} wards of ${wards.beds} beds, ${wards.inpatients} patients in them and ${wards.discharged} past admissions.`);
      // The planner's statistics and the visibility map of what was just written: PGlite never runs
      // autovacuum, and without them it scans whole tables where an index would do. Said before it starts:
      // it takes its own time on a large database (6 s after a million patients on PostgreSQL here).
      const vacuumStarted = performance.now();
      out.write('  VACUUM ANALYZE…');
      await handle.db.execute(sql`vacuum analyze`);
      out.write(` ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s\n`);
      const seconds = (performance.now() - started) / 1000;
      out.line(
        `Added ${result.patients} patients, ${result.appointments} appointments, ${result.medicalReports} medical reports ` +
          `and ${result.transactions} transactions in ${seconds.toFixed(1)} s (${Math.round(result.patients / seconds)} patients a second).`,
      );
    }
  });
}
