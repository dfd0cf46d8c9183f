import { DEFAULT_PER_PATIENT_TIME, DEFAULT_SCHEDULE } from '@/lib/constants';
import { doctors } from '@/lib/db/schema';
import { createTestDatabase } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/types';
import { saveSchedule } from './writes';
import { getSchedule, getSchedules } from './queries';

let handle: DbHandle;
let ada: number;
let bola: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const rows = await handle.db
    .insert(doctors)
    .values([
      { email: 'ada@clinic.ng', firstName: 'Ada', lastName: 'Obi', passwordHash: 'x' },
      { email: 'bola@clinic.ng', firstName: 'Bola', lastName: 'Ade', passwordHash: 'x' },
    ])
    .returning({ id: doctors.id });
  [ada, bola] = rows.map((row) => row.id);
});
afterAll(() => handle.close());

describe('schedule', () => {
  it('is the default week until the doctor saves one', async () => {
    await expect(getSchedule(handle.db, ada)).resolves.toEqual({ perPatientTime: DEFAULT_PER_PATIENT_TIME, days: DEFAULT_SCHEDULE, saved: false });
  });

  it("saves a doctor's week and reads it back; saving again replaces it; other doctors keep theirs", async () => {
    await saveSchedule(handle.db, ada, {
      perPatientTime: '00:30:00',
      days: [
        { day: 'Monday', from: '08:00', to: '12:00' },
        { day: 'Wednesday', from: '13:30', to: '17:00' },
      ],
    });
    await saveSchedule(handle.db, bola, { perPatientTime: '00:15:00', days: [{ day: 'Friday', from: '09:00', to: '10:00' }] });
    await expect(getSchedule(handle.db, ada)).resolves.toEqual({
      perPatientTime: '00:30:00',
      days: [
        { day: 'Monday', from: '08:00', to: '12:00' },
        { day: 'Wednesday', from: '13:30', to: '17:00' },
      ],
      saved: true,
    });

    await saveSchedule(handle.db, ada, { perPatientTime: '01:00:00', days: [{ day: 'Tuesday', from: '15:00', to: '16:00' }] });
    await expect(getSchedule(handle.db, ada)).resolves.toEqual({ perPatientTime: '01:00:00', days: [{ day: 'Tuesday', from: '15:00', to: '16:00' }], saved: true });
    await expect(getSchedule(handle.db, bola)).resolves.toEqual({ perPatientTime: '00:15:00', days: [{ day: 'Friday', from: '09:00', to: '10:00' }], saved: true });
  });

  it('reads several weeks in one query, each as getSchedule reads it, the default for a doctor without one', async () => {
    const weeks = await getSchedules(handle.db, [ada, bola, 999999]);
    expect(weeks.get(ada)).toEqual(await getSchedule(handle.db, ada));
    expect(weeks.get(bola)).toEqual(await getSchedule(handle.db, bola));
    expect(weeks.get(999999)).toEqual({ perPatientTime: DEFAULT_PER_PATIENT_TIME, days: DEFAULT_SCHEDULE, saved: false });
  });
});
