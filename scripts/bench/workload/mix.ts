// The clinic workload's day: who works (doctors most, then the front desk, the lab and a connected system), and the
// rounds each works through, step by named step. Pure: a round is built from the pool of real ids the run found and
// a random source, so that scripts/bench/workload/mix.test.ts can check every step's address and share.
import type { RecordedActionName } from './recorded-actions';

export const WORKLOAD_ROLES = ['doctor', 'front-desk', 'lab', 'connected-system'] as const;
export type WorkloadRole = (typeof WORKLOAD_ROLES)[number];

/** What the run found in the database to work on: each round picks from these. */
export interface Pool {
  patients: ReadonlyArray<{ id: number; number: string; lastName: string; phone: string | null }>;
  /** Today's visits still to be seen (pending or confirmed): the front desk checks one in, never twice. */
  toCheckIn: number[];
  /**
   * Each doctor's own visits today (by the clinician's number): a doctor checks in and completes only their own,
   * as the app allows (an administrator, the front desk, anyone's).
   */
  own: Map<number, { toCheckIn: number[]; toComplete: number[] }>;
  prescriptionIds: readonly number[];
  admissionIds: readonly number[];
  wardIds: readonly number[];
  /**
   * The laboratory's loop on the orders the doctors place during the run (a random blood glucose each: the recorded
   * order): each waits for its specimen, then for its result, then for a second scientist to release it.
   */
  toCollect: number[];
  toEnter: number[];
  /** Released by a lab scientist other than the one who entered the result (`by`: the clinician's number). */
  toRelease: Array<{ orderId: number; by: number }>;
  /** Where this run's bookings start (a date) and how many it has made: each takes the next time (bookingSlot). */
  bookings: { from: string; made: number };
}

/** The half-hours of the bench's booking week (weekdays 08:00–16:00: scripts/bench/clinician-fixtures.ts). */
const SLOTS_A_DAY = 16;

/**
 * The `n`th booking time from `from` on: weekdays only, 08:00 to 15:30 every half hour, so that no two bookings of a
 * run meet, whoever makes them.
 */
export function bookingSlot(from: string, n: number): { date: string; time: string } {
  const day = new Date(`${from}T00:00:00Z`);
  let weekdays = Math.floor(n / SLOTS_A_DAY);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || weekdays > 0) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) weekdays -= 1;
    day.setUTCDate(day.getUTCDate() + 1);
  }
  const minutes = 8 * 60 + (n % SLOTS_A_DAY) * 30;
  return { date: day.toISOString().slice(0, 10), time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
}

const nextBooking = (pool: Pool) => bookingSlot(pool.bookings.from, pool.bookings.made++);

/** One request of a step. A `replay` step sends the recorded write with these values (scripts/bench/workload/recorded-actions.ts). */
export type StepRequest =
  | { step: string; method: 'GET'; path: string; expect?: readonly number[] }
  | { step: string; replay: RecordedActionName; values: Record<string, string> };

/** A random source in [0, 1): Math.random in a run, a seeded one in tests. */
export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[Math.floor(random() * items.length)]);
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
/** Takes one id off a list of things that can be done once (a visit checked in is not checked in again). */
const take = (items: number[]): number | undefined => items.shift();

/** Think time before each step: a clinician reads, types, talks to the patient. */
export const THINK_MS = { min: 3_000, max: 15_000 } as const;
export const thinkTime = (random: Random) => THINK_MS.min + random() * (THINK_MS.max - THINK_MS.min);

/** The chart's parts a doctor opens after its Overview (app/doctor/patients/[id]/(chart)/). */
export const CHART_TABS = ['diagnosis-tests', 'prescriptions', 'transactions', 'medical-reports', 'results'] as const;

