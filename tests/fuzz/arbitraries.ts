import fc from 'fast-check';
import { APPOINTMENT_TYPES, CASE_REPORT_KINDS, GENDERS, MEDICINE_DURATION_DAYS, MEDICINE_TIMES, NEXT_VISIT_UNITS, WEEKDAYS } from '@/lib/constants';
import { DOSE_UNITS } from '@/lib/medicines/rules/dose-units';
import { FREQUENCY_CODES } from '@/lib/medicines/rules/frequencies';
import { ROUTES } from '@/lib/medicines/rules/routes';
import { BLOOD_GROUPS } from '@/lib/patients/rules/groups';
import { INVESTIGATION_STATUSES } from '@/lib/reports/schema/report';

// Generators of hostile and near-valid input, shared by the fuzz suites (route handlers, schemas and, later,
// server actions). Near-valid records are mostly valid fields with now and then a hostile one, so that a good
// share of them pass validation and reach the database, where the 5xx used to happen.

/**
 * One seed for every suite, so that CI sees the same values each run. FUZZ_SEED=<n> runs with another (to explore,
 * or to replay a failure: fast-check's message names the seed and the path of the failing value).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED || 20_260_315);

/**
 * How many values each property tries, as a share of its full size (the numbers written in the suites): 0.4 by
 * default, so that each suite finishes within a minute on a busy two-core machine; FUZZ_SCALE=1 (or more) tries
 * the full size when a change touches validation. The first values of a seed are the same at any size.
 */
export const FUZZ_SCALE = Number(process.env.FUZZ_SCALE || 0.4);
export const fuzzRuns = (fullSize: number): number => Math.max(1, Math.round(fullSize * FUZZ_SCALE));

/** Runs per property. */
export const FUZZ_RUNS = fuzzRuns(250);
/** Fewer runs where every run writes rows or walks a whole list. */
export const FUZZ_RUNS_HEAVY = fuzzRuns(150);

/** Says which seed and size a suite runs with, so that a failure in CI's log can be replayed as it was. */
export function announceFuzz(suite: string): void {
  process.stdout.write(`${suite} fuzz: FUZZ_SEED=${FUZZ_SEED} FUZZ_SCALE=${FUZZ_SCALE} replays this run\n`);
}

export const MAX_INT4 = 2_147_483_647;

/** Numbers at and around the edges of an int4 column, of a double, and of "a number" at all. */
export const edgeNumber = fc.constantFrom(
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  150,
  151,
  MAX_INT4,
  MAX_INT4 + 1,
  -MAX_INT4 - 1,
  -MAX_INT4 - 2,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.NaN,
);

/** Any number, finite or not. */
export const anyNumber = fc.oneof(edgeNumber, fc.integer(), fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.double());
/** Numbers JSON can carry (no NaN or infinities). */
export const jsonNumber = fc.oneof(edgeNumber.filter(Number.isFinite), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Text that a number input, a URL or a form might carry where a number is expected. */
export const numericText = fc.oneof(
  anyNumber.map(String),
  fc.constantFrom('', ' ', '1e3', '1e309', '-1e309', '0x10', '0b11', '0o7', '+7', ' 12 ', '１２', '٣', '12abc', '00012', '-0', '1.0', '1.', '.5', '1,5', '9'.repeat(400), 'NaN', 'Infinity', '2147483648', '-2147483649'),
);

const NUL = '\u0000';

/** The same text with a NUL at some place. */
export const withNul = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.nat()).map(([value, at]) => {
    const index = at % (value.length + 1);
    return `${value.slice(0, index)}${NUL}${value.slice(index)}`;
  });

const ONE_MEGABYTE = 'e'.repeat(1_000_000);

/** Longer than any field allows: just past the common bounds, a few kilobytes, or a megabyte. */
export const hugeString = fc.oneof(
  fc.constantFrom(101, 129, 255, 256, 2001, 5001).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 255, max: 20_000 }).map((length) => 'y'.repeat(length)),
  fc.constant(ONE_MEGABYTE),
);

/** Strings that were trouble somewhere: SQL, LIKE wildcards, markup, lone surrogates, case folding that grows. */
export const trickyString = fc.constantFrom(
  "Robert'); DROP TABLE patients;--",
  '%',
  '_',
  '\\',
  '%_%\\',
  '<script>alert(1)</script>',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\u202e\u0301',
  'scan\u202egpj.exe',
  '\ufeff',
  '   ',
  '\t\n\r',
  '\u00a0\u2028\u2029',
  '😀'.repeat(60),
  'İ'.repeat(254),
  'ß'.repeat(200),
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  '[object Object]',
);

