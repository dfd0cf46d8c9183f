import { observations } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { formatPatientNumber } from '@/lib/patients/rules/number';
import { patientsOnBoard, readBedBoard } from './board';
import { listDoctorInpatients } from './inpatients';
import { addBedRow, addDoctor, addPatient, addWardRow, admit, discharge } from './ward-fixtures';

// The bed board's rows: the wards by name, their beds in natural order without the retired ones, who lies in each
// (name, number, age, sex, day of stay, the flags of their vitals since admission), and each ward's census.

const TODAY = '2026-03-15';
// 10:00 in Lagos on 13 March: day 3 on the 15th.
const ADMITTED = new Date('2026-03-13T09:00:00Z');

let handle: DbHandle;
let doctorId: number;
let colleagueId: number;
let wardA: number;
let wardB: number;
const bedIds: Record<string, number> = {};
let chioma: { id: number; fullName: string; patientNumber: number };
let emeka: { id: number; fullName: string; patientNumber: number };
let chiomaAdmission: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  doctorId = (await addDoctor(db)).id;
  colleagueId = (await addDoctor(db)).id;
  // Made in the opposite order of their names: the board orders by name.
  wardB = await addWardRow(db, 'Zobo Surgical', { kind: 'surgical', sex: 'male' });
  wardA = await addWardRow(db, 'amala Medical');
  for (const label of ['Bed 10', 'Bed 2', 'Bed 1']) bedIds[label] = await addBedRow(db, wardA, label);
  bedIds['Bed 3'] = await addBedRow(db, wardA, 'Bed 3', { state: 'out-of-service', reason: 'Mattress torn' });
  bedIds['Bed 4'] = await addBedRow(db, wardA, 'Bed 4', { state: 'cleaning' });
  bedIds.Old = await addBedRow(db, wardA, 'Old', { retired: true });
  bedIds.S1 = await addBedRow(db, wardB, 'S1');
  await addWardRow(db, 'Empty Ward');

  chioma = await addPatient(db, { gender: 'female', dateOfBirth: '1980-03-16', lastName: 'Okafor' });
  emeka = await addPatient(db, { gender: 'male', dateOfBirth: '2000-01-01', lastName: 'Nwosu' });
  const gone = await addPatient(db);
  chiomaAdmission = await admit(db, { patientId: chioma.id, bedId: bedIds['Bed 2'], doctorId, at: ADMITTED });
  await admit(db, { patientId: emeka.id, bedId: bedIds.S1, doctorId: colleagueId, at: new Date('2026-03-15T08:00:00Z') });
  // Discharged: their bed is being cleaned now, and they are nobody's inpatient.
  await discharge(db, await admit(db, { patientId: gone.id, bedId: bedIds['Bed 10'], doctorId, at: ADMITTED }), new Date('2026-03-14T12:00:00Z'));

  await db.insert(observations).values([
    // Before the admission's day: says nothing of the patient on the ward.
    { patientId: chioma.id, measure: 'temperature', value: 39.5, takenAt: new Date('2026-03-10T09:00:00Z'), source: 'registration' },
    // Since: a high blood pressure and a low SpO2 are flagged, a normal pulse is not.
    { patientId: chioma.id, measure: 'blood-pressure', value: 162, value2: 98, takenAt: new Date('2026-03-14T09:00:00Z'), source: 'ward-round' },
    { patientId: chioma.id, measure: 'spo2', value: 91, takenAt: new Date('2026-03-14T09:00:00Z'), source: 'ward-round' },
    { patientId: chioma.id, measure: 'pulse', value: 80, takenAt: new Date('2026-03-14T09:00:00Z'), source: 'ward-round' },
  ]);
});
afterAll(() => handle.close());

describe('the bed board', () => {
  it('lists every ward by name, each bed not retired in natural order, with its status and the ward’s census', async () => {
    const board = await readBedBoard(handle.db, { today: TODAY });
    expect(board.map((ward) => ward.name)).toEqual(['amala Medical', 'Empty Ward', 'Zobo Surgical']);
    const [medical, empty, surgical] = board;
    expect(medical.beds.map((bed) => [bed.label, bed.status])).toEqual([
      ['Bed 1', 'free'],
      ['Bed 2', 'occupied'],
      ['Bed 3', 'out-of-service'],
      ['Bed 4', 'cleaning'],
      ['Bed 10', 'cleaning'],
    ]);
    expect(medical.beds[2].outOfServiceReason).toBe('Mattress torn');
    expect(medical.census).toEqual({ inService: 4, occupied: 1, free: 1, cleaning: 2, outOfService: 1 });
    expect(empty).toMatchObject({ beds: [], census: { inService: 0, occupied: 0, free: 0, cleaning: 0, outOfService: 0 } });
    expect(surgical).toMatchObject({ kind: 'surgical', sex: 'male', census: { inService: 1, occupied: 1 } });
  });

  it('names the patient in a bed with their number, age, sex, day of stay and the flags of their vitals since admission', async () => {
    const [medical] = await readBedBoard(handle.db, { today: TODAY });
    expect(medical.beds[1].occupant).toEqual({
      admissionId: chiomaAdmission,
      admittingDoctorId: doctorId,
      patientId: chioma.id,
      name: chioma.fullName,
      patientNumber: formatPatientNumber(chioma.patientNumber),
      // 46 on the 16th.
      age: 45,
      gender: 'female',
      admittedOn: '2026-03-13',
      dayOfStay: 3,
      flags: [
        { measure: 'blood-pressure', label: 'Blood pressure', flag: 'high' },
        { measure: 'spo2', label: 'SpO₂', flag: 'low' },
      ],
    });
    expect(medical.beds.filter((bed) => bed.occupant === null)).toHaveLength(4);
  });

  it('shows one ward when filtered by it, and lists the patients it shows', async () => {
    const board = await readBedBoard(handle.db, { wardId: wardB, today: TODAY });
    expect(board.map((ward) => ward.name)).toEqual(['Zobo Surgical']);
    expect(board[0].beds[0].occupant).toMatchObject({ name: emeka.fullName, dayOfStay: 1, flags: [] });
    expect(patientsOnBoard(board)).toEqual([emeka.id]);
    expect(await readBedBoard(handle.db, { wardId: 999_999, today: TODAY })).toEqual([]);
    expect(patientsOnBoard(await readBedBoard(handle.db, { today: TODAY }))).toEqual([chioma.id, emeka.id]);
  });
});

describe('a doctor’s inpatients', () => {
  it('are the open admissions they admitted under them, with ward, bed and day of stay', async () => {
    const mine = await listDoctorInpatients(handle.db, doctorId, { today: TODAY });
    expect(mine).toEqual([
      expect.objectContaining({ admissionId: chiomaAdmission, name: chioma.fullName, wardId: wardA, wardName: 'amala Medical', bedLabel: 'Bed 2', dayOfStay: 3 }),
    ]);
    expect(mine[0].flags.map((flag) => flag.flag)).toEqual(['high', 'low']);
    expect((await listDoctorInpatients(handle.db, colleagueId, { today: TODAY })).map((row) => row.name)).toEqual([emeka.fullName]);
    expect(await listDoctorInpatients(handle.db, (await addDoctor(handle.db)).id, { today: TODAY })).toEqual([]);
  });
});