/** How each search is typed at the desk: a surname, the patient number, the phone as written on a card. */
function searchStep(random: Random, patient: Pool['patients'][number]): StepRequest {
  const way = between(random, 0, 2);
  if (way === 1) return { step: 'search by number', method: 'GET', path: `/doctor/patients?search=${encodeURIComponent(patient.number)}` };
  if (way === 2 && patient.phone) return { step: 'search by phone', method: 'GET', path: `/doctor/patients?search=${encodeURIComponent(patient.phone)}` };
  return { step: 'search by name', method: 'GET', path: `/doctor/patients?search=${encodeURIComponent(patient.lastName)}` };
}

const page = (step: string, path: string): StepRequest => ({ step, method: 'GET', path });

/**
 * A round's steps, drawn for clinician number `me` (the lab's release needs a colleague's result). `whole` asks for
 * every step a round may take, the ones it takes only now and then included.
 */
type Round = { name: string; weight: number; steps: (pool: Pool, random: Random, me: number, whole: boolean) => StepRequest[] };

/** A doctor's consultation: find the patient, read the chart, take vitals, prescribe, print, order, book the next visit. */
const consultation: Round = {
  name: 'consultation',
  weight: 5,
  steps: (pool, random, _me, whole) => {
    const patient = pick(random, pool.patients);
    if (!patient) return [page('home', '/doctor/dashboard')];
    const id = String(patient.id);
    const steps: StepRequest[] = [
      page('home', '/doctor/dashboard'),
      searchStep(random, patient),
      page('chart', `/doctor/patients/${id}`),
      page('chart tab', `/doctor/patients/${id}/${pick(random, CHART_TABS)}`),
      { step: 'record vitals', replay: 'record vitals', values: { patientId: id } },
      page('new prescription form', `/doctor/prescription/create-prescription?patient=${id}`),
      { step: 'write prescription', replay: 'write prescription', values: { patientId: id } },
    ];
    const prescription = pick(random, pool.prescriptionIds);
    if (prescription !== undefined) steps.push(page('prescription PDF', `/doctor/prescription/prescriptionn-details/pdf?id=${prescription}`));
    if (whole || random() < 0.5) steps.push({ step: 'order tests', replay: 'order tests', values: { patientId: id } });
    if (whole || random() < 0.3) steps.push({ step: 'book follow-up', replay: 'book follow-up', values: { patientId: id, ...nextBooking(pool) } });
    return steps;
  },
};

/** The day's queue: the appointments, a visit's page, check in who came, complete who was seen. */
const visits: Round = {
  name: 'visits',
  weight: 3,
  steps: (pool, random, me) => {
    const steps: StepRequest[] = [page('appointments', '/doctor/appointments')];
    const mine = pool.own.get(me) ?? { toCheckIn: [], toComplete: [] };
    const arriving = take(mine.toCheckIn);
    if (arriving !== undefined) {
      steps.push(page('visit page', `/doctor/appointment/${arriving}`));
      steps.push({ step: 'check in', replay: 'check in', values: { appointmentId: String(arriving) } });
    }
    const seen = take(mine.toComplete);
    if (seen !== undefined) {
      steps.push(page('visit page', `/doctor/appointment/${seen}`));
      steps.push({ step: 'complete visit', replay: 'complete visit', values: { appointmentId: String(seen) } });
    }
    if (steps.length === 1) steps.push(page('appointments page', `/doctor/appointments?page=${between(random, 2, 50)}`));
    return steps;
  },
};

/** Paging through the lists, as a doctor looks something up. */
const lists: Round = {
  name: 'lists',
  weight: 2,
  steps: (_pool, random) => [
    page('patients page', `/doctor/patients?page=${between(random, 2, 500)}`),
    page('appointments page', `/doctor/appointments?page=${between(random, 2, 50)}`),
    page('transactions', random() < 0.5 ? '/doctor/transactions' : `/doctor/transactions?page=${between(random, 2, 50)}`),
    page('prescriptions', `/doctor/prescription?page=${between(random, 1, 50)}`),
  ],
};

