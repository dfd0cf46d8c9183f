import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openPglite } from './open';
import { rowsOf } from './rows';
import type { DbHandle } from './types';

jest.setTimeout(60_000);

// Migration 0005 gives every existing appointment a doctor and an end, on a database that has rows: the
// doctors in turn, each free then; a double booking no doctor can take keeps a length of zero.

let handle: DbHandle;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'hms-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const upTo = journal.entries.findIndex((entry) => entry.tag === '0005_appointment_doctors');
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

  handle = await openPglite();
  await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
  await handle.db.execute(sql`insert into doctors (email, first_name, last_name, password_hash) values ('a@example.ng', 'Ada', 'One', 'x'), ('b@example.ng', 'Bayo', 'Two', 'x')`);
  await handle.db.execute(sql`insert into schedules (doctor_id, per_patient_time) select id, '00:30:00' from doctors where email = 'b@example.ng'`);
  await handle.db.execute(sql`insert into patients (first_name, last_name, email, phone, gender, date_of_birth) values ('Ngozi', 'Eze', 'n@example.ng', '080', 'female', '1990-01-01')`);
  // Three pending bookings at 09:00 on one day (two doctors can take two of them), and a cancelled one.
  await handle.db.execute(sql`insert into appointments (patient_id, full_name, email, phone, age, gender, date, time, type, status)
    select p.id, 'Ngozi Eze', 'n@example.ng', '080', 36, 'female', '2026-11-25', '09:00', 'checkup', s::appointment_status
    from patients p, unnest(array['pending', 'pending', 'pending', 'cancelled']) as s`);
  await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: migrationsFolder() });
});

afterAll(async () => {
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
});

it('spreads existing appointments over the doctors, each for its per-patient time, and keeps every row', async () => {
  const rows = await rowsOf<{ id: number; email: string; status: string; ends_at: string }>(
    handle.db,
    sql`select a.id, d.email, a.status::text, to_char(a.ends_at, 'HH24:MI') as ends_at from appointments a join doctors d on d.id = a.doctor_id order by a.id`,
  );
  expect(rows.map(({ email, status, ends_at }) => ({ email, status, ends_at }))).toEqual([
    // Ids 1–4 in turn from id % 2: 1 → Bayo (30 min), 2 → Ada (45 min, the default), 3 → nobody free: zero length, 4 cancelled.
    { email: 'b@example.ng', status: 'pending', ends_at: '09:30' },
    { email: 'a@example.ng', status: 'pending', ends_at: '09:45' },
    { email: 'b@example.ng', status: 'pending', ends_at: '09:00' },
    { email: 'a@example.ng', status: 'cancelled', ends_at: '09:45' },
  ]);
});

it('adds the constraint that refuses an overlapping booking from now on', async () => {
  await expect(
    handle.db.execute(sql`insert into appointments (patient_id, doctor_id, date, time, ends_at, type)
      select p.id, d.id, '2026-11-25', '09:15', '2026-11-25 10:00', 'checkup'
      from patients p, doctors d where d.email = 'a@example.ng'`),
  ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
});
