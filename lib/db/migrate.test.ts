import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from './open';
import { createTestDatabase } from './testing';
import { rowsOf } from './rows';
import type { DbHandle } from './types';

const TABLES = [
  'admissions', 'appointment_reminders', 'appointment_status_changes', 'appointments', 'attachments', 'audit_events',
  'bed_stays', 'beds', 'cache_generations', 'case_reports', 'connected_systems', 'diagnosis_categories', 'diagnosis_test_properties',
  'diagnosis_tests', 'doctors', 'documents', 'fhir_access_tokens', 'fhir_assertion_ids', 'fhir_request_counts',
  'imported_resources', 'investigations', 'lab_critical_notices', 'lab_order_tests', 'lab_orders', 'lab_results',
  'lab_tests', 'login_attempts', 'medical_reports', 'medication_history', 'medicines', 'observations', 'other_observations',
  'password_reset_tokens', 'past_visits', 'patient_allergies', 'patient_identifiers', 'patient_immunizations',
  'patient_problems', 'patients', 'pending_sign_ins', 'prescription_medicines', 'prescriptions', 'progress_notes', 'queued_mails',
  'record_imports', 'recovery_codes', 'refused_sign_ins', 'schedule_days', 'schedules', 'sessions',
  'staff_invitations', 'throttle_events', 'transaction_day_totals', 'transaction_items', 'transactions', 'two_factor_secrets', 'wards',
];

jest.setTimeout(60_000);

describe('migrations', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('create every table on an empty database', async () => {
    const rows = await rowsOf<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(TABLES);
  });

  it('are idempotent: running them again changes nothing', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
    const [applied] = await rowsOf<{ count: number }>(handle.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    const files = readMigrationFiles({ migrationsFolder: migrationsFolder() });
    expect(applied.count).toBe(files.length);
  });

  it('index the searches the screens make', async () => {
    const rows = await rowsOf<{ indexname: string }>(handle.db, sql`select indexname from pg_indexes where schemaname = 'public'`);
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'patients_full_name_lower_idx',
        'patients_email_lower_key',
        // The latest of each vital of one page of patients (migration 0009).
        'observations_patient_measure_taken_idx',
        'doctors_email_lower_key',
        'appointments_date_time_id_idx',
        'appointments_doctor_date_idx',
        // The exclusion constraint that keeps a doctor's bookings apart (migration 0005).
        'appointments_no_overlap',
        'patients_state_lower_idx',
        'medical_reports_patient_date_idx',
        'transactions_date_id_idx',
        'diagnosis_categories_name_lower_key',
      ]),
    );
  });

  it('refuse a second doctor with the same email in another case', async () => {
    const insert = (email: string) =>
      handle.db.execute(sql`insert into doctors (email, first_name, last_name, password_hash) values (${email}, 'A', 'B', 'x')`);
    await insert('Someone@Example.com');
    await expect(insert('someone@example.COM')).rejects.toThrow();
  });
});
