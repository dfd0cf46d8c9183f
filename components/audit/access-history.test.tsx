import { eq } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { recordAudit } from '@/lib/audit';
import { setDbForTests } from '@/lib/db/client';
import { doctors, patients } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { ACCESS_HISTORY_PAGE_SIZE } from '@/lib/audit/schema';
import { AccessHistory } from './access-history';

let handle: DbHandle;
let patientId: number;
let otherPatientId: number;
let doctorId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDbForTests(handle.db);
  [{ id: doctorId }] = await handle.db.insert(doctors).values({ email: 'ada@clinic.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' }).returning({ id: doctors.id });
  const people = await handle.db
    .insert(patients)
    .values([
      { firstName: 'Bola', lastName: 'Bello', email: 'bola@example.ng', phone: '+234 803 555 0142', gender: 'female', dateOfBirth: '1980-01-01' },
      { firstName: 'Chidi', lastName: 'Eze', email: 'chidi@example.ng', phone: '+234 803 555 0143', gender: 'male', dateOfBirth: '1981-01-01' },
    ])
    .returning({ id: patients.id });
  [{ id: patientId }, { id: otherPatientId }] = people;
  const base = Date.UTC(2026, 10, 20, 9, 0, 0);
  // One more than a page: the oldest lands on page 2.
  for (let index = 0; index <= ACCESS_HISTORY_PAGE_SIZE; index += 1) {
    await recordAudit(handle.db, { actorId: doctorId, actorEmail: 'ada@clinic.test', action: index === 0 ? 'create' : 'view', entity: index === 0 ? 'appointment' : 'patient', entityId: index === 0 ? 42 : patientId, patientId, address: '10.0.0.7', detail: index === 0 ? 'first' : 'sheet', at: new Date(base + index * 60_000) });
  }
  await recordAudit(handle.db, { actorId: doctorId, actorEmail: 'ada@clinic.test', action: 'view', entity: 'patient', entityId: otherPatientId, patientId: otherPatientId, address: '10.9.9.9' });
  await recordAudit(handle.db, { actorId: doctorId, actorEmail: 'ada@clinic.test', action: 'update', entity: 'prescription', entityId: 7, patientId: otherPatientId, address: '10.9.9.8', outcome: 'refused', detail: 'Only its author can change it.', at: new Date(base) });
});
afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

const html = async (props: Parameters<typeof AccessHistory>[0]) => renderToStaticMarkup(await AccessHistory(props));

describe('AccessHistory', () => {
  it('lists who saw or changed this patient, newest first, one page at a time', async () => {
    const first = await html({ patientId, full: true });
    expect(first).toContain('Access history');
    expect(first.match(/<tr/g)).toHaveLength(ACCESS_HISTORY_PAGE_SIZE + 1); // the header row and a page
    expect(first).toContain('Dr. Ada Obi');
    expect(first).toContain('Viewed');
    expect(first).toContain('10.0.0.7');
    expect(first).not.toContain('10.9.9.9'); // another patient's line
    expect(first).not.toContain('first');
    expect(first).toContain('Page 1 of 2');
    // The patient is named by the number the screens write, never by the internal id.
    const [{ patientNumber }] = await handle.db.select({ patientNumber: patients.patientNumber }).from(patients).where(eq(patients.id, patientId));
    expect(first).toContain(`Patient P-${String(patientNumber).padStart(6, '0')}`);
    expect(first).not.toContain(`Patient ${patientId}<`);
    expect(first).toContain('href="?accessPage=2"');

    const second = await html({ patientId, full: true, page: 2, hrefForPage: (page) => `/doctor/patients/${patientId}?accessPage=${page}` });
    expect(second).toContain('Created');
    expect(second).toContain('Appointment 42');
    expect(second).toContain(`href="/doctor/patients/${patientId}?accessPage=1"`);
  });

  it('shows a doctor who and when, but no address and no refusal detail; an administrator sees both', async () => {
    const doctorView = await html({ patientId: otherPatientId, full: false });
    expect(doctorView).toContain('Dr. Ada Obi');
    expect(doctorView).toContain('Refused');
    expect(doctorView).not.toContain('Address');
    expect(doctorView).not.toMatch(/10\.9\.9\.[89]/);
    expect(doctorView).not.toContain('Only its author');
    const administratorView = await html({ patientId: otherPatientId, full: true });
    expect(administratorView).toContain('10.9.9.9');
    expect(administratorView).toContain('Only its author can change it.');
  });

  it('says so when nobody has opened the record', async () => {
    expect(await html({ patientId: otherPatientId + 1000, full: false })).toContain('Nobody has opened or changed this record yet.');
  });
});
