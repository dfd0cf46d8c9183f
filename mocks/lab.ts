import { isoDateInZone } from '@/lib/clinic-time';
import { hashPassword } from '@/lib/auth/password';
import * as schema from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { analytesOf, type Analyte } from '@/lib/lab/queries/analytes';
import { ageInMonths, rangeFor, type RangeSubject } from '@/lib/lab/rules/flag';
import { formatResultNumber } from '@/lib/lab/rules/result-value';
import type { LabPriority } from '@/lib/lab/rules/states';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { amendResult, cancelOrder, collectSpecimen, enterResults, releaseOrder, reviewOrder } from '@/lib/lab/writes/steps';
import { DEMO_DOCTOR } from './doctor';
import { createRandom, type Random } from './random';

// Not `server-only`: `npm run db:seed` runs this in plain Node.
//
// The laboratory's demo: two lab scientists who sign in (so that a second one can verify what the first entered),
// and lab orders for the sample patients in every state, taken through the lab's own steps (lib/lab/writes) so that
// their flags, ranges and people are what the app itself would have written.

/** The demo lab scientists sign in with this password (printed in the README), as the demo doctor does with theirs. */
export const DEMO_LAB_PASSWORD = 'demo-lab-2024';
export const DEMO_LAB_EMAIL = 'lab@example.com';
export const DEMO_LAB2_EMAIL = 'lab2@example.com';

export const DEMO_LAB_SCIENTISTS = [
  { email: DEMO_LAB_EMAIL, firstName: 'Funmilayo', lastName: 'Adeyemi', phone: '+234 803 555 0177', position: 'Medical Laboratory Scientist' },
  { email: DEMO_LAB2_EMAIL, firstName: 'Ibrahim', lastName: 'Musa', phone: '+234 803 555 0178', position: 'Chief Medical Laboratory Scientist' },
] as const;

/** The lab demo's own random sequence: the rest of the sample data stays as it was without it. */
export const LAB_SEED = 20240717;

/** Who orders: the demo doctor, or one of the colleagues (by their index). */
type Orderer = 'demo' | 0 | 1 | 2;

/** How far an order got: the lab's states, and a released one the doctor has reviewed. */
type Stage = 'ordered' | 'collected' | 'resulted' | 'released' | 'reviewed' | 'cancelled';

interface SampleOrder {
  /** Index of the patient among the sample's patients. */
  patient: number;
  by: Orderer;
  tests: readonly string[];
  priority: LabPriority;
  note: string;
  /** Placed this many hours before the seeding; its later steps come within that time. */
  hoursAgo: number;
  stage: Stage;
  /** Results typed instead of a normal value, by test code. */
  values?: Readonly<Record<string, string>>;
  /** In progress: only these tests have their result. */
  entered?: readonly string[];
  amend?: { code: string; value: string; reason: string; hoursAgo: number };
  /** Entered and released by the same scientist, as a lab of one person may. */
  selfVerified?: boolean;
  reviewNote?: string;
  cancelReason?: string;
  /** Placed at the first visit of the demo doctor's day (the patient checked in): the visit page lists it. */
  atTodaysVisit?: boolean;
}

/**
 * The demo's orders (by the index of the seeded patient; the third and fourth, the brief's sample patients, have none,
 * so that the doctor's bell names no patient that the forms' tests look for elsewhere): for the demo doctor, critical, abnormal and normal results waiting for review (one amended),
 * earlier ones reviewed (a haemoglobin over months, for the trend), and orders at every step of the lab's work; the
 * colleagues' orders fill the Lab screen's lists. STAT and Urgent among them.
 */
