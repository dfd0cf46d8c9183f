import { connectedSystems, doctors, patients, recordImports } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

// For the tests of the chart's imported lists: a doctor, a connected system, two patients, and two imports of the
// first patient's record (one by the doctor, one by the system), whose rows each test adds as it needs.

/** When the doctor's import was made: 28 Nov 2026 in Lagos (the clinic's default zone), 23:30 the evening before in UTC. */
export const DOCTORS_IMPORT_AT = new Date('2026-11-27T23:30:00Z');
export const SYSTEMS_IMPORT_AT = new Date('2026-11-29T10:00:00Z');

export async function importFixture(db: Db) {
  const [doctor] = await db.insert(doctors).values({ email: 'doctor@imports.test', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' }).returning({ id: doctors.id });
  const [system] = await db
    .insert(connectedSystems)
    .values({ clientId: 'imports-test-client', name: 'Lagos HIE', jwks: { keys: [] }, scopes: 'system/*.write' })
    .returning({ id: connectedSystems.id });
  const [patient, other] = await db
    .insert(patients)
    .values([
      { firstName: 'Chioma', lastName: 'Okafor', phone: '+2348030000001', gender: 'female', dateOfBirth: '1990-04-02' },
      { firstName: 'Emeka', lastName: 'Nwosu', phone: '+2348030000002', gender: 'male', dateOfBirth: '1985-01-20' },
    ])
    .returning({ id: patients.id });
  const [byDoctor, bySystem] = await db
    .insert(recordImports)
    .values([
      { patientId: patient.id, sourceName: 'St Mary’s Hospital', importedAt: DOCTORS_IMPORT_AT, importedById: doctor.id, summary: {} },
      { patientId: patient.id, sourceName: 'Lagos University Teaching Hospital', importedAt: SYSTEMS_IMPORT_AT, importedBySystemId: system.id, summary: {} },
    ])
    .returning({ id: recordImports.id });
  return { doctorId: doctor.id, systemId: system.id, patientId: patient.id, otherPatientId: other.id, byDoctorId: byDoctor.id, bySystemId: bySystem.id };
}

/** The source line's parts as the lists give them for each import. */
export const DOCTORS_SOURCE = { sourceName: 'St Mary’s Hospital', importedAt: DOCTORS_IMPORT_AT.toISOString(), importedBy: 'Dr. Ada Obi', importedBySystem: null };
export const SYSTEMS_SOURCE = { sourceName: 'Lagos University Teaching Hospital', importedAt: SYSTEMS_IMPORT_AT.toISOString(), importedBy: null, importedBySystem: 'Lagos HIE' };
