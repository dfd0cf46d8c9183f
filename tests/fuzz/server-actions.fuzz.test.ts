import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { doctors } from '@/lib/db/schema';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { rowsOf } from '@/lib/db/rows';
import { captureLogs } from '@/lib/log/testing';
import { todayIso } from '@/lib/clinic-time';
import { SERVER_FAILED } from '@/lib/server-actions/doctor-action';
import type { ActionResult } from '@/lib/server-actions/result';
import * as appointments from '@/lib/appointments/actions';
import * as auth from '@/lib/auth/actions/sign-in';
import * as categories from '@/lib/diagnosis/actions/categories';
import * as diagnosisTests from '@/lib/diagnosis/actions/tests';
import * as patientActions from '@/lib/patients/actions/patients';
import * as prescriptions from '@/lib/prescriptions/actions';
import * as profile from '@/lib/staff/actions/profile';
import * as reports from '@/lib/reports/actions';
import * as schedule from '@/lib/schedule/actions';
import * as staff from '@/lib/staff/actions/staff';
import * as connectedSystems from '@/lib/connected-systems/actions';
import * as arb from './arbitraries';
import { withSeededDatabase } from '@/tests/seeded-database';

// Every server action, called as the browser (or anyone who copies its id) can call it, with thousands of
// generated inputs: nothing throws past the action, nothing is answered as a failure of the server, every
// refusal is `{ ok: false, message }`, and a refusal writes nothing.

jest.setTimeout(300_000);
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/mail/outbox', () => ({ sendMail: jest.fn(async () => {}) }));
const mockSession: { current: { sessionId: string; doctor: Doctor } | null } = { current: null };
jest.mock('@/lib/auth/current-doctor', () => ({
  getCurrentSession: jest.fn(async () => mockSession.current),
  requestMeta: jest.fn(async () => ({ ip: '10.0.0.9', userAgent: 'fuzz' })),
  startSession: jest.fn(async () => 'session'),
  endSession: jest.fn(async () => {}),
  PENDING_APPROVAL_PATH: '/pending-approval',
}));

const database = withSeededDatabase();
const today = todayIso();
const sizes = { patients: 0, categories: 0, reports: 0, documents: 0, tests: 0, prescriptions: 0, doctors: 0 };

/** Rows of every table a refused action must leave alone (logs of attempts and throttles excepted). */
const TABLES = [
  'doctors', 'patients', 'appointments', 'diagnosis_categories', 'diagnosis_tests', 'diagnosis_test_properties', 'prescriptions',
  'prescription_medicines', 'case_reports', 'investigations', 'documents', 'attachments', 'schedules', 'schedule_days', 'sessions',
  'password_reset_tokens',
];
const snapshot = async () =>
  (await rowsOf<{ rows: string }>(database.db, sql.raw(`select concat_ws(',', ${TABLES.map((table) => `(select count(*) from ${table})`).join(', ')}) as rows`)))[0].rows;
/** Plus what a change leaves behind: the doctor's own row (profile, password) and their schedule. */
const fingerprint = async () =>
  `${await snapshot()}|${(await rowsOf<{ value: string }>(database.db, sql`select md5(string_agg(d::text, '' order by d.id)) as value from doctors d`))[0].value}`;

const count = async (table: string) => Number((await rowsOf<{ n: string }>(database.db, sql.raw(`select count(*) as n from ${table}`)))[0].n);

beforeAll(async () => {
  const [administrator] = await database.db.select().from(doctors).limit(1);
  mockSession.current = { sessionId: 'fuzz', doctor: administrator };
  sizes.patients = await count('patients');
  sizes.categories = await count('diagnosis_categories');
  sizes.reports = await count('case_reports');
  sizes.documents = await count('documents');
  sizes.tests = await count('diagnosis_tests');
  sizes.prescriptions = await count('prescriptions');
  sizes.doctors = await count('doctors');
});

beforeAll(() => arb.announceFuzz('server-actions'));

type Action = (input: unknown) => Promise<ActionResult<unknown>>;

