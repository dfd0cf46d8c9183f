import { sql } from 'drizzle-orm';
import { createDatabaseBefore } from '@/lib/db/migration-testing';
import { rowsOf } from '@/lib/db/rows';
import type { DbHandle } from '@/lib/db/types';

jest.setTimeout(60_000);

// Migration 0016 gives prescribed medicines a formulary entry, a dose with an amount and a unit, and a route, and
// prescriptions the date of their next visit. Prescriptions written before it must keep reading correctly: the
// three medicines the form offered then (atenolol, unidox, parastamol) link to their entries, a dosage that reads
// as an amount and a unit becomes one, one that does not stays as the dose's text, and "2 weeks" becomes the date
// it meant. Runs on both engines (npm run test:pg).

let handle: DbHandle;

const DOSAGES = ['50 mg', '1g', ' 2 tabs ', '5 mL', '0.5 mg', 'one at night', '', '10 mg twice'];

beforeAll(async () => {
  handle = await createDatabaseBefore('0016_prescribing');
  const { db } = handle;
  await db.execute(sql`insert into doctors (email, first_name, last_name, password_hash) values ('a@example.ng', 'Ada', 'One', 'x')`);
  await db.execute(sql`insert into patients (first_name, last_name, email, phone, gender, date_of_birth) values ('Musa', 'Bello', 'm@example.ng', '+2348035551234', 'male', '1980-01-01')`);
  // Written at 23:30 UTC on 31 January: already 1 February in Lagos, so "1 months" is 1 March; and 2 weeks
  // from a noon in a leap February.
  await db.execute(sql`insert into prescriptions (patient_id, doctor_id, added_at, next_visit_number, next_visit_unit)
    select p.id, d.id, r.added_at::timestamptz, r.n, r.unit::next_visit_unit from patients p, doctors d,
      (values ('2027-01-31T23:30:00Z', 1, 'months'), ('2028-02-20T12:00:00Z', 2, 'weeks'), ('2026-05-31T08:00:00Z', 1, 'months'), ('2026-05-01T08:00:00Z', null, 'days')) as r(added_at, n, unit)`);
  for (const [position, dosage] of DOSAGES.entries()) {
    const name = ['atenolol', 'unidox', 'parastamol'][position % 3];
    await db.execute(sql`insert into prescription_medicines (prescription_id, name, dosage, duration_days, time, interval, position)
      select min(id), ${name}, ${dosage}, 7, 'after meal', 'both', ${position} from prescriptions`);
  }
  await handle.migrate();
});

afterAll(() => handle.close());

it('links the three medicines the form offered before the formulary to their entries, with their names, strengths, forms and routes', async () => {
  const rows = await rowsOf<{ name: string; strength: string; form: string; route: string; code: string }>(
    handle.db,
    sql`select pm.name, pm.strength, pm.form, pm.route, m.code from prescription_medicines pm join medicines m on m.id = pm.medicine_id where pm.position < 3 order by pm.position`,
  );
  expect(rows).toEqual([
    { name: 'Atenolol', strength: '50 mg', form: 'tablet', route: 'oral', code: 'atenolol' },
    { name: 'Unidox', strength: '100 mg', form: 'tablet', route: 'oral', code: 'unidox' },
    { name: 'Parastamol', strength: '500 mg', form: 'tablet', route: 'oral', code: 'parastamol' },
  ]);
});

it('reads a dosage typed as an amount and a unit into both, and keeps any other as the dose\'s text', async () => {
  const rows = await rowsOf<{ dose_amount: string | null; dose_unit: string | null; dosage: string }>(
    handle.db,
    sql`select dose_amount::text, dose_unit, dosage from prescription_medicines order by position`,
  );
  expect(rows).toEqual([
    { dose_amount: '50.000', dose_unit: 'mg', dosage: '' },
    { dose_amount: '1.000', dose_unit: 'g', dosage: '' },
    { dose_amount: '2.000', dose_unit: 'tablet', dosage: '' },
    { dose_amount: '5.000', dose_unit: 'mL', dosage: '' },
    { dose_amount: '0.500', dose_unit: 'mg', dosage: '' },
    { dose_amount: null, dose_unit: null, dosage: 'one at night' },
    { dose_amount: null, dose_unit: null, dosage: '' },
    { dose_amount: null, dose_unit: null, dosage: '10 mg twice' },
  ]);
});

it('stores the next visit as the date it means, from the date in the clinic, across month ends', async () => {
  const rows = await rowsOf<{ next_visit_on: string | null }>(handle.db, sql`select next_visit_on::text from prescriptions order by id`);
  expect(rows.map((row) => row.next_visit_on)).toEqual(['2027-03-01', '2028-03-05', '2026-06-30', null]);
});
