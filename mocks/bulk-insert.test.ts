import { asc, eq } from 'drizzle-orm';
import * as schema from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { insertMany } from './bulk-insert';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('insertMany', () => {
  it('stores awkward text, nulls, enums, numbers, dates and instants exactly, and returns ids in order', async () => {
    const awkward = ['O\'Brien "Junior"', 'back\\slash', 'comma, {braces}', 'NULL', 'Ọmọ́lọ́lá Ìjẹ̀ṣà', ''];
    const rows = awkward.map((lastName, index) => ({
      firstName: `Test${index}`,
      lastName,
      email: `awkward${index}@example.ng`,
      phone: '+234 803 000 0000',
      gender: (['male', 'female', 'other'] as const)[index % 3],
      dateOfBirth: '1990-02-28',
      bloodGroup: index === 1 ? null : 'AB-',
    }));
    const ids = await insertMany(handle.db, schema.patients, rows);
    expect(ids).toHaveLength(rows.length);
    const stored = await handle.db.select().from(schema.patients).orderBy(asc(schema.patients.id));
    expect(stored.map((row) => row.id)).toEqual(ids);
    expect(stored.map((row) => row.lastName)).toEqual(awkward);
    expect(stored[0]).toMatchObject({ bloodGroup: 'AB-', gender: 'male', dateOfBirth: '1990-02-28', avatar: '/avatars/patient-default.svg' });
    expect(stored[1]).toMatchObject({ bloodGroup: null, gender: 'female' });

    const takenAt = new Date('2026-03-15T09:00:00.000Z');
    const observationIds = await insertMany(handle.db, schema.observations, [
      { patientId: ids[0], measure: 'weight', value: 71.5, value2: null, takenAt, recordedById: null, source: 'registration', sourceId: null },
      { patientId: ids[0], measure: 'blood-pressure', value: 120, value2: 80, takenAt, recordedById: null, source: 'registration', sourceId: null },
    ]);
    const observed = await handle.db.select().from(schema.observations).where(eq(schema.observations.patientId, ids[0])).orderBy(asc(schema.observations.id));
    expect(observed.map((row) => row.id)).toEqual(observationIds);
    expect(observed).toMatchObject([
      { measure: 'weight', value: 71.5, value2: null, takenAt },
      { measure: 'blood-pressure', value: 120, value2: 80, takenAt },
    ]);

    const paidAt = new Date('2026-03-15T10:30:00.123Z');
    const [transactionId] = await insertMany(handle.db, schema.transactions, [
      { patientId: ids[0], appointmentId: null, date: '2026-03-15', status: 'success', payerBank: 'Zenith Bank', paidAt, taxKobo: 750 },
    ]);
    const [transaction] = await handle.db.select().from(schema.transactions).where(eq(schema.transactions.id, transactionId));
    expect(transaction).toMatchObject({ appointmentId: null, status: 'success', paidAt, taxKobo: 750, paymentMethod: 'Debit Card' });
  });

  it('does nothing for no rows', async () => {
    await expect(insertMany(handle.db, schema.patients, [])).resolves.toEqual([]);
  });
});