/** Calls the action with every generated input and checks the answer and, for a refusal, the database. */
async function fuzz(action: Action, input: fc.Arbitrary<unknown>, runs = arb.FUZZ_RUNS_HEAVY) {
  const logs = captureLogs();
  try {
    await fc.assert(
      fc.asyncProperty(input, async (value) => {
        const before = await fingerprint();
        const result = await action(value);
        expect(typeof result.ok).toBe('boolean');
        if (result.ok) return;
        expect(typeof result.message).toBe('string');
        expect(result.message).not.toBe(SERVER_FAILED);
        expect(await fingerprint()).toBe(before);
      }),
      { seed: arb.FUZZ_SEED, numRuns: runs },
    );
    // No failure of the server was logged either.
    expect(logs.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
  } finally {
    logs.restore();
  }
}

const id = (existing: () => number) => fc.oneof({ weight: 4, arbitrary: fc.constant(null).chain(() => arb.idLike(existing())) }, { weight: 1, arbitrary: arb.hostileValue });
const withId = (record: fc.Arbitrary<Record<string, unknown>>, existing: () => number) =>
  fc.tuple(record, arb.idLike(existing())).map(([values, recordId]) => ({ ...values, id: recordId }));

/** A void's input: a record's id and a reason, mostly text of any length, sometimes anything at all. */
const voidOf = (existing: () => number) =>
  fc.constant(null).chain(() => fc.record({ id: arb.idLike(existing()), reason: arb.mostly(fc.string({ maxLength: 600 })) }));

/** A file as a form may carry it: any name, a few bytes, an image's, a PDF's or no type. */
const anyFile = fc
  .tuple(fc.string({ maxLength: 20 }), fc.uint8Array({ maxLength: 32 }), fc.constantFrom('image/png', 'application/pdf', ''))
  .map(([name, bytes, type]) => new File([bytes], name, { type }));
/**
 * What a body that proxy.ts lets through (lib/http/action-body.ts) decodes to besides plain JSON: a FormData of any
 * fields and files (`$K`; a field named `__proto__` is refused there), a date, a bigint, or undefined, NaN, -0.
 */
const decodedFormData = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom('id', 'patientId', 'firstName', 'email', 'attachment', 'avatar', 'reason', 'status', 'q'), fc.string({ maxLength: 8 })), fc.oneof(arb.hostileShortString, anyFile)), { maxLength: 6 })
  .map((entries) => {
    const form = new FormData();
    for (const [name, value] of entries) if (name !== '__proto__') form.append(name, value);
    return form;
  });
const decodedArgument = fc.oneof(decodedFormData, fc.date(), fc.bigInt(), fc.constantFrom(undefined, Number.NaN, -0, Number.POSITIVE_INFINITY), fc.record({ id: decodedFormData, at: fc.date() }));