/** Any string at all: any code units, a NUL, far too long, or known trouble. */
export const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  withNul(fc.string({ unit: 'grapheme-ascii', maxLength: 20 })),
  hugeString,
  trickyString,
  numericText,
);

/** A string short enough for a URL or a header line, but otherwise anything. */
export const hostileShortString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  withNul(fc.string({ maxLength: 20 })),
  trickyString,
  numericText,
  fc.constantFrom('x'.repeat(101), 'x'.repeat(2_000)),
);

const throwing = (what: string) => () => {
  throw new Error(`${what} must not be called by validation`);
};

/** Objects that break `String(value)`, `${value}`, `Number(value)` or `value.toString()`. */
export const evilObject = fc.constantFrom<unknown>(
  { toString: 'x' },
  { toString: throwing('toString') },
  { valueOf: throwing('valueOf') },
  { toString: null, valueOf: null },
  { [Symbol.toPrimitive]: throwing('Symbol.toPrimitive') },
  Object.create(null),
  { __proto__: null, toString: 'x' },
  new Date(Number.NaN),
  new Date(8.64e15),
  /regex/,
  new Map([['a', 1]]),
  new Set([1]),
  new Uint8Array([0, 1]),
  Symbol('s'),
  () => 'function',
);

/** Arrays within arrays: a few levels, or thousands. */
export const nestedArray = fc.oneof(
  fc.integer({ min: 1, max: 5 }).map((depth) => nest(depth)),
  fc.constantFrom(nest(500), nest(5_000)),
);

function nest(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** Any JavaScript value a caller could hand over, JSON or not. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  anyNumber,
  fc.boolean(),
  fc.constantFrom(null, undefined),
  evilObject,
  fc.bigInt(),
  nestedArray,
  fc.array(hostileString, { maxLength: 3 }),
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withSparseArray: true,
    withTypedArray: true,
    withObjectString: true,
    stringUnit: 'binary',
  }),
);

/** Any value a JSON body can carry; objects with keys such as toString and __proto__ included. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  jsonNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom<unknown>({ toString: 'x' }, { valueOf: 1, toString: [] }, JSON.parse('{"__proto__":{"polluted":true}}'), nest(200)),
  fc.integer({ min: 1, max: 5 }).map((depth) => nest(depth)),
  fc.array(hostileString, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Mostly `valid`, now and then `hostile`. */
export const mostly = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown> = hostileValue): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: hostile });

/** Mostly one of `values`, now and then one of the `wrong` ones. */
const oneOf = <T extends string>(values: readonly T[], wrong: string[] = []) =>
  wrong.length === 0 ? fc.constantFrom<string>(...values) : fc.oneof({ weight: 15, arbitrary: fc.constantFrom<string>(...values) }, { weight: 1, arbitrary: fc.constantFrom(...wrong) });

/**
 * A form as a caller might send it: a plausible one (each field mostly valid, at times at or past its
 * bounds), the same with one field replaced by something hostile, or with one field left out. So about
 * half reach the database and the rest probe each field's refusal.
 */
export function nearly<T extends Record<string, unknown>>(form: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown> = hostileValue): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    { weight: 4, arbitrary: form },
    {
      weight: 2,
      arbitrary: fc.tuple(form, fc.nat(), hostile).map(([values, at, value]) => {
        const keys = Object.keys(values);
        return { ...values, [keys[at % keys.length]]: value };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(form, fc.nat()).map(([values, at]) => {
        const keys = Object.keys(values);
        const copy: Record<string, unknown> = { ...values };
        delete copy[keys[at % keys.length]];
        return copy;
      }),
    },
  );
}

/** An id: mostly one the seeded database has (1 to `existing`), else at the int4 edges, else anything. */
export const idLike = (existing: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: existing }) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: existing }).map(String) },
    { weight: 1, arbitrary: edgeNumber },
    { weight: 1, arbitrary: numericText },
  );

/** The id as a URL path segment or a form field gives it. */
export const idText = (existing: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: existing }).map(String) },
    { weight: 3, arbitrary: numericText },
    { weight: 1, arbitrary: hostileShortString },
  );

/** Text of at most `max` characters, and the edge cases around it. */
export const textUpTo = (max: number, minLength = 0) =>
  fc.oneof(
    { weight: 20, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(max, 60) }).filter((text) => text.trim().length >= minLength && text.length <= max) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(max), `  ${'x'.repeat(max)}  `, 'İ'.repeat(max), '😀'.repeat(Math.floor(max / 2))) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(max + 1), '😀'.repeat(max), `a${NUL}b`) },
  );

