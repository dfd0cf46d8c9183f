import { count, desc, eq, gt } from 'drizzle-orm';
import { auditEvents, doctors } from '@/lib/db/schema';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { withSeededDatabase } from '@/tests/seeded-database';
import { expectEachRefusedSignedOut, signedIn } from '@/tests/signed-in';
import { checkImportedPatient } from './actions';
import { hospitalXRecord } from './testing';
import { importRecord } from './writes/import-record';
import { readRecordBundle, recordBundleSchema } from './bundle/read-bundle';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);

const database = withSeededDatabase();
let doctor: Doctor;
beforeAll(async () => {
  [doctor] = await database.db.select().from(doctors).where(eq(doctors.role, 'doctor')).limit(1);
});
beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor };
});

const patientOf = (record: ReturnType<typeof hospitalXRecord>) => record.entry![0]!.resource as unknown as Record<string, unknown>;

async function importOnce(record: ReturnType<typeof hospitalXRecord>) {
  const reading = readRecordBundle(recordBundleSchema.parse(record));
  if (!reading.ok) throw new Error(reading.message);
  return database.db.transaction((tx) => importRecord(tx, { bundle: reading.bundle, choice: { kind: 'new' }, sourceName: 'Hospital X', importer: { doctorId: doctor.id, systemId: null, actorEmail: doctor.email, address: '127.0.0.1' }, ownNumberSystem: 'x' }));
}

describe('checkImportedPatient', () => {
  it('finds nobody for a patient the clinic has never seen', async () => {
    const result = await checkImportedPatient({ patient: patientOf(hospitalXRecord({ mrn: 'CHECK-0', given: 'Zainab', family: 'Umaru', birthDate: '1999-09-09', phone: '+234 809 000 0001' })) });
    expect(result).toEqual({ ok: true, data: { known: null, duplicates: [] } });
  });

  it('names the patient a record was imported into before, and the likely duplicates of one it was not, each read audited', async () => {
    const record = hospitalXRecord({ mrn: 'CHECK-1', given: 'Idris', family: 'Garba', birthDate: '1971-07-07', phone: '+234 809 000 0002' });
    const imported = await importOnce(record);
    if (!imported.ok) throw new Error('import failed');
    const [last] = await database.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);

    const known = await checkImportedPatient({ patient: patientOf(record) });
    expect(known).toEqual({ ok: true, data: { known: { id: imported.patientId, patientNumber: expect.stringMatching(/^P-\d{6}$/), fullName: 'Idris Garba', dateOfBirth: '1971-07-07' }, duplicates: [] } });
    const other = await checkImportedPatient({ patient: patientOf(hospitalXRecord({ mrn: 'ELSEWHERE-1', given: 'Idris', family: 'Garba', birthDate: '1971-07-07', phone: '+234 809 000 0002' })) });
    expect(other).toEqual({ ok: true, data: { known: null, duplicates: [expect.objectContaining({ id: imported.patientId })] } });

    const lines = await database.db.select().from(auditEvents).where(gt(auditEvents.id, last!.id)).orderBy(auditEvents.id);
    expect(lines.map((line) => [line.action, line.patientId, line.detail])).toEqual([
      ['view', imported.patientId, 'import record (imported before)'],
      ['view', imported.patientId, 'import record (likely duplicate)'],
    ]);
  });

  it('says in the import’s words why a patient cannot be registered, and refuses what is not a Patient', async () => {
    const patient = { ...patientOf(hospitalXRecord({ mrn: 'CHECK-2' })), gender: 'unknown' };
    expect(await checkImportedPatient({ patient })).toEqual({ ok: false, message: expect.stringMatching(/^The record’s patient cannot be registered: gender unknown is not kept/) });
    expect(await checkImportedPatient({ patient: { resourceType: 'Observation' } })).toMatchObject({ ok: false, fieldErrors: { 'patient.resourceType': 'The record’s patient must be a Patient' } });
  });

  it('is refused to a signed-out caller', async () => {
    // Nothing is read for a caller without a session: no line in the audit trail.
    await expectEachRefusedSignedOut([() => checkImportedPatient({ patient: patientOf(hospitalXRecord()) })], async () => (await database.db.select({ n: count() }).from(auditEvents))[0]!.n);
  });
});