describe('server actions under generated input', () => {
  it('reports', async () => {
    await fuzz(reports.createCaseReport as Action, fc.oneof(arb.caseReportInput(today, sizes.patients), arb.hostileValue));
    await fuzz(
      reports.voidCaseReport as Action,
      fc.record({ kind: fc.oneof(fc.constantFrom('birth', 'death'), arb.hostileValue), id: arb.idLike(sizes.reports), reason: arb.mostly(fc.string({ maxLength: 600 })) }),
    );
    await fuzz(reports.createInvestigation as Action, fc.oneof(arb.investigationInput(today, sizes.patients), arb.hostileValue));
    await fuzz(reports.voidInvestigation as Action, voidOf(() => sizes.reports));
    await fuzz(reports.updateDocument as Action, withId(arb.documentInput(sizes.patients), () => sizes.documents));
    await fuzz(reports.voidDocument as Action, voidOf(() => sizes.documents));
    await fuzz(reports.loadAttachmentPreview as Action, id(() => sizes.documents));
  });

  it('diagnosis tests and categories', async () => {
    const test = arb.diagnosisTestInput({ patients: sizes.patients, categories: sizes.categories });
    await fuzz(diagnosisTests.createDiagnosisTest as Action, test);
    await fuzz(diagnosisTests.updateDiagnosisTest as Action, withId(test as fc.Arbitrary<Record<string, unknown>>, () => sizes.tests));
    await fuzz(diagnosisTests.voidDiagnosisTest as Action, voidOf(() => sizes.tests));
    await fuzz(categories.createDiagnosisCategory as Action, arb.diagnosisCategoryInput);
    await fuzz(categories.deleteDiagnosisCategory as Action, id(() => sizes.categories));
  });

  it('prescriptions', async () => {
    const prescription = arb.prescriptionInput({ patients: sizes.patients });
    await fuzz(prescriptions.createPrescription as Action, prescription);
    await fuzz(prescriptions.updatePrescription as Action, withId(prescription as fc.Arbitrary<Record<string, unknown>>, () => sizes.prescriptions));
    await fuzz(prescriptions.setPrescriptionStatus as Action, fc.record({ id: arb.idLike(sizes.prescriptions), status: arb.mostly(fc.boolean()) }));
    await fuzz(prescriptions.voidPrescription as Action, voidOf(() => sizes.prescriptions));
  });

  it('patients', async () => {
    await fuzz(patientActions.registerPatient as Action, fc.oneof(arb.patientInput(today), arb.hostileValue));
    await fuzz(patientActions.correctPatient as Action, withId(arb.patientInput(today), () => sizes.patients + 2));
  });

  it('appointments, schedule and profile', async () => {
    await fuzz(appointments.addAppointment as Action, arb.appointmentInput);
    await fuzz(schedule.saveSchedule as Action, arb.scheduleInput);
    await fuzz(profile.updateProfile as Action, arb.profileInput);
  });

  it('staff', async () => {
    for (const action of [staff.approveAccount, staff.disableAccount, staff.enableAccount, staff.makeAdministrator, staff.removeAdministrator]) {
      await fuzz(action as Action, fc.oneof(fc.record({ id: arb.idLike(sizes.doctors + 2) }), arb.hostileValue), arb.FUZZ_RUNS_HEAVY / 3);
    }
  });

  it('connected systems', async () => {
    const jwks = JSON.stringify({ keys: [{ kty: 'EC', kid: 'k1', crv: 'P-384', x: 'x', y: 'y' }] });
    await fuzz(
      connectedSystems.registerSystem as Action,
      fc.oneof(fc.record({ name: fc.oneof(fc.constant('Lab system'), arb.hostileValue), jwks: fc.oneof(fc.constant(jwks), arb.hostileValue), scopes: fc.oneof(fc.constant('system/*.rs'), arb.hostileValue) }), arb.hostileValue),
      arb.FUZZ_RUNS_HEAVY / 3,
    );
    await fuzz(connectedSystems.setSystemEnabled as Action, fc.oneof(fc.record({ id: arb.idLike(5), enabled: fc.oneof(fc.boolean(), arb.hostileValue) }), arb.hostileValue), arb.FUZZ_RUNS_HEAVY / 3);
    await fuzz(connectedSystems.deleteSystem as Action, fc.oneof(fc.record({ id: arb.idLike(5) }), arb.hostileValue), arb.FUZZ_RUNS_HEAVY / 3);
  });

  it('every action, given what a body that passes proxy.ts decodes to: a FormData, a date, a bigint', async () => {
    const actions = [
      reports.createCaseReport, reports.createInvestigation, reports.updateDocument, reports.voidDocument, reports.loadAttachmentPreview,
      diagnosisTests.createDiagnosisTest, diagnosisTests.updateDiagnosisTest, categories.createDiagnosisCategory, categories.deleteDiagnosisCategory,
      prescriptions.createPrescription, prescriptions.setPrescriptionStatus, patientActions.registerPatient, patientActions.correctPatient,
      appointments.addAppointment, schedule.saveSchedule, profile.updateProfile, staff.approveAccount, auth.requestPasswordReset, auth.changePassword,
      connectedSystems.registerSystem, connectedSystems.setSystemEnabled, connectedSystems.deleteSystem,
    ];
    for (const action of actions) await fuzz(action as Action, decodedArgument, 20);
  });

  it('sign-in, signup and passwords', async () => {
    // Each valid attempt checks or hashes a password (argon2): fewer runs.
    await fuzz(auth.login as Action, arb.credentialsInput, 40);
    await fuzz(auth.signup as Action, arb.credentialsInput, 40);
    await fuzz(auth.requestPasswordReset as Action, fc.oneof(fc.record({ email: arb.emailAddress }), arb.hostileValue), 80);
    await fuzz(
      auth.resetPassword as Action,
      fc.oneof(fc.record({ token: arb.hostileShortString, newPassword: arb.hostileShortString, confirmPassword: arb.hostileShortString }), arb.hostileValue),
      80,
    );
    await fuzz(auth.changePassword as Action, arb.passwordChangeInput, 40);
  });
});
