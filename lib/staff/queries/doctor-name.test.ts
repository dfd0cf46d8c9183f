import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { doctors } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { doctorName } from '@/lib/staff/rules/doctor-name';
import { doctorDisplayName } from './doctor-name';

// A doctor's name is built in TypeScript for one doctor (the top bar, messages) and in SQL for lists that search
// by it: the two must read alike, or a doctor would be named one way on their profile and another in a list.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const NAMES = [
  { firstName: 'Adaeze', lastName: 'Nwankwo' },
  { firstName: 'Ọlábísí', lastName: 'Adébáyọ̀-Coker' },
  { firstName: 'Musa', lastName: '' },
  { firstName: 'Mary Jane', lastName: "O'Neil" },
];

it('reads "Dr. First Last", the same in SQL as in TypeScript, for doctors and for an alias of the table', async () => {
  expect(doctorName(NAMES[0])).toBe('Dr. Adaeze Nwankwo');
  expect(doctorName(NAMES[2])).toBe('Dr. Musa');
  const inserted = await handle.db
    .insert(doctors)
    .values(NAMES.map((name, index) => ({ ...name, email: `name-${index}@clinic.test`, passwordHash: 'not-a-hash' })))
    .returning({ id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName });
  const other = alias(doctors, 'other');
  for (const doctor of inserted) {
    const [row] = await handle.db.select({ name: doctorDisplayName() }).from(doctors).where(eq(doctors.id, doctor.id));
    const [aliased] = await handle.db.select({ name: doctorDisplayName(other) }).from(other).where(eq(other.id, doctor.id));
    expect(row.name).toBe(doctorName(doctor));
    expect(aliased.name).toBe(doctorName(doctor));
  }
});
