import { clinicClock } from '@/lib/clinic-time';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import type { DbHandle } from '@/lib/db/types';
import { nextWeekdayIso } from '@/lib/appointments/rules/booking';
import { request, setUpApi, tearDownApi, tokenHeaders } from '@/lib/hospital-api/server/testing';
import { POST } from './route';

jest.mock('@/lib/db/cache/aggregate-cache', () => ({ ...jest.requireActual('@/lib/db/cache/aggregate-cache'), expireAggregatesOf: jest.fn() }));

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));
beforeEach(() => jest.mocked(expireAggregatesOf).mockClear());

/** The first Friday after the clinic's today by the real clock, which the route books against. */
const friday = nextWeekdayIso('Friday', clinicClock().date);

const booking = {
  fullName: 'Ngozi Eze',
  email: 'ngozi.eze@example.ng',
  phone: '+234 809 444 5566',
  age: 29,
  gender: 'female',
  date: friday,
  time: '10:15',
  type: 'checkup',
};

const post = (body: unknown, headers: Record<string, string> = tokenHeaders) =>
  POST(request('/api/v1/appointments', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }));

describe('POST /api/v1/appointments and the cached aggregates', () => {
  it('expires the dashboard figures at once after a booking (it writes appointments and maybe a patient)', async () => {
    expect((await post(booking)).status).toBe(201);
    expect(jest.mocked(expireAggregatesOf).mock.calls).toEqual([['patients', 'appointments']]);
  });

  it('expires nothing when nothing was written', async () => {
    expect((await post(booking, {})).status).toBe(401);
    expect((await post({ ...booking, fullName: 'Ng' })).status).toBe(400);
    // Refused by the booking itself: a time that has passed, one outside every doctor's hours (03:00).
    expect((await post({ ...booking, date: '2020-01-03' })).status).toBe(400);
    expect((await post({ ...booking, time: '03:00' })).status).toBe(409);
    expect(expireAggregatesOf).not.toHaveBeenCalled();
  });
});
