import { sql } from 'drizzle-orm';
import { createDatabaseBefore } from '@/lib/db/migration-testing';
import { rowsOf } from '@/lib/db/rows';
import type { DbHandle } from '@/lib/db/types';

jest.setTimeout(60_000);

// Migration 0009 moves every vital kept until now (on the patient, on diagnosis tests, on prescriptions) into
// observations, on a database that has rows, before it drops the patient's columns: nothing is lost. It lives
// with the data suites so that it runs on both engines (npm run test:pg).

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDatabaseBefore('0009_vitals_observations');
  const { db } = handle;
  await db.execute(sql`insert into doctors (email, first_name, last_name, password_hash) values ('a@example.ng', 'Ada', 'One', 'x')`);
  await db.execute(sql`insert into diagnosis_categories (name) values ('Diabetes')`);
  // Ngozi: vitals on her record and a last visit; Musa: a blood pressure that is no blood pressure, no last visit.
  await db.execute(sql`insert into patients (first_name, last_name, email, phone, gender, date_of_birth, weight, blood_pressure, blood_glucose, last_visited, created_at)
    values ('Ngozi', 'Eze', 'n@example.ng', '080', 'female', '1990-01-01', 67.4, '167 / 67', 146, '2026-03-01', '2025-01-01T08:00:00Z'),
           ('Musa', 'Bello', 'm@example.ng', '081', 'male', '1980-01-01', null, 'high', null, null, '2025-02-01T08:00:00Z')`);
  await db.execute(sql`insert into diagnosis_tests (report_number, patient_id, doctor_id, category_id, height, weight, average_glucose, fasting_blood_sugar, blood_pressure, created_at)
    select 'RPT-1', p.id, d.id, c.id, 170, 68, 150, 146, '158/96', '2026-03-10T09:00:00Z' from patients p, doctors d, diagnosis_categories c where p.email = 'n@example.ng'`);
  await db.execute(sql`insert into prescriptions (patient_id, doctor_id, added_at, blood_pressure, pulse_rate, temperature, weight)
    select p.id, d.id, '2026-03-12T10:00:00Z', '', 72, 37.2, 69.5 from patients p, doctors d where p.email = 'n@example.ng'`);
  await handle.migrate();
});

afterAll(() => handle.close());

type Row = { email: string; measure: string; value: string; value2: string | null; taken_at: string; source: string; recorded: string | null; has_source_id: boolean };

it('moves every value into a dated observation with its source and who recorded it', async () => {
  const rows = await rowsOf<Row>(
    handle.db,
    sql`select p.email, o.measure::text, o.value::text, o.value2::text, to_char(o.taken_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as taken_at,
          o.source::text, d.email as recorded, o.source_id is not null as has_source_id
        from observations o join patients p on p.id = o.patient_id left join doctors d on d.id = o.recorded_by_id
        order by o.source, o.measure`,
  );
  expect(rows).toHaveLength(11);
  expect(rows).toEqual(expect.arrayContaining([
    // The patient's copy, dated by the last visit.
    { email: 'n@example.ng', measure: 'weight', value: '67.4', value2: null, taken_at: '2026-03-01 00:00', source: 'registration', recorded: null, has_source_id: false },
    { email: 'n@example.ng', measure: 'blood-pressure', value: '167.0', value2: '67.0', taken_at: '2026-03-01 00:00', source: 'registration', recorded: null, has_source_id: false },
    { email: 'n@example.ng', measure: 'glucose', value: '146.0', value2: null, taken_at: '2026-03-01 00:00', source: 'registration', recorded: null, has_source_id: false },
    // The test's, dated by its creation; fasting blood sugar stays its own measure.
    { email: 'n@example.ng', measure: 'weight', value: '68.0', value2: null, taken_at: '2026-03-10 09:00', source: 'diagnosis-test', recorded: 'a@example.ng', has_source_id: true },
    { email: 'n@example.ng', measure: 'height', value: '170.0', value2: null, taken_at: '2026-03-10 09:00', source: 'diagnosis-test', recorded: 'a@example.ng', has_source_id: true },
    { email: 'n@example.ng', measure: 'blood-pressure', value: '158.0', value2: '96.0', taken_at: '2026-03-10 09:00', source: 'diagnosis-test', recorded: 'a@example.ng', has_source_id: true },
    { email: 'n@example.ng', measure: 'glucose', value: '150.0', value2: null, taken_at: '2026-03-10 09:00', source: 'diagnosis-test', recorded: 'a@example.ng', has_source_id: true },
    { email: 'n@example.ng', measure: 'fasting-glucose', value: '146.0', value2: null, taken_at: '2026-03-10 09:00', source: 'diagnosis-test', recorded: 'a@example.ng', has_source_id: true },
    // The prescription's, dated by its date; an empty blood pressure is none.
    { email: 'n@example.ng', measure: 'weight', value: '69.5', value2: null, taken_at: '2026-03-12 10:00', source: 'prescription', recorded: 'a@example.ng', has_source_id: true },
    { email: 'n@example.ng', measure: 'pulse', value: '72.0', value2: null, taken_at: '2026-03-12 10:00', source: 'prescription', recorded: 'a@example.ng', has_source_id: true },
    { email: 'n@example.ng', measure: 'temperature', value: '37.2', value2: null, taken_at: '2026-03-12 10:00', source: 'prescription', recorded: 'a@example.ng', has_source_id: true },
  ]));
});

it("drops the patient's vitals columns and last visited, keeping the patients", async () => {
  const columns = await rowsOf<{ column_name: string }>(
    handle.db,
    sql`select column_name from information_schema.columns where table_name = 'patients' and column_name in ('weight', 'blood_pressure', 'blood_glucose', 'last_visited')`,
  );
  expect(columns).toEqual([]);
  const patients = await rowsOf<{ email: string }>(handle.db, sql`select email from patients order by id`);
  expect(patients.map((row) => row.email)).toEqual(['n@example.ng', 'm@example.ng']);
});