/** The ward round: the bed board, a ward's beds, an inpatient's admission. */
const wardRound: Round = {
  name: 'ward round',
  weight: 1,
  steps: (pool, random) => {
    const steps = [page('wards', '/doctor/wards')];
    const ward = pick(random, pool.wardIds);
    if (ward !== undefined) steps.push(page('ward', `/doctor/wards?ward=${ward}`));
    const admission = pick(random, pool.admissionIds);
    if (admission !== undefined) steps.push(page('admission', `/doctor/admissions/${admission}`));
    return steps;
  },
};

/**
 * The network prefix of the phones the bench registers: one the seed's generated patients never have (they draw
 * from mocks/nigeria's PHONE_PREFIXES), so a new patient's phone cannot fall on a seeded one and be refused as a
 * likely duplicate (with a seeded prefix, about one registration in 1,700 was).
 */
export const BENCH_PHONE_PREFIX = '0811';

/** A phone nobody registered has: the bench's own prefix and seven random digits ("08111234567"). */
export const benchPhone = (random: Random) => `${BENCH_PHONE_PREFIX}${String(Math.floor(random() * 1e7)).padStart(7, '0')}`;

/** The front desk: a new patient (with the duplicate check), a booking, an arrival. */
const registration: Round = {
  name: 'registration',
  weight: 2,
  steps: (_pool, random) => [
    page('new patient form', '/doctor/patients/new'),
    { step: 'register patient', replay: 'register patient', values: { name: `Bench${Math.floor(random() * 1e9).toString(36)}`, phone: benchPhone(random) } },
  ],
};

const booking: Round = {
  name: 'booking',
  weight: 2,
  steps: (pool, random) => {
    const patient = pick(random, pool.patients);
    const steps: StepRequest[] = [page('appointments', '/doctor/appointments')];
    if (patient) {
      steps.push(searchStep(random, patient));
      steps.push({ step: 'book appointment', replay: 'book follow-up', values: { patientId: String(patient.id), ...nextBooking(pool) } });
    }
    return steps;
  },
};

const arrivals: Round = {
  name: 'arrivals',
  weight: 1,
  steps: (pool) => {
    const arriving = take(pool.toCheckIn);
    const steps: StepRequest[] = [page('home', '/doctor/dashboard')];
    if (arriving !== undefined) steps.push({ step: 'check in', replay: 'check in', values: { appointmentId: String(arriving) } });
    return steps;
  },
};

/** The laboratory: the worklist, a specimen collected, a result entered, another's result released. */
const labBench: Round = {
  name: 'lab bench',
  weight: 1,
  steps: (pool, random, me) => {
    const steps: StepRequest[] = [page('lab worklist', random() < 0.7 ? '/doctor/lab' : `/doctor/lab?page=${between(random, 2, 20)}`)];
    const collect = take(pool.toCollect);
    if (collect !== undefined) steps.push({ step: 'collect specimen', replay: 'collect specimen', values: { orderId: String(collect), accession: `BENCH-${collect}-${Math.floor(random() * 1e6)}` } });
    const enter = take(pool.toEnter);
    if (enter !== undefined) steps.push({ step: 'enter results', replay: 'enter results', values: { orderId: String(enter) } });
    steps.push(page('lab to release', '/doctor/lab?list=to-verify'));
    const release = pool.toRelease.findIndex((entered) => entered.by !== me);
    if (release >= 0) {
      const [{ orderId }] = pool.toRelease.splice(release, 1);
      steps.push({ step: 'release results', replay: 'release results', values: { orderId: String(orderId) } });
    }
    return steps;
  },
};

/** What a write that succeeded leaves to do: the order placed is collected, the specimen's result entered, then released. */
export function afterWrite(pool: Pool, request: Extract<StepRequest, { replay: string }>, data: unknown, me: number): void {
  const orderId = Number(request.values.orderId);
  if (request.replay === 'order tests') {
    const placed = (data as { id?: unknown } | undefined)?.id;
    if (typeof placed === 'number') pool.toCollect.push(placed);
  } else if (request.replay === 'collect specimen') pool.toEnter.push(orderId);
  else if (request.replay === 'enter results') pool.toRelease.push({ orderId, by: me });
}

