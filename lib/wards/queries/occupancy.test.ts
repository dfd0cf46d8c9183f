import { ADMISSIONS_TABLES, cachedAggregate } from '@/lib/db/cache/aggregate-cache';
import { setDbForTests } from '@/lib/db/client';
import { createTestDatabase, planOf } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { withClinicTimeZone } from '@/lib/clinic-time/testing';
import { clinicDayBounds, getCachedWardFigures, readWardFigures, wardFiguresQuery } from './occupancy';
import { addBedRow, addDoctor, addPatient, addWardRow, admit, discharge } from './ward-fixtures';

// The cache computes every time here: what it is cached under, and expired by, is checked below.
jest.mock('@/lib/db/cache/aggregate-cache', () => ({
  ...jest.requireActual('@/lib/db/cache/aggregate-cache'),
  cachedAggregate: jest.fn((_db: unknown, _tables: unknown, _key: unknown, compute: () => unknown) => compute()),
}));

// The day's ward figures as the database counts them: beds out of service are out of the denominator, a bed being
// cleaned is in service and not occupied, and the day's admissions and discharges are the clinic's day's, to the
// millisecond at either edge.

const TODAY = '2026-03-15';
// Lagos is UTC+1 all year: the clinic's 15 March runs from 23:00 UTC on the 14th to 23:00 UTC on the 15th.
const DAY_START = new Date('2026-03-14T23:00:00.000Z');
const DAY_END = new Date('2026-03-15T23:00:00.000Z');
const ms = (instant: Date, delta: number) => new Date(instant.getTime() + delta);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const figures = () => withClinicTimeZone('Africa/Lagos', () => readWardFigures(handle.db, { today: TODAY }));

describe('the day’s ward figures', () => {
  it('are all zero with no wards', async () => {
    await expect(figures()).resolves.toEqual({ inService: 0, occupied: 0, admittedToday: 0, dischargedToday: 0 });
  });

  it('the clinic’s day runs from its midnight to the next, in its own zone', () => {
    expect(withClinicTimeZone('Africa/Lagos', () => clinicDayBounds(TODAY))).toEqual({ start: DAY_START, end: DAY_END });
    expect(withClinicTimeZone('America/New_York', () => clinicDayBounds(TODAY)).start.toISOString()).toBe('2026-03-15T04:00:00.000Z');
  });

  it('count occupied beds over beds in service, cleaning as not occupied, and the day’s admissions and discharges at its edges', async () => {
    const db = handle.db;
    const doctor = await addDoctor(db);
    const medical = await addWardRow(db, 'Figures Medical');
    const surgical = await addWardRow(db, 'Figures Surgical');
    const [a1, a2, a3, a4, a5] = await Promise.all(['A1', 'A2', 'A3', 'A4', 'A5'].map((label) => addBedRow(db, medical, label)));
    const b1 = await addBedRow(db, surgical, 'B1');
    await addBedRow(db, surgical, 'B2', { state: 'out-of-service', reason: 'Broken hoist' });
    await addBedRow(db, surgical, 'B3', { retired: true });
    await addBedRow(db, surgical, 'B4', { state: 'cleaning' });
    const patient = () => addPatient(db).then((row) => row.id);

    // Admitted at the first instant of today, and at its last millisecond: both today's.
    await admit(db, { patientId: await patient(), bedId: a1, doctorId: doctor.id, at: DAY_START });
    await admit(db, { patientId: await patient(), bedId: a2, doctorId: doctor.id, at: ms(DAY_END, -1) });
    // Admitted a millisecond before today began: yesterday's, still in.
    await admit(db, { patientId: await patient(), bedId: b1, doctorId: doctor.id, at: ms(DAY_START, -1) });
    // Admitted yesterday and discharged at today's first instant: the bed is being cleaned, not occupied.
    const left = await admit(db, { patientId: await patient(), bedId: a3, doctorId: doctor.id, at: ms(DAY_START, -86_400_000) });
    await discharge(db, left, DAY_START);
    // Admitted and discharged yesterday, the discharge a millisecond before today: neither counts today.
    const yesterday = await admit(db, { patientId: await patient(), bedId: a4, doctorId: doctor.id, at: ms(DAY_START, -7_200_000) });
    await discharge(db, yesterday, ms(DAY_START, -1));
    // Admitted tomorrow's first instant (a clock a little ahead): not today's.
    await admit(db, { patientId: await patient(), bedId: a5, doctorId: doctor.id, at: DAY_END });

    // Beds: A1-A5 and B1 in service (A3 and A4 being cleaned, B4 too), B2 out of service, B3 retired.
    await expect(figures()).resolves.toEqual({ inService: 7, occupied: 4, admittedToday: 2, dischargedToday: 1 });
  });

  it('count a bed with a patient in it as in service, whatever its own state says', async () => {
    const db = handle.db;
    const before = await figures();
    const doctor = await addDoctor(db);
    const ward = await addWardRow(db, 'Figures Odd');
    // Out of service is refused while a patient lies in the bed; a row that says so anyway still counts the patient.
    const bed = await addBedRow(db, ward, 'X1', { state: 'out-of-service' });
    await admit(db, { patientId: (await addPatient(db)).id, bedId: bed, doctorId: doctor.id, at: ms(DAY_START, -86_400_000) });
    await expect(figures()).resolves.toEqual({ ...before, inService: before.inService + 1, occupied: before.occupied + 1 });
  });

  it('are cached per clinic date as the dashboard’s figures, expired by admissions, bed stays and beds', async () => {
    setDbForTests(handle.db);
    try {
      // The clinic's zone is read after the database is opened: the default zone, Lagos's, as the figures above.
      await expect(withClinicTimeZone(undefined, () => getCachedWardFigures(TODAY))).resolves.toEqual(await figures());
      expect(cachedAggregate).toHaveBeenCalledWith(handle.db, ADMISSIONS_TABLES, `ward-figures:${TODAY}`, expect.any(Function));
      expect(ADMISSIONS_TABLES).toEqual(['admissions', 'bed_stays', 'beds']);
    } finally {
      setDbForTests(undefined);
    }
  });

  it('count the day’s admissions and discharges down their indexes, never by reading every admission', async () => {
    const nodes = await withClinicTimeZone('Africa/Lagos', () => planOf(handle.db, wardFiguresQuery(handle.db, TODAY)));
    const indexes = nodes.map((node) => node['Index Name']).filter(Boolean);
    expect(indexes).toEqual(expect.arrayContaining(['admissions_admitted_at_idx', 'admissions_discharged_at_idx', 'bed_stays_open_bed_idx']));
  });
});