export const SAMPLE_ORDERS: readonly SampleOrder[] = [
  { patient: -1, by: 'demo', tests: ['full-blood-count', 'malaria-rdt'], priority: 'stat', note: 'Fever for three days, pale', hoursAgo: 0.1, stage: 'ordered', atTodaysVisit: true },
  { patient: 0, by: 'demo', tests: ['full-blood-count'], priority: 'routine', note: 'Anaemia follow-up', hoursAgo: 24 * 90, stage: 'reviewed', values: { haemoglobin: '10.8' }, reviewNote: 'Ferrous sulphate started' },
  { patient: 0, by: 'demo', tests: ['full-blood-count'], priority: 'routine', note: 'Anaemia follow-up', hoursAgo: 24 * 45, stage: 'reviewed', values: { haemoglobin: '9.1' }, reviewNote: 'Not taking the iron; counselled' },
  {
    patient: 0,
    by: 'demo',
    tests: ['full-blood-count', 'malaria-rdt'],
    priority: 'stat',
    note: 'Fever, very pale, breathless on exertion',
    hoursAgo: 5,
    stage: 'released',
    values: { haemoglobin: '6.2', haematocrit: '19.5', 'malaria-rdt': 'Positive' },
  },
  {
    patient: 1,
    by: 'demo',
    tests: ['electrolytes-urea-creatinine'],
    priority: 'urgent',
    note: 'On lisinopril and spironolactone; weak',
    hoursAgo: 8,
    stage: 'released',
    values: { potassium: '6.8', urea: '11.2', creatinine: '168' },
  },
  { patient: 16, by: 'demo', tests: ['lipid-profile'], priority: 'routine', note: 'Hypertension, yearly review', hoursAgo: 26, stage: 'released', values: { 'total-cholesterol': '6.9', 'ldl-cholesterol': '4.6' } },
  { patient: 17, by: 'demo', tests: ['full-blood-count'], priority: 'routine', note: 'Pre-operative', hoursAgo: 50, stage: 'released' },
  {
    patient: 4,
    by: 'demo',
    tests: ['glucose-random'],
    priority: 'routine',
    note: 'Thirst and frequent urination',
    hoursAgo: 72,
    stage: 'released',
    values: { 'glucose-random': '3.1' },
    amend: { code: 'glucose-random', value: '13.1', reason: 'Typed from the wrong sample; the result of this specimen is 13.1', hoursAgo: 20 },
  },
  { patient: 5, by: 'demo', tests: ['crp', 'esr'], priority: 'routine', note: 'Joint pains', hoursAgo: 20, stage: 'released', values: { crp: '18.0', esr: '34' }, selfVerified: true },
  { patient: 6, by: 'demo', tests: ['hba1c'], priority: 'routine', note: 'Type 2 diabetes', hoursAgo: 24 * 10, stage: 'reviewed', values: { hba1c: '8.2' }, reviewNote: 'Metformin increased to 1 g twice daily' },
  { patient: 7, by: 'demo', tests: ['malaria-film', 'widal-typhi-o', 'widal-typhi-h'], priority: 'urgent', note: 'Fever for a week', hoursAgo: 3, stage: 'resulted', values: { 'malaria-film': '++', 'widal-typhi-o': '1/160' } },
  { patient: 8, by: 'demo', tests: ['urinalysis'], priority: 'routine', note: 'Dysuria', hoursAgo: 2, stage: 'collected', entered: ['urine-ph', 'urine-specific-gravity', 'urine-protein'] },
  { patient: 9, by: 'demo', tests: ['thyroid-function-tests'], priority: 'routine', note: 'Weight loss, tremor', hoursAgo: 30, stage: 'cancelled', cancelReason: 'Ordered for the wrong patient' },
  { patient: 10, by: 0, tests: ['malaria-rdt'], priority: 'routine', note: 'Fever', hoursAgo: 4, stage: 'released' },
  { patient: 11, by: 1, tests: ['full-blood-count'], priority: 'urgent', note: 'Bleeding gums', hoursAgo: 1, stage: 'ordered' },
  { patient: 12, by: 2, tests: ['liver-function-tests'], priority: 'routine', note: 'Jaundice', hoursAgo: 6, stage: 'resulted', values: { 'bilirubin-total': '64', alt: '212', ast: '180' } },
  { patient: 13, by: 0, tests: ['glucose-fasting'], priority: 'stat', note: 'Found confused at home', hoursAgo: 0.5, stage: 'ordered' },
  { patient: 14, by: 1, tests: ['hbsag', 'hiv-screening'], priority: 'routine', note: 'Antenatal booking', hoursAgo: 24 * 7, stage: 'reviewed', reviewNote: 'Both non-reactive; told the patient' },
  { patient: 15, by: 0, tests: ['full-blood-count'], priority: 'routine', note: 'Tiredness', hoursAgo: 12, stage: 'collected' },
];

/** What a text result says when nothing is wrong, by test. */
const NORMAL_TEXT: Readonly<Record<string, string>> = {
  'blood-film': 'Normocytic normochromic red cells; no parasites seen',
  'urine-microscopy': 'Pus cells 0–2/hpf; no casts or crystals',
  'stool-microscopy': 'No ova, cysts or parasites seen',
};

/** A normal result for the test and patient: inside the range that applies (somewhere in its middle), or a normal word. */
export function normalValue(analyte: Analyte, subject: RangeSubject, random: Random): string {
  if (analyte.kind === 'choice') return analyte.normalChoices?.[0] ?? analyte.choices?.[0] ?? '';
  if (analyte.kind === 'text') return NORMAL_TEXT[analyte.code] ?? 'No abnormality seen';
  const range = rangeFor(analyte.ranges, subject);
  const low = range?.low;
  const high = range?.high;
  let value: number;
  if (low !== undefined && high !== undefined) value = low + (high - low) * random.float(0.3, 0.7, 3);
  else if (high !== undefined) value = high * random.float(0.4, 0.8, 3);
  else if (low !== undefined) value = low * random.float(1.1, 1.5, 3);
  else value = 1;
  return formatResultNumber(value, analyte.decimals);
}

