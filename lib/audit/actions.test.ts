import type { Doctor } from '@/lib/staff/queries/doctors';
import { AUDIT_PEOPLE_LIMIT, getAuditPerson } from '@/lib/audit/queries/people';
import { doctors } from '@/lib/db/schema';
import { DEMO_DOCTOR, DEMO_DOCTOR_DISPLAY_NAME } from '@/mocks/doctor';
import { withSeededDatabase } from '@/tests/seeded-database';
import { signedIn } from '@/tests/signed-in';
import { findAuditPeople } from './actions';
import { ADMINISTRATORS_ONLY, SESSION_ENDED } from '@/lib/server-actions/doctor-action';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const seeded = withSeededDatabase();
const signIn = (role: Doctor['role']) => {
  signedIn.current = { sessionId: 's', doctor: { id: 1, role, status: 'active' } as Doctor };
};

describe("findAuditPeople (the Audit screen's Person filter)", () => {
  it('needs a session, and an administrator', async () => {
    signedIn.current = null;
    await expect(findAuditPeople({ q: 'adaeze' })).resolves.toEqual({ ok: false, message: SESSION_ENDED });
    signIn('doctor');
    await expect(findAuditPeople({ q: 'adaeze' })).resolves.toEqual({ ok: false, message: ADMINISTRATORS_ONLY });
  });

  it('finds accounts by a part of the name or the email, in any letter case', async () => {
    signIn('administrator');
    const byName = await findAuditPeople({ q: '  ADAEZE nwa ' });
    expect(byName).toEqual({ ok: true, data: [expect.objectContaining({ name: DEMO_DOCTOR_DISPLAY_NAME, email: DEMO_DOCTOR.email })] });
    const byEmail = await findAuditPeople({ q: DEMO_DOCTOR.email.slice(0, 8).toUpperCase() });
    expect(byEmail.ok && byEmail.data.map((person) => person.email)).toContain(DEMO_DOCTOR.email);
    await expect(findAuditPeople({ q: 'zzzzqqq' })).resolves.toEqual({ ok: true, data: [] });
  });

  it('lists a few at a time, by name, however many accounts there are', async () => {
    signIn('administrator');
    await seeded.db.insert(doctors).values(
      Array.from({ length: AUDIT_PEOPLE_LIMIT + 4 }, (_, index) => ({
        email: `locum${index}@clinic.test`,
        firstName: 'Locum',
        lastName: `Number ${String(index).padStart(2, '0')}`,
        passwordHash: 'x',
      })),
    );
    const found = await findAuditPeople({ q: 'locum' });
    expect(found.ok && found.data.map((person) => person.name)).toEqual(Array.from({ length: AUDIT_PEOPLE_LIMIT }, (_, index) => `Dr. Locum Number ${String(index).padStart(2, '0')}`));
    const first = await findAuditPeople({ q: '' });
    expect(first.ok && first.data.length).toBe(AUDIT_PEOPLE_LIMIT);
  });

  it('refuses input that is not a search', async () => {
    signIn('administrator');
    for (const input of [null, undefined, 'adaeze', 42]) {
      await expect(findAuditPeople(input)).resolves.toEqual(expect.objectContaining({ ok: false }));
    }
  });
});

describe('getAuditPerson', () => {
  it("names the account a ?person= names, and nobody for an id that is no account's", async () => {
    const [{ id }] = await seeded.db.insert(doctors).values({ email: 'named@clinic.test', firstName: 'Named', lastName: 'Person', passwordHash: 'x' }).returning({ id: doctors.id });
    await expect(getAuditPerson(seeded.db, id)).resolves.toEqual({ id, name: 'Dr. Named Person', email: 'named@clinic.test' });
    await expect(getAuditPerson(seeded.db, id + 1000)).resolves.toBeNull();
  });
});
