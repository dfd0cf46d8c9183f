import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { admissionFixture, ADMITTED, hoursAfter, type AdmissionFixture } from './admission-fixtures';
import { getAdmission } from './admission';
import { listProgressNotes } from './progress-notes';
import { listBedStays } from './stays';

jest.setTimeout(60_000);

let handle: DbHandle;
let fixture: AdmissionFixture;
beforeAll(async () => {
  handle = await createTestDatabase();
  fixture = await admissionFixture(handle.db);
});
afterAll(() => handle.close());

describe('getAdmission', () => {
  it('reads an open admission with its patient, allergies, admitting doctor and the bed the patient lies in now', async () => {
    const admission = await getAdmission(handle.db, fixture.admissions.open);
    expect(admission).toEqual({
      id: fixture.admissions.open,
      patient: {
        id: fixture.patients.chioma.id,
        fullName: 'Chioma Okafor',
        patientNumber: fixture.patients.chioma.patientNumber,
        dateOfBirth: '1990-04-02',
        dateOfBirthEstimated: false,
        gender: 'female',
      },
      allergies: { status: 'not-recorded', allergies: [] },
      appointmentId: null,
      admittingDoctorId: fixture.doctors.ada,
      admittingDoctorName: 'Dr. Ada Obi',
      reason: 'Severe malaria',
      expectedDays: 5,
      admittedAt: ADMITTED.toISOString(),
      plan: 'IV artesunate',
      bed: { wardId: fixture.wards.b, wardName: 'Ward B', bedId: fixture.beds.bed5, bedLabel: 'Bed 5' },
      discharge: null,
    });
  });

  it('reads a discharged admission with its summary, who discharged it and the last bed', async () => {
    const admission = await getAdmission(handle.db, fixture.admissions.past);
    expect(admission?.bed).toEqual({ wardId: fixture.wards.a, wardName: 'Ward A', bedId: fixture.beds.bed1, bedLabel: 'Bed 1' });
    expect(admission?.admittingDoctorName).toBe('Dr. Bayo Ade');
    expect(admission?.discharge).toEqual({
      dischargedAt: '2026-10-05T12:00:00.000Z',
      dischargedBy: 'Dr. Bayo Ade',
      disposition: 'home',
      diagnoses: 'Acute appendicitis',
      course: 'Appendicectomy on day 1; recovered well.',
      procedures: 'Laparoscopic appendicectomy',
      followUpDate: '2026-10-19',
      followUpAppointmentId: null,
    });
  });

  it('answers undefined for no such admission', async () => {
    expect(await getAdmission(handle.db, 2_147_483_647)).toBeUndefined();
  });
});

describe('listBedStays', () => {
  it('lists the beds of one admission oldest first, with times, the transfer’s reason and who moved the patient', async () => {
    expect(await listBedStays(handle.db, fixture.admissions.open)).toEqual([
      { id: expect.any(Number), wardName: 'Ward B', bedLabel: 'Bed 4', fromAt: ADMITTED.toISOString(), toAt: hoursAfter(24).toISOString(), reason: null, movedBy: 'Dr. Ada Obi' },
      { id: expect.any(Number), wardName: 'Ward B', bedLabel: 'Bed 5', fromAt: hoursAfter(24).toISOString(), toAt: null, reason: 'Closer to the nurses’ station', movedBy: 'Dr. Bayo Ade' },
    ]);
    expect(await listBedStays(handle.db, fixture.admissions.emekas)).toEqual([expect.objectContaining({ bedLabel: 'Bed 6', movedBy: null })]);
  });
});

describe('listProgressNotes', () => {
  it('lists one admission’s notes newest first, signed, with edits and voids', async () => {
    const { notes, total } = await listProgressNotes(handle.db, fixture.admissions.open);
    expect(total).toBe(3);
    expect(notes.map((note) => note.id)).toEqual([fixture.notes.voided, fixture.notes.second, fixture.notes.first]);
    expect(notes[0]).toEqual({
      id: fixture.notes.voided,
      authorId: fixture.doctors.ada,
      authorName: 'Dr. Ada Obi',
      writtenAt: hoursAfter(32).toISOString(),
      editedAt: null,
      text: 'Wrong bed.',
      voided: { voidedAt: hoursAfter(60).toISOString(), voidedBy: 'Dr. Ada Obi', reason: 'Written on the wrong patient' },
    });
    expect(notes[1]).toMatchObject({ authorName: 'Dr. Bayo Ade', editedAt: hoursAfter(31).toISOString(), voided: null });
    expect(await listProgressNotes(handle.db, fixture.admissions.emekas)).toEqual({ notes: [], total: 0 });
  });

  it('gives the latest notes up to a limit, and how many there are in all', async () => {
    const latest = await listProgressNotes(handle.db, fixture.admissions.open, { limit: 2 });
    expect(latest).toEqual({ notes: [expect.objectContaining({ id: fixture.notes.voided }), expect.objectContaining({ id: fixture.notes.second })], total: 3 });
  });
});
