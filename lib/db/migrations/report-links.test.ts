import { sql } from 'drizzle-orm';
import { createDatabaseBefore } from '@/lib/db/migration-testing';
import { rowsOf } from '@/lib/db/rows';
import type { DbHandle } from '@/lib/db/types';
import { pgErrorCode } from '@/lib/db/pg-errors';

jest.setTimeout(120_000);

// Migration 0008 files the reports already written for their patients: a birth, death or investigation report
// is linked to the one patient whose name and email it typed (in any letter case, around spaces); one that
// matches no patient keeps its typed name and stays readable; operation reports typed no one and stay unlinked.
// Here on a database at migration 0007 holding such rows (on PGlite, and on PostgreSQL under test:pg).

let handle: DbHandle;
const patientIds: Record<string, number> = {};

beforeAll(async () => {
  handle = await createDatabaseBefore('0008_patient_record');
  const { db } = handle;
  const patients = await rowsOf<{ id: number; email: string }>(
    db,
    sql`insert into patients (first_name, last_name, email, phone, gender, date_of_birth) values
      ('Ngozi', 'Eze', 'ngozi@example.ng', '08031234567', 'female', '1990-01-01'),
      ('Tunde', 'Bello', 'Tunde.Bello@Example.ng', '08031234568', 'male', '1985-05-05'),
      ('Ada', 'Obi', 'ada@example.ng', '08031234569', 'female', '1970-02-02')
      returning id, email`,
  );
  for (const { id, email } of patients) patientIds[email.toLowerCase()] = id;
  await db.execute(sql`insert into case_reports (kind, case_id, patient_name, patient_email, doctor_name, doctor_email, date) values
    ('birth', 'BR-1001', 'Ngozi Eze', 'ngozi@example.ng', 'Dr. A', 'a@clinic.ng', '2026-01-01'),
    ('death', 'DR-1001', ' TUNDE bello ', 'tunde.bello@example.NG', 'Dr. A', 'a@clinic.ng', '2026-01-02'),
    ('birth', 'BR-1002', 'Ngozi Eze', 'someone.else@example.ng', 'Dr. A', 'a@clinic.ng', '2026-01-03'),
    ('birth', 'BR-1003', 'Nobody Known', 'nobody@example.ng', 'Dr. A', 'a@clinic.ng', '2026-01-04')`);
  await db.execute(sql`insert into investigations (user_name, user_email, date, title, status) values
    ('ada obi', 'ADA@example.ng', '2026-01-05', 'Lipid profile', 'Completed'),
    ('Ada Obianuju', 'ada@example.ng', '2026-01-06', 'FBC', 'Pending'),
    ('Stranger', 'stranger@example.ng', '2026-01-07', 'ECG', 'Pending')`);
  await db.execute(sql`insert into documents (surgery, generated_by) values ('Appendectomy', 'Dr. A')`);
  await handle.migrate();
});

afterAll(() => handle.close());

it('links a birth or death report to the one patient whose name and email it typed, in any letter case', async () => {
  const rows = await rowsOf<{ case_id: string; patient_id: number | null; patient_name: string }>(
    handle.db,
    sql`select case_id, patient_id, patient_name from case_reports order by case_id`,
  );
  expect(rows).toEqual([
    { case_id: 'BR-1001', patient_id: patientIds['ngozi@example.ng'], patient_name: 'Ngozi Eze' },
    // The same name with another email is not that patient.
    { case_id: 'BR-1002', patient_id: null, patient_name: 'Ngozi Eze' },
    { case_id: 'BR-1003', patient_id: null, patient_name: 'Nobody Known' },
    { case_id: 'DR-1001', patient_id: patientIds['tunde.bello@example.ng'], patient_name: ' TUNDE bello ' },
  ]);
});

it('links an investigation by its USER name and email; a different name with the same email stays unlinked', async () => {
  const rows = await rowsOf<{ title: string; patient_id: number | null; user_name: string }>(
    handle.db,
    sql`select title, patient_id, user_name from investigations order by date`,
  );
  expect(rows).toEqual([
    { title: 'Lipid profile', patient_id: patientIds['ada@example.ng'], user_name: 'ada obi' },
    { title: 'FBC', patient_id: null, user_name: 'Ada Obianuju' },
    { title: 'ECG', patient_id: null, user_name: 'Stranger' },
  ]);
});

it('leaves operation reports unlinked and keeps every row', async () => {
  const [counts] = await rowsOf<{ documents: number; unlinked: number; reports: number; investigations: number }>(
    handle.db,
    sql`select (select count(*) from documents)::int as documents, (select count(*) from documents where patient_id is null)::int as unlinked,
      (select count(*) from case_reports)::int as reports, (select count(*) from investigations)::int as investigations`,
  );
  expect(counts).toEqual({ documents: 1, unlinked: 1, reports: 4, investigations: 3 });
});

it('will not let a patient with reports be deleted (the link restricts it)', async () => {
  const refused = await handle.db.execute(sql`delete from patients where id = ${patientIds['ngozi@example.ng']}`).catch((error: unknown) => error);
  // foreign_key_violation, or restrict_violation where the server tells RESTRICT apart.
  expect(pgErrorCode(refused)).toMatch(/^23(503|001)$/);
});