export interface LabSeedPeople {
  id: number;
  gender: 'male' | 'female' | 'other';
  dateOfBirth: string;
}

export interface LabSeedInput {
  now: Date;
  demoDoctorId: number;
  colleagueIds: readonly number[];
  people: readonly LabSeedPeople[];
  /** The demo doctor's visit of today whose patient has checked in, if any. */
  todaysVisit?: { appointmentId: number; patientId: number };
}

/** The demo lab scientists, active, with the demo password; answers their ids (the first enters, the second verifies). */
export async function seedLabScientists(db: Db): Promise<[number, number]> {
  const passwordHash = await hashPassword(DEMO_LAB_PASSWORD);
  const rows = await db
    .insert(schema.doctors)
    .values(
      DEMO_LAB_SCIENTISTS.map((scientist) => ({
        ...scientist,
        passwordHash,
        role: 'lab-scientist' as const,
        status: 'active' as const,
        hospitalName: DEMO_DOCTOR.hospitalName,
        hospitalAddress: DEMO_DOCTOR.hospitalAddress,
      })),
    )
    .returning({ id: schema.doctors.id });
  return [rows[0].id, rows[1].id];
}

/** A step's success, or the seed stops saying which step was refused and why (the sample is wrong, not the data). */
function must<T extends { ok: boolean }>(result: T, step: string): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`The lab demo could not ${step}: ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

/**
 * The lab scientists and the sample orders, each taken through the lab's steps at its own times (all before `now`).
 * Deterministic: the values come from LAB_SEED's sequence. Answers the scientists' ids and how many orders were placed.
 */
export async function seedLab(db: Db, input: LabSeedInput): Promise<{ scientists: [number, number]; orders: number }> {
  const random = createRandom(LAB_SEED);
  const scientists = await seedLabScientists(db);
  const [enterer, verifier] = scientists;
  const testIds = new Map((await db.select({ id: schema.labTests.id, code: schema.labTests.code }).from(schema.labTests)).map((row) => [row.code, row.id]));
  const at = (hoursAgo: number) => new Date(input.now.getTime() - Math.round(hoursAgo * 3_600_000));
  let placed = 0;
  for (const [index, sample] of SAMPLE_ORDERS.entries()) {
    const visit = sample.atTodaysVisit ? input.todaysVisit : undefined;
    if (sample.atTodaysVisit && !visit) continue;
    const patient = visit ? input.people.find((person) => person.id === visit.patientId)! : input.people[sample.patient % input.people.length];
    const orderedById = sample.by === 'demo' ? input.demoDoctorId : input.colleagueIds[sample.by % input.colleagueIds.length];
    const h = sample.hoursAgo;
    const order = must(
      await placeOrder(
        db,
        { patientId: patient.id, appointmentId: visit?.appointmentId ?? null, testIds: sample.tests.map((code) => testIds.get(code)!), priority: sample.priority, note: sample.note },
        { doctorId: orderedById },
        at(h),
      ),
      `place sample order ${index + 1}`,
    );
    placed += 1;
    if (sample.stage === 'ordered') continue;
    if (sample.stage === 'cancelled') {
      must(await cancelOrder(db, order.id, sample.cancelReason ?? 'No longer needed', { id: orderedById, role: 'doctor' }, at(h * 0.8)), 'cancel an order');
      continue;
    }
    const collectedAt = at(h * 0.9);
    must(await collectSpecimen(db, order.id, `GCSH-${String(order.number).padStart(5, '0')}`, enterer, collectedAt), 'collect a specimen');
    const subject: RangeSubject = { sex: patient.gender, ageMonths: ageInMonths(patient.dateOfBirth, isoDateInZone(collectedAt)) };
    const analytes = await analytesOf(db, order.id);
    const typed = analytes
      .filter((analyte) => !sample.entered || sample.entered.includes(analyte.code))
      .map((analyte) => ({ testId: analyte.testId, value: sample.values?.[analyte.code] ?? normalValue(analyte, subject, random) }));
    must(await enterResults(db, order.id, typed, { doctorId: enterer }, at(h * 0.6)), 'enter results');
    if (sample.stage === 'collected' || sample.stage === 'resulted') continue;
    must(await releaseOrder(db, order.id, { doctorId: sample.selfVerified ? enterer : verifier }, Boolean(sample.selfVerified), at(h * 0.5)), 'release results');
    if (sample.amend) {
      const { code, value, reason, hoursAgo } = sample.amend;
      must(await amendResult(db, order.id, testIds.get(code)!, value, reason, verifier, at(hoursAgo)), 'amend a result');
    }
    if (sample.stage === 'reviewed') must(await reviewOrder(db, order.id, sample.reviewNote ?? '', orderedById, at(h * 0.4)), 'review results');
  }
  return { scientists, orders: placed };
}