export const personName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('Chinedu Okafor', 'Aisha Bello', 'Ngozi Eze-Obi', "Tolu O'Neil", 'Émeka Nwosu', '李小龍 Lee Jun') },
  { weight: 3, arbitrary: textUpTo(100, 6) },
);

export const emailAddress = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,20}([._+-][a-z0-9]{1,10})?$/), fc.stringMatching(/^[a-z0-9]{1,20}$/)).map(([local, host]) => `${local}@${host}.ng`) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom('ADA@Clinic.NG', ' ada@clinic.ng ', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.ng`, `${'a'.repeat(250)}@b.ng`, 'ada@', '@clinic.ng', 'a@b', 'a@@b.ng') },
);

export const phoneNumber = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^\+?\d{3}[ -]?\(?\d{3}\)?[ -]?\d{3,4}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^\+?[\d ()-]{9,30}$/) },
  { weight: 1, arbitrary: fc.constantFrom('+234 803 555 0142', '08035550142', '(0803) 555-0142', '+234 (80) ---', '0803.555.0142', 'call me maybe', '0'.repeat(31), '12345678') },
);

const isoDay = (min: string, max: string) =>
  fc.date({ min: new Date(`${min}T00:00:00Z`), max: new Date(`${max}T00:00:00Z`), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

/** YYYY-MM-DD from year 100 to 9999 (PostgreSQL's date takes them all), and dates that are not. */
export const isoDate = fc.oneof(
  { weight: 6, arbitrary: isoDay('2020-01-01', '2030-12-31') },
  { weight: 2, arbitrary: isoDay('0100-01-01', '9999-12-31') },
  { weight: 1, arbitrary: fc.constantFrom('2026-02-29', '2024-02-29', '0000-01-01', '0099-12-31', '9999-12-31', '+275760-09-13', '2026-3-1', '2026-03-15T00:00:00Z', '15/03/2026', 'today') },
);

/** A date not after `today` (reports cannot be dated in the future), now and then one that is. */
export const pastDate = (today: string) => fc.oneof({ weight: 6, arbitrary: isoDay('0100-01-01', today) }, { weight: 1, arbitrary: isoDate });

const pad2 = (value: number) => String(value).padStart(2, '0');

/** HH:MM or HH:MM:SS, with hours, minutes or seconds a little out of range now and then. */
export const timeOfDay = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([hours, minutes]) => `${pad2(hours)}:${pad2(minutes)}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }), fc.option(fc.integer({ min: 0, max: 61 })))
      .map(([hours, minutes, seconds]) => `${pad2(hours)}:${pad2(minutes)}${seconds === null ? '' : `:${pad2(seconds)}`}`),
  },
);

const age = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 150 }) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 150 }).map(String) }, { weight: 1, arbitrary: fc.constantFrom(0, 151, -3, '1e2', ' 12 ', 10.5) });

const appointmentForm = fc.record({
  fullName: personName,
  email: emailAddress,
  phone: phoneNumber,
  age,
  gender: oneOf(GENDERS, ['Male', 'unknown', '']),
  date: isoDate,
  time: timeOfDay,
  type: oneOf(APPOINTMENT_TYPES, ['Surgery', 'consultation']),
});

/** The appointment form, as the form, the server action or an API caller might send it. */
export const appointmentInput = nearly(appointmentForm);

/** The same form with JSON values only, for request bodies. */
export const appointmentJson = nearly(appointmentForm, hostileJson);

/** A measurement as a number input gives it ('' when not taken), or a number; now and then out of range. */
export const measurement = (min: number, max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    { weight: 8, arbitrary: fc.double({ min, max, noNaN: true }).map((value) => String(Math.round(value * 10) / 10)) },
    { weight: 4, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(min - 1, max + 1, String(max + 0.1), '1e3', '72kg', '-0', '00072.50', null, 1e308) },
  );

export const bloodPressure = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 8, arbitrary: fc.tuple(fc.integer({ min: 60, max: 250 }), fc.integer({ min: 30, max: 150 })).map(([systolic, diastolic]) => `${systolic}/${diastolic}`) },
  { weight: 1, arbitrary: fc.constantFrom('120 / 80', '999/999', 'high', '120/80/60', '1200/80') },
);

