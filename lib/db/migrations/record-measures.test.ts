import { sql } from 'drizzle-orm';
import { createDatabaseBefore } from '@/lib/db/migration-testing';
import { rowsOf } from '@/lib/db/rows';
import type { DbHandle } from '@/lib/db/types';

jest.setTimeout(60_000);

// Migration 0012 drops the vitals columns of diagnosis tests and prescriptions (their observations are the
// record since 0009). A blood pressure written in words has no observation: it must survive, as a property of
// the test and a line of the prescription's problem description. Runs on both engines (npm run test:pg).

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDatabaseBefore('0012_record_measures_from_observations');
  const { db } = handle;
  await db.execute(sql`insert into doctors (email, first_name, last_name, password_hash) values ('a@example.ng', 'Ada', 'One', 'x')`);
  await db.execute(sql`insert into diagnosis_categories (name) values ('Hypertension')`);
  await db.execute(sql`insert into patients (first_name, last_name, email, phone, gender, date_of_birth) values ('Musa', 'Bello', 'm@example.ng', '+2348035551234', 'male', '1980-01-01')`);
  await db.execute(sql`insert into diagnosis_tests (report_number, patient_id, doctor_id, category_id, weight, blood_pressure)
    select r.n, p.id, d.id, c.id, 70, r.bp from patients p, doctors d, diagnosis_categories c,
      (values ('RPT-W', ' too high to read '), ('RPT-N', '158/96'), ('RPT-E', '')) as r(n, bp)`);
  await db.execute(sql`insert into diagnosis_test_properties (test_id, name, value, position)
    select id, 'Colour', 'Amber', 0 from diagnosis_tests where report_number = 'RPT-W'`);
  await db.execute(sql`insert into prescriptions (patient_id, doctor_id, blood_pressure, problem_description)
    select p.id, d.id, r.bp, r.problem from patients p, doctors d, (values ('unrecordable', 'Dizzy spells'), ('unrecordable', ''), ('120/80', 'Headache')) as r(bp, problem)`);
  await handle.migrate();
});

afterAll(() => handle.close());

it("keeps a test's blood pressure written in words as its last property, and nothing for a measured or empty one", async () => {
  const rows = await rowsOf<{ report_number: string; name: string; value: string; position: number }>(
    handle.db,
    sql`select t.report_number, p.name, p.value, p.position from diagnosis_test_properties p join diagnosis_tests t on t.id = p.test_id order by t.report_number, p.position`,
  );
  expect(rows).toEqual([
    { report_number: 'RPT-W', name: 'Colour', value: 'Amber', position: 0 },
    { report_number: 'RPT-W', name: 'Blood pressure (as written)', value: 'too high to read', position: 1 },
  ]);
});

it("adds a prescription's blood pressure written in words to its problem description", async () => {
  const rows = await rowsOf<{ problem_description: string }>(handle.db, sql`select problem_description from prescriptions order by id`);
  expect(rows.map((row) => row.problem_description)).toEqual(['Dizzy spells\nBlood pressure as written: unrecordable', 'Blood pressure as written: unrecordable', 'Headache']);
});

it('drops the columns', async () => {
  const columns = await rowsOf<{ column_name: string }>(
    handle.db,
    sql`select column_name from information_schema.columns where table_name in ('diagnosis_tests', 'prescriptions') and column_name in ('blood_pressure', 'weight', 'height', 'pulse_rate', 'temperature', 'average_glucose', 'fasting_blood_sugar')`,
  );
  expect(columns).toEqual([]);
});