/** What a connected system reads: searches and a whole record. Its import is on a clock of its own (IMPORT_EVERY_MS). */
const fhirReads: Round = {
  name: 'fhir',
  weight: 1,
  steps: (pool, random) => {
    const patient = pick(random, pool.patients);
    if (!patient) return [page('FHIR Patient search', '/fhir/Patient?_count=20')];
    return [
      page('FHIR Patient search', random() < 0.5 ? `/fhir/Patient?name=${encodeURIComponent(patient.lastName)}` : `/fhir/Patient?identifier=${patient.number}`),
      page('FHIR Observation search', `/fhir/Observation?patient=${patient.id}&category=vital-signs`),
      page('FHIR $everything', `/fhir/Patient/${patient.id}/$everything?_count=100`),
    ];
  },
};

/** The steps in the order a report lists them: a doctor's day first, then the front desk's, the lab's and a connected system's. */
export const STEP_ORDER: readonly string[] = [
  'home',
  'search by name',
  'search by number',
  'search by phone',
  'chart',
  'chart tab',
  'record vitals',
  'new prescription form',
  'write prescription',
  'prescription PDF',
  'order tests',
  'book follow-up',
  'appointments',
  'visit page',
  'check in',
  'complete visit',
  'appointments page',
  'patients page',
  'transactions',
  'prescriptions',
  'wards',
  'ward',
  'admission',
  'new patient form',
  'register patient',
  'book appointment',
  'lab worklist',
  'collect specimen',
  'enter results',
  'lab to release',
  'release results',
  'FHIR Patient search',
  'FHIR Observation search',
  'FHIR $everything',
  'record import (1 MB)',
];

/** A connected system sends a whole record (about 1 MB) every few minutes. */
export const IMPORT_EVERY_MS = 3 * 60_000;

export const ROUNDS: Readonly<Record<WorkloadRole, readonly Round[]>> = {
  doctor: [consultation, visits, lists, wardRound],
  'front-desk': [registration, booking, arrivals],
  lab: [labBench],
  'connected-system': [fhirReads],
};

/**
 * The next round of a clinician of `role`, drawn by the rounds' weights. A clinician's first rounds (`turn` counts
 * from 0) are each of the role's rounds once, in order and whole, so that every step of the mix is sent early in
 * any run, however short, rather than when the draws happen to come to it.
 */
export function nextRound(role: WorkloadRole, pool: Pool, random: Random, me = 0, turn = Infinity): { name: string; steps: StepRequest[] } {
  const rounds = ROUNDS[role];
  if (turn < rounds.length) return { name: rounds[turn].name, steps: rounds[turn].steps(pool, random, me, true) };
  const total = rounds.reduce((sum, round) => sum + round.weight, 0);
  let ticket = random() * total;
  const round = rounds.find((each) => (ticket -= each.weight) < 0) ?? rounds[rounds.length - 1];
  return { name: round.name, steps: round.steps(pool, random, me, false) };
}

/**
 * Who the `users` clinicians are: about seven in ten doctors, a front desk of one in seven, a lab of one in ten,
 * and a connected system per 25 (at least one of each from 4 users on), as in a clinic with its own lab.
 */
export function staffing(users: number): Record<WorkloadRole, number> {
  if (users < 4) return { doctor: users, 'front-desk': 0, lab: 0, 'connected-system': 0 };
  const frontDesk = Math.max(1, Math.round(users / 7));
  // Two scientists at least from ten users on: a result is released by another than the one who entered it.
  const lab = users >= 10 ? Math.max(2, Math.round(users / 10)) : 1;
  const system = Math.max(1, Math.round(users / 25));
  return { doctor: users - frontDesk - lab - system, 'front-desk': frontDesk, lab, 'connected-system': system };
}
