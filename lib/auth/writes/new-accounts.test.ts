import { auditEvents, doctors } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { createDoctor } from '@/lib/staff/writes/doctors';
import { createAdministrator, createFirstAdministrator } from './new-accounts';
import { hasAnyAccount } from '@/lib/auth/queries';

// On the embedded database and, with npm run test:pg, on a real PostgreSQL, whose transactions do run at once.

let handle: DbHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(() => handle.close());

const input = (email: string) => ({ email, passwordHash: `hash-of-${email}`, address: '10.0.0.7', detail: 'test' });
const accounts = () => handle.db.select().from(doctors);

describe('createFirstAdministrator', () => {
  it('makes an active administrator and its audit line on a database with no account', async () => {
    expect(await hasAnyAccount(handle.db)).toBe(false);
    const made = await createFirstAdministrator(handle.db, input('ada.obi@clinic.ng'));
    expect(made).toMatchObject({ email: 'ada.obi@clinic.ng', firstName: 'Ada', lastName: 'Obi', role: 'administrator', status: 'active' });
    expect(await hasAnyAccount(handle.db)).toBe(true);
    expect(await handle.db.select().from(auditEvents)).toEqual([
      expect.objectContaining({ action: 'create', entity: 'account', actorEmail: 'ada.obi@clinic.ng', address: '10.0.0.7', detail: 'test' }),
    ]);
  });

  it('of five at once, exactly one makes the administrator', async () => {
    const emails = ['a', 'b', 'c', 'd', 'e'].map((letter) => `${letter}@clinic.ng`);
    const made = await Promise.all(emails.map((email) => createFirstAdministrator(handle.db, input(email))));
    expect(made.filter((result) => result !== 'accounts-exist')).toHaveLength(1);
    expect(await accounts()).toHaveLength(1);
    expect(await handle.db.select().from(auditEvents)).toHaveLength(1);
  });

  it('and a signup at once leave exactly one administrator', async () => {
    await Promise.all([
      createFirstAdministrator(handle.db, input('ada@clinic.ng')),
      createDoctor(handle.db, { email: 'bayo@clinic.ng', passwordHash: 'x', status: 'pending' }),
    ]);
    expect((await accounts()).filter((account) => account.role === 'administrator')).toHaveLength(1);
  });
});

describe('createAdministrator', () => {
  it('adds an active administrator beside the accounts there are, and refuses an email in use in any case', async () => {
    await createDoctor(handle.db, { email: 'first@clinic.ng', passwordHash: 'x', status: 'active' });
    const made = await createAdministrator(handle.db, input('chidi@clinic.ng'));
    expect(made).toMatchObject({ email: 'chidi@clinic.ng', role: 'administrator', status: 'active' });
    expect(await createAdministrator(handle.db, input(' Chidi@Clinic.NG '))).toBe('email-taken');
    expect(await accounts()).toHaveLength(2);
  });
});