const list = <T>(item: fc.Arbitrary<T>, max: number) =>
  fc.oneof({ weight: 12, arbitrary: fc.array(item, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.array(item, { minLength: max - 1, maxLength: max + 2 }) });

export const diagnosisPropertyInput = nearly(fc.record({ name: textUpTo(60, 1), value: textUpTo(200, 1) }));

/** The diagnosis test form; `patients` and `categories` say how many rows the seeded database has. */
export const diagnosisTestInput = ({ patients, categories }: { patients: number; categories: number }) =>
  nearly(
    fc.record({
      patientId: idLike(patients),
      categoryId: idLike(categories),
      reportNumber: fc.oneof(fc.constant(''), textUpTo(40), fc.constantFrom('RPT-1', 'RPT-999999999', 'RPT-99999999999')),
      age: measurement(0, 150),
      height: measurement(20, 300),
      weight: measurement(1, 500),
      averageGlucose: measurement(10, 1500),
      fastingBloodSugar: measurement(10, 1500),
      urineSugar: textUpTo(20),
      bloodPressure,
      diabetes: textUpTo(60),
      cholesterol: measurement(10, 1500),
      properties: list(fc.record({ name: textUpTo(60, 1), value: textUpTo(200, 1) }), 20),
    }),
  );

const medicineForm = fc.record({
  // A formulary entry's id ('' for free text): an id of no entry is refused by the data function, not the schema.
  medicineId: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 400 }) }, { weight: 1, arbitrary: fc.constantFrom<unknown>('x', -1, 2_147_483_648) }),
  name: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('Atenolol', 'Amlodipine', 'Herbal bitters', 'Ọ̀gbọ̀ tea') }, { weight: 1, arbitrary: fc.constantFrom<unknown>('', null, 'x'.repeat(121)) }),
  strength: textUpTo(40),
  form: textUpTo(40),
  doseAmount: fc.oneof({ weight: 6, arbitrary: fc.constantFrom<unknown>('1', '0.5', '500', 2) }, { weight: 1, arbitrary: fc.constantFrom<unknown>('', '0', 'two', '1e3', -1) }),
  doseUnit: oneOf(DOSE_UNITS, ['spoon']),
  dosage: textUpTo(40),
  route: oneOf(ROUTES, ['by mouth']),
  durationCount: fc.oneof({ weight: 12, arbitrary: fc.constantFrom<unknown>(...MEDICINE_DURATION_DAYS, '1', '30', ' 7 ', '21') }, { weight: 1, arbitrary: fc.constantFrom<unknown>(0, '1e0', 'week', '366', '2.5') }),
  durationUnit: oneOf(['days', 'weeks'] as const, ['months']),
  time: oneOf(MEDICINE_TIMES, ['noon']),
  interval: oneOf(FREQUENCY_CODES, ['hourly']),
  quantity: fc.oneof({ weight: 6, arbitrary: fc.constantFrom<unknown>('', '30', 14) }, { weight: 1, arbitrary: fc.constantFrom<unknown>('-1', 'lots', '1.5') }),
  quantityUnit: textUpTo(30),
  comment: textUpTo(200),
  allergyOverride: textUpTo(300),
});

export const medicineInput = nearly(medicineForm);

export const prescriptionInput = ({ patients }: { patients: number }) =>
  nearly(
    fc.record({
      patientId: idLike(patients),
      status: fc.boolean(),
      bloodPressure,
      foodAllergies: textUpTo(200),
      diabetic: textUpTo(60),
      currentMedication: textUpTo(200),
      pulseRate: fc.oneof({ weight: 6, arbitrary: fc.oneof(fc.constant(''), fc.integer({ min: 20, max: 250 })) }, { weight: 1, arbitrary: fc.constantFrom<unknown>('72.5', 251) }),
      temperature: measurement(30, 45),
      problemDescription: textUpTo(2000),
      height: measurement(20, 300),
      weight: measurement(1, 500),
      medicines: list(medicineForm, 20),
      test: textUpTo(500),
      advice: textUpTo(2000),
      nextVisitNumber: fc.oneof({ weight: 6, arbitrary: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 365 }).map(String)) }, { weight: 1, arbitrary: fc.constantFrom<unknown>('0', 366, '1.5') }),
      nextVisitUnit: oneOf(NEXT_VISIT_UNITS, ['years', '']),
    }),
  );

export const diagnosisCategoryInput = nearly(fc.record({ name: textUpTo(80, 1), description: textUpTo(500) }));

/** Every report is filed for a patient: an id mostly among the `patients` seeded. */
export const caseReportInput = (today: string, patients: number) =>
  nearly(
    fc.record({
      kind: oneOf(CASE_REPORT_KINDS, ['marriage']),
      patientId: idLike(patients),
      doctorName: personName,
      doctorEmail: emailAddress,
      date: pastDate(today),
      notes: textUpTo(2000),
    }),
  );

