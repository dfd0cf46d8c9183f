import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from '../lib/db/open';
import { startAppServer, type AppServer } from './fixtures/app-server';
import { DEMO_DOCTOR, SIGNED_OUT } from './fixtures/demo-doctor';
import { demoDatabaseTemplate } from './fixtures/servers';
import { expect, test } from './fixtures/test';
import { LoginPage } from './pages/login-page';

// A stay of weeks on the admission page: its latest 20 rounds and notes, how many there are, and each list in full on
// asking. On a server of its own, whose copy of the demo database is given 30 more rounds and notes on the demo
// doctor's first inpatient before it starts (the shared servers' stays keep the few the other specs read).

const ADDED = 30;
const ALL = 3 + ADDED;

test.use({ storageState: SIGNED_OUT });

let server: AppServer;
let dataDir: string;
let admissionId: number;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'hms-e2e-long-stay-'));
  cpSync(demoDatabaseTemplate(), dataDir, { recursive: true });
  const handle = await openPglite(dataDir);
  try {
    const rows = await handle.client.query<{ id: number; patient_id: number; admitting_doctor_id: number }>(
      'select id, patient_id, admitting_doctor_id from admissions where discharged_at is null order by id limit 1',
    );
    const stay = rows.rows[0];
    admissionId = stay.id;
    // Every two hours of the last two and a half days of the stay, as a busy ward's rounds are.
    for (let round = 0; round < ADDED; round++) {
      const at = new Date(Date.now() - (66 - 2 * round) * 3_600_000);
      await handle.db.execute(
        sql`insert into progress_notes (admission_id, author_id, written_at, text) values (${stay.id}, ${stay.admitting_doctor_id}, ${at.toISOString()}::timestamptz, ${`Round ${round + 1}: comfortable, plan unchanged.`})`,
      );
      await handle.db.execute(
        sql`insert into observations (patient_id, measure, value, taken_at, recorded_by_id, source, source_id) values (${stay.patient_id}, 'pulse', ${70 + round}, ${at.toISOString()}::timestamptz, ${stay.admitting_doctor_id}, 'ward-round', ${stay.id})`,
      );
    }
  } finally {
    await handle.close();
  }
  server = await startAppServer({ DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a long stay shows its latest 20 rounds and notes with how many there are; each list in full on asking', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await new LoginPage(page).signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  await page.goto(`${server.baseURL}/doctor/admissions/${admissionId}`);
  const readings = page.getByRole('list', { name: 'Readings of this admission' }).locator(':scope > li');
  const notes = page.getByTestId('progress-note');

  await expect(notes).toHaveCount(20);
  // The newest first: the latest added round is shown, the first is not.
  await expect(notes.filter({ hasText: `Round ${ADDED}: ` })).toHaveCount(1);
  await expect(notes.filter({ hasText: 'Round 1: ' })).toHaveCount(0);
  await expect(readings).toHaveCount(20);
  await expect(page.getByText(`The latest 20 of ${ALL} notes.`)).toBeVisible();
  await expect(page.getByText(`The latest 20 of ${ALL} rounds.`)).toBeVisible();

  await page.getByRole('link', { name: `Show all ${ALL} notes` }).click();
  await expect(page).toHaveURL(new RegExp(`/doctor/admissions/${admissionId}\\?notes=all#admission-notes$`));
  await expect(notes).toHaveCount(ALL);
  await expect(notes.filter({ hasText: 'Round 1: ' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Show all ${ALL} notes` })).toHaveCount(0);
  await expect(readings).toHaveCount(20);

  // The notes stay in full when the rounds are opened too.
  await page.getByRole('link', { name: `Show all ${ALL} rounds` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?vitals=all&notes=all#admission-vitals$`));
  await expect(readings).toHaveCount(ALL);
  await expect(notes).toHaveCount(ALL);
  await expect(page.getByRole('link', { name: /^Show all/ })).toHaveCount(0);
});
