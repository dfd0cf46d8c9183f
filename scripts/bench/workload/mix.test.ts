import { PHONE_PREFIXES } from '@/mocks/nigeria';
import { toValidInternationalPhone } from '@/lib/patients/rules/phone';
import { afterWrite, benchPhone, BENCH_PHONE_PREFIX, bookingSlot, CHART_TABS, nextRound, ROUNDS, STEP_ORDER, staffing, thinkTime, THINK_MS, WORKLOAD_ROLES, type Pool, type StepRequest } from './mix';

/** A seeded source, so that a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pool = (): Pool => ({
  patients: [
    { id: 11, number: 'P-000011', lastName: 'Okafor', phone: '0803 123 4567' },
    { id: 12, number: 'P-000012', lastName: 'Adeyemi', phone: null },
  ],
  toCheckIn: [301],
  own: new Map([[0, { toCheckIn: [101, 102, 103], toComplete: [201] }]]),
  prescriptionIds: [7],
  admissionIds: [9],
  wardIds: [3],
  toCollect: [501],
  toEnter: [502],
  toRelease: [{ orderId: 601, by: 1 }],
  bookings: { from: '2026-12-04', made: 0 },
});

const pathOf = (step: StepRequest) => ('path' in step ? step.path : null);

describe('the clinic workload mix', () => {
  it('staffs a clinic of 70 with doctors most, a front desk, a lab and a connected system, and none lost', () => {
    const staff = staffing(70);
    expect(staff).toEqual({ doctor: 50, 'front-desk': 10, lab: 7, 'connected-system': 3 });
    for (const users of [1, 3, 4, 10, 70, 123, 300]) {
      const each = staffing(users);
      expect(Object.values(each).reduce((sum, count) => sum + count, 0)).toBe(users);
      expect(each.doctor).toBeGreaterThanOrEqual(Math.max(each['front-desk'], each.lab, each['connected-system']));
    }
    expect(staffing(3)).toEqual({ doctor: 3, 'front-desk': 0, lab: 0, 'connected-system': 0 });
  });

  it('thinks between 3 and 15 seconds', () => {
    expect(thinkTime(() => 0)).toBe(THINK_MS.min);
    expect(thinkTime(() => 0.999_999)).toBeLessThan(THINK_MS.max);
    expect(thinkTime(() => 0.5)).toBe(9_000);
  });

  it('draws every round of a role over many draws, each step named and every address on the app', () => {
    for (const role of WORKLOAD_ROLES) {
      const random = seeded(42);
      const seen = new Set<string>();
      for (let draw = 0; draw < 400; draw += 1) {
        const round = nextRound(role, pool(), random);
        seen.add(round.name);
        for (const step of round.steps) {
          expect(step.step).toMatch(/\S/);
          const path = pathOf(step);
          if (path !== null) expect(path).toMatch(/^\/(doctor|fhir)\//);
        }
      }
      expect([...seen].sort()).toEqual(ROUNDS[role].map((round) => round.name).sort());
    }
  });

  it('names every step the rounds send in the report’s order', () => {
    const random = seeded(3);
    for (const role of WORKLOAD_ROLES) {
      for (let draw = 0; draw < 200; draw += 1) for (const step of nextRound(role, pool(), random).steps) expect(STEP_ORDER).toContain(step.step);
    }
  });

  it('opens the chart of the patient it searched for, and writes for that patient', () => {
    const round = nextRound('doctor', pool(), () => 0);
    expect(round.name).toBe('consultation');
    const search = round.steps[1];
    expect(search.step).toBe('search by name');
    expect(pathOf(search)).toBe('/doctor/patients?search=Okafor');
    expect(pathOf(round.steps[2])).toBe('/doctor/patients/11');
    expect(pathOf(round.steps[3])).toBe(`/doctor/patients/11/${CHART_TABS[0]}`);
    expect(round.steps.find((step) => step.step === 'record vitals')).toEqual({ step: 'record vitals', replay: 'record vitals', values: { patientId: '11' } });
  });

  it('starts each clinician on every round of their role once, in order and whole, then draws by weight', () => {
    for (const role of WORKLOAD_ROLES) {
      // Draws that would leave out every step taken only now and then (0.99 is past every share).
      const firsts = ROUNDS[role].map((_, turn) => nextRound(role, pool(), () => 0.99, 0, turn).name);
      expect(firsts).toEqual(ROUNDS[role].map((round) => round.name));
    }
    const first = nextRound('doctor', pool(), () => 0.99, 0, 0).steps.map((step) => step.step);
    expect(first).toEqual(expect.arrayContaining(['order tests', 'book follow-up']));
    // Past the first rounds the same draws take neither, and pick the round the weights say.
    const later = nextRound('doctor', pool(), () => 0.99, 0, ROUNDS.doctor.length);
    expect(later.name).toBe(ROUNDS.doctor.at(-1)!.name);
    const drawn = nextRound('doctor', pool(), () => 0.99 * (5 / 11), 0, ROUNDS.doctor.length);
    expect(drawn.name).toBe('consultation');
    expect(drawn.steps.map((step) => step.step)).not.toContain('book follow-up');
  });

  it('checks a doctor’s own visit in once: each round takes the next one still to be seen', () => {
    const shared = pool();
    const checkedIn: string[] = [];
    // The visits round is the doctor's second by weight: a draw past the consultation's share picks it.
    for (let draw = 0; draw < 5; draw += 1) {
      const round = nextRound('doctor', shared, () => 0.5);
      expect(round.name).toBe('visits');
      for (const step of round.steps) if ('replay' in step && step.replay === 'check in') checkedIn.push(step.values.appointmentId);
    }
    expect(checkedIn).toEqual(['101', '102', '103']);
    expect(shared.own.get(0)?.toCheckIn).toEqual([]);
    // Another doctor has no visits of their own today: they check nobody in.
    expect(nextRound('doctor', shared, () => 0.5, 1).steps.some((step) => step.step === 'check in')).toBe(false);
  });
});

describe('bookingSlot', () => {
  it('books every half hour from 08:00 to 15:30 on weekdays, skipping the weekend', () => {
    // 2026-12-04 is a Friday.
    expect(bookingSlot('2026-12-04', 0)).toEqual({ date: '2026-12-04', time: '08:00' });
    expect(bookingSlot('2026-12-04', 15)).toEqual({ date: '2026-12-04', time: '15:30' });
    expect(bookingSlot('2026-12-04', 16)).toEqual({ date: '2026-12-07', time: '08:00' });
    expect(bookingSlot('2026-12-05', 0)).toEqual({ date: '2026-12-07', time: '08:00' });
    const slots = Array.from({ length: 200 }, (_, n) => bookingSlot('2026-12-04', n));
    expect(new Set(slots.map((slot) => `${slot.date} ${slot.time}`)).size).toBe(200);
    expect(slots.every((slot) => ![0, 6].includes(new Date(`${slot.date}T00:00:00Z`).getUTCDay()))).toBe(true);
  });
});

describe('the laboratory loop', () => {
  it('collects the order a doctor placed, enters its result, and leaves its release to another scientist', () => {
    const shared = { ...pool(), toCollect: [], toEnter: [], toRelease: [] };
    afterWrite(shared, { step: 'order tests', replay: 'order tests', values: { patientId: '11' } }, { id: 900, number: 'LAB-000900' }, 0);
    expect(shared.toCollect).toEqual([900]);
    const first = nextRound('lab', shared, () => 0, 4);
    const collect = first.steps.find((step) => 'replay' in step && step.replay === 'collect specimen');
    expect(collect && 'replay' in collect ? collect.values.orderId : null).toBe('900');
    afterWrite(shared, collect as Extract<StepRequest, { replay: string }>, undefined, 4);
    expect(shared.toEnter).toEqual([900]);
    afterWrite(shared, { step: 'enter results', replay: 'enter results', values: { orderId: '900' } }, undefined, 4);
    expect(shared.toRelease).toEqual([{ orderId: 900, by: 4 }]);
    // The scientist who entered it does not release it; a colleague does.
    expect(nextRound('lab', shared, () => 0, 4).steps.some((step) => step.step === 'release results')).toBe(false);
    const colleague = nextRound('lab', shared, () => 0, 5).steps.find((step) => step.step === 'release results');
    expect(colleague && 'replay' in colleague ? colleague.values.orderId : null).toBe('900');
    expect(shared.toRelease).toEqual([]);
  });
});

test('the phones the bench registers are on a prefix no seeded patient has, and are phones the app accepts', () => {
  expect(PHONE_PREFIXES.map((prefix) => `0${prefix}`)).not.toContain(BENCH_PHONE_PREFIX);
  const random = seeded(7);
  for (let i = 0; i < 50; i++) {
    const phone = benchPhone(random);
    expect(phone).toMatch(/^0811\d{7}$/);
    expect(toValidInternationalPhone(phone)).toBe(`+234${phone.slice(1)}`);
  }
});
