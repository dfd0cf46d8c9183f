// What the clinic workload works on, found in the database through the app before the clock starts: patients (by the
// API), visits still to be seen and arrived ones (by the API), and the prescriptions, wards and admissions a doctor
// opens (from their screens' links, as a doctor follows them).
import { todayIso } from '@/lib/clinic-time';
import type { Pool } from './mix';

interface Reader {
  baseUrl: string;
  apiKey: string;
  /** The API's bearer token (appointments and transactions take it, patients the key). */
  apiToken: string;
  /** A clinician's session cookie, for the screens. */
  cookie: string;
}

const ids = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => Number(match[1])))];

async function json<T>(reader: Reader, path: string): Promise<T> {
  const headers: Record<string, string> = path.startsWith('/api/v1/appointments') ? { authorization: `Bearer ${reader.apiToken}` } : { 'x-api-key': reader.apiKey };
  const response = await fetch(`${reader.baseUrl}${path}`, { headers });
  if (!response.ok) throw new Error(`Finding the workload's data: ${path} answered ${response.status}.`);
  return (await response.json()) as T;
}

async function screen(reader: Reader, path: string): Promise<string> {
  const response = await fetch(`${reader.baseUrl}${path}`, { headers: { cookie: reader.cookie }, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`Finding the workload's data: ${path} answered ${response.status}.`);
  return response.text();
}

type PatientsPage = { data: Array<{ id: number; patientNumber: string; lastName: string; phone: string | null }>; pagination: { total: number } };
type AppointmentsPage = { data: Array<{ id: number }> };

/** Up to `pages` × 100 of today's visits in `status` (a visit is checked in on its day), of one doctor or all. */
async function visitsIn(reader: Reader, status: string, pages: number, doctorId?: number): Promise<number[]> {
  const today = todayIso();
  const found: number[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const answer = await json<AppointmentsPage>(reader, `/api/v1/appointments?limit=100&page=${page}&from=${today}&to=${today}&status=${status}${doctorId ? `&doctorId=${doctorId}` : ''}`);
    found.push(...answer.data.map((visit) => visit.id));
    if (answer.data.length < 100) break;
  }
  return found;
}

/** Shuffles in place (Fisher–Yates) so that clinicians do not all take the same first visits. */
function shuffled<T>(items: T[], random: () => number): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

/**
 * The pool of a run: `doctors` names each doctor clinician's number and account, whose own visits today they
 * check in and complete.
 */
export async function findPool(reader: Reader, doctors: ReadonlyArray<{ me: number; doctorId: number }> = [], random: () => number = Math.random): Promise<Pool> {
  const first = await json<PatientsPage>(reader, '/api/v1/users?limit=100&page=1');
  const lastPage = Math.max(1, Math.ceil(first.pagination.total / 100));
  const patients = [...first.data];
  // Patients from across the register: three more pages anywhere in it.
  for (let draw = 0; draw < 3; draw += 1) {
    const page = 1 + Math.floor(random() * lastPage);
    patients.push(...(await json<PatientsPage>(reader, `/api/v1/users?limit=100&page=${page}`)).data);
  }
  const prescriptions = await screen(reader, '/doctor/prescription');
  const wards = await screen(reader, '/doctor/wards');
  const wardIds = ids(wards, /\/doctor\/wards\?ward=(\d+)/g);
  const admissionIds = ids(wards, /\/doctor\/admissions\/(\d+)/g);
  for (const ward of wardIds.slice(0, 3)) admissionIds.push(...ids(await screen(reader, `/doctor/wards?ward=${ward}`), /\/doctor\/admissions\/(\d+)/g));
  const own = new Map(
    await Promise.all(
      doctors.map(async ({ me, doctorId }) => [me, { toCheckIn: await visitsIn(reader, 'pending,confirmed', 1, doctorId), toComplete: await visitsIn(reader, 'arrived', 1, doctorId) }] as const),
    ),
  );
  // The front desk checks in the other doctors' patients: never a visit one of the simulated doctors will.
  const doctorsOwn = new Set([...own.values()].flatMap((lists) => lists.toCheckIn));
  return {
    patients: patients.map((patient) => ({ id: patient.id, number: patient.patientNumber, lastName: patient.lastName, phone: patient.phone })),
    toCheckIn: shuffled((await visitsIn(reader, 'pending,confirmed', 5)).filter((id) => !doctorsOwn.has(id)), random),
    own,
    prescriptionIds: ids(prescriptions, /prescriptionn-details\?id=(\d+)/g),
    admissionIds: [...new Set(admissionIds)],
    wardIds,
    toCollect: [],
    toEnter: [],
    toRelease: [],
    // A week on: the bench accounts' weekdays (scripts/bench/clinician-fixtures.ts freed the times of earlier runs).
    bookings: { from: todayIso(new Date(Date.now() + 7 * 86_400_000)), made: 0 },
  };
}