export const investigationInput = (today: string, patients: number) =>
  nearly(
    fc.record({
      patientId: idLike(patients),
      date: pastDate(today),
      title: textUpTo(120, 1),
      status: oneOf(INVESTIGATION_STATUSES, ['Done']),
    }),
  );

export const documentInput = (patients: number) => nearly(fc.record({ patientId: idLike(patients), surgery: textUpTo(120, 1), generatedBy: personName }));

/** The New patient / Edit patient form: a date of birth mostly in the last 126 years, now and then any date. */
const patientForm = (today: string) =>
  fc.record({
    firstName: textUpTo(100, 1),
    lastName: textUpTo(100, 1),
    dateOfBirth: fc.oneof({ weight: 6, arbitrary: isoDay('1900-01-01', today) }, { weight: 1, arbitrary: isoDate }),
    gender: oneOf(GENDERS, ['Male', 'unknown', '']),
    phone: phoneNumber,
    email: emailAddress,
    state: textUpTo(60, 1),
    street: textUpTo(200, 1),
    zipCode: textUpTo(20),
    bloodGroup: oneOf([...BLOOD_GROUPS, 'not-tested', ''], ['C+', 'o+', 'Not tested']),
  });

export const patientInput = (today: string) => nearly(patientForm(today));

export const profileInput = nearly(fc.record({ firstName: textUpTo(100, 1), lastName: textUpTo(100, 1), email: emailAddress, phone: phoneNumber }));

const slot = fc
  .tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 11 }))
  .map(([start, hours]) => ({ from: `${pad2(start)}:00`, to: `${pad2(start + hours)}:30` }));

export const scheduleInput = nearly(
  fc.record({
    perPatientTime: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('00:45:00', '00:15', '01:00:00') }, { weight: 1, arbitrary: fc.oneof(timeOfDay, fc.constantFrom('00:00:00', '23:59:59')) }),
    days: fc.oneof(
      { weight: 6, arbitrary: fc.shuffledSubarray([...WEEKDAYS], { minLength: 1 }).chain((days) => fc.tuple(...days.map((day) => slot.map((times) => ({ day, ...times }))))) },
      { weight: 1, arbitrary: fc.array(fc.record({ day: oneOf(WEEKDAYS, ['Funday']), from: timeOfDay, to: timeOfDay }), { maxLength: 8 }) },
    ),
  }),
);

export const credentialsInput = nearly(
  fc.record({
    email: fc.oneof({ weight: 4, arbitrary: emailAddress }, { weight: 1, arbitrary: hostileString }),
    password: fc.oneof({ weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }) }, { weight: 1, arbitrary: fc.constantFrom('p'.repeat(128), 'p'.repeat(129), `pass${NUL}word`) }),
  }),
);

export const passwordChangeInput = nearly(
  fc.record({
    token: fc.oneof({ weight: 4, arbitrary: fc.base64String({ minLength: 40, maxLength: 48 }) }, { weight: 1, arbitrary: hostileString }),
    currentPassword: fc.string({ minLength: 1, maxLength: 30 }),
    newPassword: fc.constantFrom('long-enough-1', 'short', 'p'.repeat(129)),
    confirmPassword: fc.constantFrom('long-enough-1', 'other-one-22'),
  }),
);

/** Keys and values of a query string: the route's own keys with numbers, dates and hostile text. */
export const queryString = (keys: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'toString', 'constructor', '', 'x') }, { weight: 1, arbitrary: hostileShortString }),
        fc.oneof(numericText, isoDate, fc.constantFrom<string>(...BLOOD_GROUPS, 'C+', 'today', 'last-week', 'inline', 'active', 'pending', 'success', 'failed', 'completed', 'pending,confirmed,arrived'), hostileShortString, fc.constant('s'.repeat(20_000))),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => {
      const params = new URLSearchParams();
      for (const [key, value] of pairs) params.append(key, value);
      return params.toString();
    });

/** Raw request bodies: JSON of the form, any JSON, or text that is not JSON at all. */
export const requestBody = fc.oneof(
  { weight: 6, arbitrary: appointmentJson.map((body) => JSON.stringify(body)) },
  { weight: 2, arbitrary: hostileJson.map((body) => JSON.stringify(body) ?? '') },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom('', 'undefined', '{', '{"fullName":', 'NaN', '[1,]', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, `{"a":${'1'.repeat(5_000)}}`, '{"__proto__":{"fullName":"Ada Obi Nkem"}}', '\ufeff{}'),
    ),
  },
);
