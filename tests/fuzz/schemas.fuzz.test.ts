import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { z } from '@/lib/zod';
import { appointmentListParams, getAppointment, listAppointments } from '@/lib/appointments/queries/appointments';
import { bookAppointment } from '@/lib/appointments/writes/booking';
import { insertAttachment } from '@/lib/reports/writes/attachments';
import { getAttachment } from '@/lib/reports/queries/attachments';
import { createCaseReport, voidCaseReport } from '@/lib/reports/writes/case-reports';
import { createDiagnosisCategory, deleteDiagnosisCategory } from '@/lib/diagnosis/writes/categories';
import { CATEGORY_SORTS, listDiagnosisCategories } from '@/lib/diagnosis/queries/categories';
import { getDiagnosisTest } from '@/lib/diagnosis/queries/tests';
import { createDiagnosisTest, updateDiagnosisTest } from '@/lib/diagnosis/writes/tests';
import { createDoctor, updateDoctorProfile } from '@/lib/staff/writes/doctors';
import { findDoctorByEmail, getDoctor, getDoctorAvatar } from '@/lib/staff/queries/doctors';
import { updateDocument, voidDocument } from '@/lib/reports/writes/documents';
import { getDocument } from '@/lib/reports/queries/documents';
import { createInvestigation, voidInvestigation } from '@/lib/reports/writes/investigations';
import { getInvestigation } from '@/lib/reports/queries/investigations';
import { listMedicalReports } from '@/lib/reports/queries/medical-reports';
import { addClinicMedicine } from '@/lib/medicines/writes';
import { amendResultSchema, cancelOrderSchema, collectSpecimenSchema, enterResultsSchema, placeOrderSchema, releaseOrderSchema, reviewOrderSchema, typedResultSchema } from '@/lib/lab/schema';
import { LAB_PRIORITIES } from '@/lib/lab/rules/states';
import { placeOrder } from '@/lib/lab/writes/place-order';
import { patientInputSchema, readPatient } from '@/lib/patients/fhir/patient-input';
import { importCheckSchema } from '@/lib/record-import/schema';
import { amendResult, cancelOrder, collectSpecimen, enterResults, releaseOrder, reviewOrder } from '@/lib/lab/writes/steps';
import { createPatient, updatePatient } from '@/lib/patients/writes/patient';
import { getPatient, listPatients } from '@/lib/patients/queries/list';
import { getPrescription } from '@/lib/prescriptions/queries/prescriptions';
import { createPrescription, setPrescriptionStatus, updatePrescription } from '@/lib/prescriptions/writes';
import { saveSchedule } from '@/lib/schedule/writes';
import { getSchedule } from '@/lib/schedule/queries';
import { listStaff } from '@/lib/staff/queries/staff';
import { listAuditEvents } from '@/lib/audit/queries/trail';
import { AUDIT_PAGE_SIZE, auditFilterSchema } from '@/lib/audit/schema';
import { getTransaction, listTransactions, transactionListParams } from '@/lib/transactions/queries/transactions';
import { appointments, diagnosisCategories, diagnosisTests, doctors, documents, labOrders, loginAttempts, medicines, patients, prescriptions } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/types';
import { isPast, todayIso } from '@/lib/clinic-time';
import { appointmentBookingSchema, appointmentForPatientSchema, appointmentFormSchema, bookingRequestSchema, type BookingValues } from '@/lib/appointments/schema/appointment';
import { withinHours } from '@/lib/appointments/rules/booking';
import { appointmentStatusBodySchema, appointmentStatusChangeSchema } from '@/lib/appointments/schema/status';
import { changeAppointmentStatus } from '@/lib/appointments/writes/status';
import { APPOINTMENT_STATUSES } from '@/lib/db/schema/enums';
import { appointmentRangeSchema, rangeStart } from '@/lib/appointments/schema/range';
import { appointmentRescheduleSchema } from '@/lib/appointments/schema/reschedule';
import { acceptInvitationSchema, invitationIdSchema, invitationSchema } from '@/lib/staff/schema/invitation';
import { DOCTOR_ROLES } from '@/lib/db/schema/enums';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from '@/lib/auth/schema/credentials';
import { optionalBloodPressure, parseRowId, rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { diagnosisCategorySchema } from '@/lib/diagnosis/schema/category';
import { diagnosisPropertySchema, diagnosisTestSchema } from '@/lib/diagnosis/schema/test';
import { appointmentsQuerySchema, medicalReportsQuerySchema, queryObject, transactionsQuerySchema, usersQuerySchema } from '@/lib/hospital-api/schema';
import { parsePatientListParams, patientListParamsSchema } from '@/lib/patients/schema/list';
import { transactionStatusParam } from '@/lib/transactions/schema';
import { appointmentStatusFilterSchema, statusesOf } from '@/lib/appointments/schema/status-filter';
import { medicineSchema, prescriptionSchema, prescriptionStatusSchema } from '@/lib/prescriptions/schema';
import { visitLinkSchema } from '@/lib/appointments/schema/visit-link';
import { pdfDownloadQuerySchema } from '@/lib/pdf/download-query';
import { isVisitOfPatient } from '@/lib/appointments/queries/visit-records';
import { bloodPressureField, measuredAtField, vitalsSchema } from '@/lib/vitals/schema';
import { patientRegistrationSchema, patientSchema, patientUpdateSchema } from '@/lib/patients/schema/patient';
import { allergySchema, noKnownDrugAllergiesSchema, recordAllergySchema } from '@/lib/patients/schema/allergies';
import { recordAllergy, setNoKnownDrugAllergies } from '@/lib/patients/writes/allergies';
import { readPatientAllergies } from '@/lib/patients/queries/allergies';
import { findLikelyDuplicates } from '@/lib/patients/queries/duplicates';
import { profileChangeSchema, profileSchema } from '@/lib/staff/schema/profile';
import { authenticationCodeSchema, confirmTwoFactorSchema, currentPasswordSchema, sessionHandleSchema } from '@/lib/auth/schema/security';
import { caseReportSchema, documentSchema, investigationSchema, reportIdSchema } from '@/lib/reports/schema/report';
import { scheduleSchema } from '@/lib/schedule/schema';
import { clinicMedicineSchema, DOSAGE_FORMS, MEDICINE_ROUTES } from '@/lib/medicines/schema';
import { VOID_REASON_MAX, VOID_REASON_MIN, voidCaseReportSchema, voidReasonSchema, voidSchema } from '@/lib/reports/schema/void';
import { STAFF_PAGE_SIZE, staffChangeSchema, staffPageSchema } from '@/lib/staff/schema/staff';
import { connectedSystemEnabledSchema, connectedSystemIdSchema, connectedSystemSchema, jwksText, scopesText } from '@/lib/connected-systems/schema';
import { ATTACHMENT_RULE, AVATAR_RULE, checkUpload, chosenFile, safeFileName, sniffMime } from '@/lib/reports/schema/upload';
import { createSeededTestDatabase, TEST_NOW } from '@/mocks/testing';
import { searchPatientMatches, searchPatientOptions } from '@/lib/patients/queries/options';
import { patientSearchSchema } from '@/lib/patients/schema/search';
import { pageNumber, parseTableParams, searchText } from '@/lib/lists/table-params';
import { admissionIdSchema, admitSchema, dischargeSchema, planSchema, transferSchema } from '@/lib/admissions/schema/admission';
import { progressNoteEditSchema, progressNoteSchema, progressNoteVoidSchema } from '@/lib/admissions/schema/progress-note';
import { roundVitalsSchema } from '@/lib/admissions/schema/round-vitals';
import { admissionViewSchema } from '@/lib/admissions/schema/admission-view';
import { listProgressNotes } from '@/lib/admissions/queries/progress-notes';
import { RECENT_NOTES } from '@/lib/admissions/rules/recent';
import { DISCHARGE_DISPOSITIONS } from '@/lib/admissions/rules/disposition';
import { admit } from '@/lib/admissions/writes/admit';
import { transfer } from '@/lib/admissions/writes/transfer';
import { discharge } from '@/lib/admissions/writes/discharge';
import { addNote, editNote, voidNote } from '@/lib/admissions/writes/progress-notes';
import { recordRoundVitals, savePlan } from '@/lib/admissions/writes/round';
import { bedIdSchema, bedOutOfServiceSchema, bedSchema, boardFilterSchema, wardChangeSchema, wardSchema } from '@/lib/wards/schema';
import { BED_KINDS, WARD_KINDS, WARD_SEXES } from '@/lib/wards/rules/kinds';
import { addWard, changeWard } from '@/lib/wards/writes/wards';
import { addBed, retireBed, setBedOutOfService } from '@/lib/wards/writes/beds';
import { markBedReady } from '@/lib/wards/writes/ready';
import { readBedBoard } from '@/lib/wards/queries/board';
import * as arb from './arbitraries';

// Every exported schema (each domain's schema modules and the shared ones): no generated value makes safeParse
// throw, no message repeats the input, and whatever a schema accepts, the data functions that take it (each
// domain's queries and writes) store or read without throwing, a refusal they return as a value (unknown patient, duplicate name) writing nothing.

jest.setTimeout(180_000);
fc.configureGlobal({ seed: arb.FUZZ_SEED, numRuns: arb.FUZZ_RUNS });
beforeAll(() => arb.announceFuzz('schemas'));

let handle: DbHandle;
let doctorId: number;
let counts: { patients: number; categories: number; documents: number };
const today = todayIso();

type CountedTable = typeof diagnosisTests | typeof prescriptions | typeof diagnosisCategories | typeof patients | typeof documents | typeof appointments;
const rowsOf = async (table: CountedTable) => (await handle.db.select({ value: count() }).from(table))[0].value;

/** Runs a write and checks that the table changed by one row (`by`) exactly when the write says it succeeded. */
async function expectRowsChange(table: CountedTable, by: 1 | -1, write: () => Promise<{ ok: boolean }>) {
  const before = await rowsOf(table);
  const result = await write();
  expect(await rowsOf(table)).toBe(result.ok ? before + by : before);
}

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  const [doctor] = await handle.db.select({ id: doctors.id }).from(doctors).limit(1);
  doctorId = doctor.id;
  counts = { patients: await rowsOf(patients), categories: await rowsOf(diagnosisCategories), documents: await rowsOf(documents) };
});
afterAll(() => handle?.close());

/** A key set the Connected systems screen takes: one public EC P-384 key. */
const FUZZ_JWKS = JSON.stringify({ keys: [{ kty: 'EC', kid: 'k1', crv: 'P-384', x: 'x', y: 'y' }] });

/** An arbitrary built when the property runs, once the seeded database says how many rows there are. */
const later = <T>(make: () => fc.Arbitrary<T>) => fc.constant(null).chain(make);

/** A refusal is a list of short messages: none repeats a (possibly megabyte-long, hostile) input. */
function expectPlainIssues(error: z.ZodError) {
  expect(error.issues.length).toBeGreaterThan(0);
  for (const issue of error.issues) {
    expect(typeof issue.message).toBe('string');
    expect(issue.message.length).toBeLessThan(200);
    expect(issue.message).not.toContain('\u0000');
  }
}

interface FuzzCase {
  name: string;
  run: () => Promise<void>;
}

/**
 * One schema: `input` values are parsed; an accepted value is handed to `use` (the data functions that take
 * it). The generators must reach both outcomes, or the property proves little.
 */
function schemaCase<S extends z.ZodType>(
  name: string,
  schema: S,
  input: fc.Arbitrary<unknown>,
  use: ((value: z.output<S>) => Promise<void>) | null,
  { numRuns = arb.FUZZ_RUNS, refuses = true }: { numRuns?: number; refuses?: boolean } = {},
): FuzzCase {
  return {
    name,
    run: async () => {
      let accepted = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(input, async (value) => {
          const result = schema.safeParse(value);
          if (!result.success) {
            refused += 1;
            expectPlainIssues(result.error);
            return;
          }
          accepted += 1;
          await use?.(result.data);
        }),
        { numRuns },
      );
      expect(accepted).toBeGreaterThan(0);
      // A schema that falls back to a default (a URL's range or page) never refuses.
      if (refuses) expect(refused).toBeGreaterThan(0);
      else expect(refused).toBe(0);
    },
  };
}

/** How the generated bookings ended, so that the cases can show they reached every outcome. */
const bookingOutcomes = new Map<string, number>();

/**
 * The booking cases check that every outcome (booked, past, out of hours, unknown doctor) is reached, which takes
 * their full size whatever FUZZ_SCALE says (a second or two).
 */
const BOOKING_RUNS = Math.max(150, arb.FUZZ_RUNS_HEAVY);

/**
 * Books a form that the schema accepted, at TEST_NOW (the seed's instant): a booking lies inside its doctor's
 * hours, from now on, and adds one appointment; a refusal (the past, outside every doctor's hours, taken, an
 * unknown doctor) says why, offers free times that are not past, and writes nothing, not even the patient.
 */
async function bookAndCheck(values: BookingValues) {
  const before = { appointments: await rowsOf(appointments), patients: await rowsOf(patients) };
  const result = await bookAppointment(handle.db, values, { now: TEST_NOW });
  bookingOutcomes.set(result.ok ? 'ok' : result.reason, (bookingOutcomes.get(result.ok ? 'ok' : result.reason) ?? 0) + 1);
  if (result.ok) {
    // The appointment copies the patient's own record, never the typed details.
    const [patient] = await handle.db.select().from(patients).where(eq(patients.id, result.appointment.patientId));
    expect(result.appointment).toMatchObject({ fullName: patient.fullName, phone: patient.phone, date: values.date, status: 'pending' });
    if (values.doctorId !== undefined) expect(result.appointment.doctorId).toBe(values.doctorId);
    expect(isPast(values.date, values.time, TEST_NOW)).toBe(false);
    expect(withinHours(await getSchedule(handle.db, result.appointment.doctorId), values.date, values.time)).toBe(true);
    expect(await rowsOf(appointments)).toBe(before.appointments + 1);
    return;
  }
  expect(result.message.length).toBeLessThan(200);
  if (result.reason === 'past') expect(isPast(values.date, values.time, TEST_NOW)).toBe(true);
  if (result.reason === 'unknown-doctor') expect(values.doctorId).toBeDefined();
  if (result.reason === 'likely-duplicates') expect(result.duplicates.length).toBeGreaterThan(0);
  if (result.reason === 'unknown-patient' || result.reason === 'disagrees') expect('patientId' in values).toBe(true);
  if (result.reason === 'out-of-hours' || result.reason === 'taken') {
    for (const slot of result.nextFreeSlots) expect(isPast(slot.date, slot.time, TEST_NOW)).toBe(false);
  }
  expect({ appointments: await rowsOf(appointments), patients: await rowsOf(patients) }).toEqual(before);
}

/** A booking case whose generated forms must reach each of `outcomes` (booked, or refused for that reason). */
function bookingCase(name: string, fuzzCase: FuzzCase, outcomes: string[]): FuzzCase {
  return {
    name,
    run: async () => {
      bookingOutcomes.clear();
      await fuzzCase.run();
      expect([...bookingOutcomes.keys()]).toEqual(expect.arrayContaining(outcomes));
    },
  };
}

/** An id paired with a form, for the updates. */
const withId = (existing: number, form: fc.Arbitrary<unknown>) => fc.tuple(arb.idLike(existing), form).map(([id, values]) => ({ id, values }));
const idAndForm = <S extends z.ZodType>(schema: S) => z.object({ id: rowIdSchema, values: schema });

/** A drug allergy as the dialog sends it: free text, or a formulary entry (mostly one of the first five, Atenolol among them; else none such). */
const allergyForm = fc.record({ medicineId: fc.oneof(fc.constant(''), arb.idLike(5)), substance: arb.textUpTo(80, 1), reaction: arb.textUpTo(120) });

/** Records an allergy the schema accepted: recorded and listed, or refused (unknown patient or entry, twice) and nothing written. */
async function recordAndCheck(patientId: number, values: z.output<typeof allergySchema>) {
  const before = await readPatientAllergies(handle.db, patientId);
  const result = await recordAllergy(handle.db, { id: doctorId }, patientId, values);
  const after = await readPatientAllergies(handle.db, patientId);
  if (result.ok) expect(after.allergies.map((allergy) => allergy.id)).toContain(result.id);
  else expect(after).toEqual(before);
}

const CASES: Record<string, FuzzCase> = {
  'patients/schema/allergies.allergySchema': schemaCase('allergySchema', allergySchema, arb.nearly(allergyForm), (values) => recordAndCheck(1, values)),
  'patients/schema/allergies.recordAllergySchema': schemaCase(
    'recordAllergySchema',
    recordAllergySchema,
    later(() => arb.nearly(fc.tuple(allergyForm, arb.idLike(counts.patients + 3)).map(([form, patientId]) => ({ ...form, patientId })))),
    ({ patientId, ...values }) => recordAndCheck(patientId, values),
  ),
  'patients/schema/allergies.noKnownDrugAllergiesSchema': schemaCase(
    'noKnownDrugAllergiesSchema',
    noKnownDrugAllergiesSchema,
    later(() => arb.nearly(fc.record({ patientId: arb.idLike(counts.patients + 3), noKnownDrugAllergies: fc.oneof(fc.constant(true), arb.hostileValue) }))),
    async ({ patientId }) => {
      const result = await setNoKnownDrugAllergies(handle.db, patientId);
      const summary = await readPatientAllergies(handle.db, patientId);
      if (result.ok) expect(summary.status).toBe('none');
      else expect(summary.status).not.toBe('none');
    },
  ),

  'appointments/schema/appointment.appointmentFormSchema': bookingCase(
    'appointmentFormSchema',
    schemaCase('appointmentFormSchema', appointmentFormSchema, arb.appointmentInput, bookAndCheck, { numRuns: BOOKING_RUNS }),
    ['ok', 'past', 'out-of-hours'],
  ),
  'appointments/schema/appointment.appointmentBookingSchema': bookingCase(
    'appointmentBookingSchema',
    schemaCase(
      'appointmentBookingSchema',
      appointmentBookingSchema,
      // The form, with or without a doctor: one of the seeded ones, one that is not there, or anything else.
      fc
        .tuple(arb.appointmentInput, fc.option(arb.idLike(7), { freq: 3 }))
        .map(([form, doctorId]) => (doctorId === null ? form : { ...form, doctorId })),
      bookAndCheck,
      { numRuns: BOOKING_RUNS },
    ),
    ['ok', 'past', 'out-of-hours', 'unknown-doctor'],
  ),
  'appointments/schema/appointment.appointmentForPatientSchema': schemaCase(
    'appointmentForPatientSchema',
    appointmentForPatientSchema,
    // A registered patient (or an id nobody has), with none, some or all of the form's details.
    later(() =>
      fc
        .tuple(arb.appointmentInput, arb.idLike(counts.patients + 3), fc.subarray(['fullName', 'email', 'phone', 'age', 'gender']))
        .map(([form, patientId, kept]) => {
          const typed = Object.fromEntries(Object.entries(form as Record<string, unknown>).filter(([key]) => !['fullName', 'email', 'phone', 'age', 'gender'].includes(key) || kept.includes(key)));
          return { ...typed, patientId };
        }),
    ),
    bookAndCheck,
  ),
  'appointments/schema/appointment.bookingRequestSchema': schemaCase(
    'bookingRequestSchema',
    bookingRequestSchema,
    later(() => fc.oneof(arb.appointmentInput, fc.tuple(arb.appointmentInput, arb.idLike(counts.patients + 3)).map(([form, patientId]) => ({ ...(form as object), patientId })))),
    bookAndCheck,
  ),

  'appointments/schema/status.appointmentStatusBodySchema': schemaCase(
    'appointmentStatusBodySchema',
    appointmentStatusBodySchema,
    fc.oneof(fc.record({ status: fc.oneof(fc.constantFrom(...APPOINTMENT_STATUSES), arb.hostileValue) }), arb.hostileValue),
    null,
  ),
  'appointments/schema/status.appointmentStatusChangeSchema': schemaCase(
    'appointmentStatusChangeSchema',
    appointmentStatusChangeSchema,
    fc.record({ id: arb.idLike(60), status: fc.oneof(fc.constantFrom(...APPOINTMENT_STATUSES), arb.hostileValue) }),
    async ({ id, status }) => {
      const result = await changeAppointmentStatus(handle.db, { id, status, changedById: doctorId });
      if (!result.ok) expect(['not-found', 'not-allowed']).toContain(result.reason);
    },
  ),

  'appointments/schema/reschedule.appointmentRescheduleSchema': schemaCase(
    'appointmentRescheduleSchema',
    appointmentRescheduleSchema,
    fc.record({ id: arb.idLike(60), date: fc.oneof(fc.constant('2030-01-02'), arb.hostileValue), time: fc.oneof(fc.constant('09:30'), arb.hostileValue) }),
    null,
  ),

  'connected-systems/schema.connectedSystemSchema': schemaCase(
    'connectedSystemSchema',
    connectedSystemSchema,
    fc.record({ name: fc.oneof(fc.constant('Lab system'), arb.hostileValue), jwks: fc.oneof(fc.constant(FUZZ_JWKS), arb.hostileValue), scopes: fc.oneof(fc.constant('system/*.rs'), arb.hostileValue) }),
    null,
  ),
  'connected-systems/schema.jwksText': schemaCase('jwksText', jwksText, fc.oneof(fc.constant(FUZZ_JWKS), fc.json(), arb.hostileValue), null),
  'connected-systems/schema.scopesText': schemaCase('scopesText', scopesText, fc.oneof(fc.constant('system/Patient.rs system/*.read'), arb.hostileValue), null),
  'connected-systems/schema.connectedSystemEnabledSchema': schemaCase(
    'connectedSystemEnabledSchema',
    connectedSystemEnabledSchema,
    fc.record({ id: arb.idLike(60), enabled: fc.oneof(fc.boolean(), arb.hostileValue) }),
    null,
  ),
  'connected-systems/schema.connectedSystemIdSchema': schemaCase('connectedSystemIdSchema', connectedSystemIdSchema, fc.record({ id: arb.idLike(60) }), null),

  'staff/schema/invitation.invitationSchema': schemaCase(
    'invitationSchema',
    invitationSchema,
    fc.record({ email: fc.oneof(fc.constant('colleague@clinic.test'), arb.hostileValue), role: fc.oneof(fc.constantFrom(...DOCTOR_ROLES), arb.hostileValue) }),
    null,
  ),
  'staff/schema/invitation.invitationIdSchema': schemaCase('invitationIdSchema', invitationIdSchema, fc.record({ id: arb.idLike(60) }), null),
  'staff/schema/invitation.acceptInvitationSchema': schemaCase(
    'acceptInvitationSchema',
    acceptInvitationSchema,
    fc.record({
      token: fc.oneof(fc.string(), arb.hostileValue),
      firstName: fc.oneof(fc.constant('Ada'), arb.hostileValue),
      lastName: fc.oneof(fc.constant('Obi'), arb.hostileValue),
      newPassword: fc.oneof(fc.constant('a-long-password-2026'), arb.hostileValue),
      confirmPassword: fc.oneof(fc.constant('a-long-password-2026'), arb.hostileValue),
    }),
    null,
  ),

  'appointments/schema/range.appointmentRangeSchema': schemaCase(
    'appointmentRangeSchema',
    appointmentRangeSchema,
    fc.oneof(fc.constantFrom('today', 'upcoming', 'yesterday', 'last-week', 'last-month', 'last-year', 'all'), arb.hostileValue),
    async (range) => {
      await listAppointments(handle.db, appointmentListParams({ from: rangeStart(range, today) ?? undefined }));
    },
    { refuses: false },
  ),

  'auth/schema/credentials.loginSchema': schemaCase('loginSchema', loginSchema, arb.credentialsInput, async ({ email }) => {
    await findDoctorByEmail(handle.db, email);
    // What the sign-in records for the rate limit: the row whose index a megabyte email once broke.
    await handle.db.insert(loginAttempts).values({ email: email.toLowerCase(), ip: '203.0.113.7', succeeded: false });
  }),
  'auth/schema/credentials.forgotPasswordSchema': schemaCase('forgotPasswordSchema', forgotPasswordSchema, arb.credentialsInput, async ({ email }) => {
    await findDoctorByEmail(handle.db, email);
  }),
  'auth/schema/credentials.signupSchema': schemaCase('signupSchema', signupSchema, arb.credentialsInput, async ({ email }) => {
    // The hash is argon2's output in the action; any text does here.
    const created = await createDoctor(handle.db, { email, passwordHash: 'not-a-real-hash', status: 'pending' });
    if (created === null) expect(await findDoctorByEmail(handle.db, email)).toBeDefined();
  }),
  'auth/schema/credentials.changePasswordSchema': schemaCase('changePasswordSchema', changePasswordSchema, arb.passwordChangeInput, null),
  'auth/schema/credentials.resetPasswordSchema': schemaCase('resetPasswordSchema', resetPasswordSchema, arb.passwordChangeInput, null),

  'diagnosis/schema/clinical-fields.rowIdSchema': schemaCase('rowIdSchema', rowIdSchema, fc.oneof(arb.idLike(70), arb.hostileValue), async (id) => {
    await Promise.all([
      getPatient(handle.db, id),
      getAppointment(handle.db, id),
      getTransaction(handle.db, id),
      getPrescription(handle.db, id),
      getDiagnosisTest(handle.db, id),
      getDoctor(handle.db, id),
      getDoctorAvatar(handle.db, id),
      getSchedule(handle.db, id),
      listMedicalReports(handle.db, { page: 1, pageSize: 10, patientId: id }),
      listTransactions(handle.db, transactionListParams({ patientId: id })),
      listAppointments(handle.db, appointmentListParams({ patientId: id })),
    ]);
    await expectRowsChange(diagnosisCategories, -1, () => deleteDiagnosisCategory(handle.db, id));
  }),

  'diagnosis/schema/category.diagnosisCategorySchema': schemaCase('diagnosisCategorySchema', diagnosisCategorySchema, arb.diagnosisCategoryInput, async (values) => {
    await expectRowsChange(diagnosisCategories, 1, () => createDiagnosisCategory(handle.db, values, doctorId));
  }),

  'diagnosis/schema/test.diagnosisTestSchema': schemaCase(
    'diagnosisTestSchema (create)',
    diagnosisTestSchema,
    later(() => arb.diagnosisTestInput({ patients: counts.patients + 3, categories: counts.categories + 3 })),
    async (values) => {
      await expectRowsChange(diagnosisTests, 1, () => createDiagnosisTest(handle.db, doctorId, values));
    },
    { numRuns: arb.FUZZ_RUNS_HEAVY },
  ),
  'diagnosis/schema/test.diagnosisTestSchema (update)': schemaCase(
    'diagnosisTestSchema (update)',
    idAndForm(diagnosisTestSchema),
    later(() => withId(30, arb.diagnosisTestInput({ patients: counts.patients + 3, categories: counts.categories + 3 }))),
    async ({ id, values }) => {
      await updateDiagnosisTest(handle.db, id, values);
    },
    { numRuns: arb.FUZZ_RUNS_HEAVY },
  ),

  'hospital-api/schema.usersQuerySchema': schemaCase('usersQuerySchema', usersQuerySchema, arb.queryString(['page', 'limit', 'search', 'state', 'bloodGroup', 'visits']).map(toQuery), async (query) => {
    const { rows, total } = await listPatients(handle.db, query);
    expect(rows.length).toBeLessThanOrEqual(Math.min(query.limit, total));
  }),
  'hospital-api/schema.medicalReportsQuerySchema': schemaCase('medicalReportsQuerySchema', medicalReportsQuerySchema, arb.queryString(['page', 'limit', 'patientId']).map(toQuery), async (query) => {
    const { rows, total } = await listMedicalReports(handle.db, { page: query.page, pageSize: query.limit, patientId: query.patientId });
    expect(rows.length).toBeLessThanOrEqual(Math.min(query.limit, total));
  }),
  'hospital-api/schema.transactionsQuerySchema': schemaCase('transactionsQuerySchema', transactionsQuerySchema, arb.queryString(['page', 'limit', 'from', 'to', 'patientId', 'search', 'status']).map(toQuery), async (query) => {
    const { rows, total } = await listTransactions(handle.db, transactionListParams(query));
    expect(rows.length).toBeLessThanOrEqual(Math.min(query.limit, total));
  }),
  'hospital-api/schema.appointmentsQuerySchema': schemaCase('appointmentsQuerySchema', appointmentsQuerySchema, arb.queryString(['page', 'limit', 'from', 'to', 'patientId', 'search', 'sort', 'dir', 'status']).map(toQuery), async (query) => {
    const { rows, total } = await listAppointments(handle.db, appointmentListParams(query));
    expect(rows.length).toBeLessThanOrEqual(Math.min(query.limit, total));
  }),

  'patients/schema/list.patientListParamsSchema': schemaCase(
    'patientListParamsSchema',
    patientListParamsSchema,
    // Every field falls back on its own, so only a value that is not an object is refused.
    fc.oneof(fc.dictionary(fc.constantFrom('page', 'limit', 'search', 'state', 'bloodGroup', 'visits', 'patient'), arb.hostileValue), arb.hostileValue),
    async ({ page, limit, search, state, bloodGroup, visits, patient }) => {
      await listPatients(handle.db, { page, limit, search, state, bloodGroup, visits });
      if (patient !== undefined) await getPatient(handle.db, patient);
    },
  ),

  'appointments/schema/status-filter.appointmentStatusFilterSchema': schemaCase(
    'appointmentStatusFilterSchema',
    appointmentStatusFilterSchema,
    // Anything that is no state or group of states is every state.
    fc.oneof(fc.constantFrom('to-be-seen', 'completed', 'arrived', 'no-show'), arb.hostileValue),
    async (filter) => {
      const statuses = statusesOf(filter);
      const { rows } = await listAppointments(handle.db, appointmentListParams({ status: statuses ? [...statuses] : undefined }));
      if (statuses) expect(rows.every((row) => statuses.includes(row.status))).toBe(true);
    },
    { refuses: false },
  ),

  'transactions/schema.transactionStatusParam': schemaCase(
    'transactionStatusParam',
    transactionStatusParam,
    // Anything that is not a status is no filter.
    fc.oneof(fc.constantFrom('success', 'pending', 'failed'), arb.hostileValue),
    async (status) => {
      const { rows } = await listTransactions(handle.db, { page: 1, pageSize: 10, q: '', status });
      if (status) expect(rows.every((row) => row.status === status)).toBe(true);
    },
    { refuses: false },
  ),

  'audit/schema.auditFilterSchema': schemaCase(
    'auditFilterSchema',
    auditFilterSchema,
    // Every filter falls back on its own (to none), so only a value that is not an object is refused.
    fc.oneof(fc.dictionary(fc.constantFrom('person', 'patient', 'action', 'from', 'to', 'page'), arb.hostileValue), arb.hostileValue),
    async ({ page, ...filters }) => {
      const { rows } = await listAuditEvents(handle.db, filters, { page, pageSize: AUDIT_PAGE_SIZE });
      expect(rows.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
    },
  ),

  'prescriptions/schema.prescriptionSchema': schemaCase(
    'prescriptionSchema (create)',
    prescriptionSchema,
    later(() => arb.prescriptionInput({ patients: counts.patients + 3 })),
    async (values) => {
      await expectRowsChange(prescriptions, 1, () => createPrescription(handle.db, doctorId, values));
    },
    { numRuns: arb.FUZZ_RUNS_HEAVY },
  ),
  'prescriptions/schema.prescriptionSchema (update)': schemaCase(
    'prescriptionSchema (update)',
    idAndForm(prescriptionSchema),
    later(() => withId(30, arb.prescriptionInput({ patients: counts.patients + 3 }))),
    async ({ id, values }) => {
      await updatePrescription(handle.db, id, values);
    },
    { numRuns: arb.FUZZ_RUNS_HEAVY },
  ),
  'appointments/schema/visit-link.visitLinkSchema': schemaCase(
    'visitLinkSchema',
    visitLinkSchema,
    arb.nearly(fc.record({ appointmentId: fc.oneof(arb.idLike(60), fc.constant(null)) })),
    // A prescription of patient 1 at that visit: saved only at a visit of theirs, else refused writing nothing.
    async ({ appointmentId }) => {
      const values = { ...prescriptionSchema.parse({ patientId: 1 }), appointmentId };
      const before = await rowsOf(prescriptions);
      const result = await createPrescription(handle.db, doctorId, values);
      expect(await rowsOf(prescriptions)).toBe(result.ok ? before + 1 : before);
      if (!result.ok) expect(result.reason).toBe('unknown-visit');
      if (appointmentId) expect(result.ok).toBe(await isVisitOfPatient(handle.db, appointmentId, 1));
    },
  ),
  'prescriptions/schema.prescriptionStatusSchema': schemaCase(
    'prescriptionStatusSchema',
    z.object({ id: rowIdSchema, status: prescriptionStatusSchema }),
    arb.nearly(fc.record({ id: arb.idLike(30), status: fc.boolean() })),
    async ({ id, status }) => {
      await setPrescriptionStatus(handle.db, id, status);
    },
  ),

  'patients/schema/patient.patientSchema': schemaCase('patientSchema', patientSchema, arb.patientInput(today), async (values) => {
    // Registered, or refused for an email another patient has in some letter case; never a failure.
    const result = await createPatient(handle.db, values);
    if (result.ok) expect(await getPatient(handle.db, result.id)).toMatchObject({ email: values.email, dateOfBirth: values.dateOfBirth, bloodGroup: values.bloodGroup });
    else expect(result.reason).toBe('duplicate-email');
  }),
  'patients/schema/patient.patientRegistrationSchema': schemaCase(
    'patientRegistrationSchema',
    patientRegistrationSchema,
    fc.tuple(arb.patientInput(today), fc.oneof(fc.boolean(), arb.hostileValue)).map(([values, differentPerson]) => ({ ...(values as object), differentPerson })),
    async ({ differentPerson, ...values }) => {
      // Likely duplicates are looked for before a registration; what it finds is a registered patient.
      if (!differentPerson) for (const found of await findLikelyDuplicates(handle.db, values)) expect(found.reasons.length).toBeGreaterThan(0);
    },
  ),
  'patients/schema/patient.patientUpdateSchema': schemaCase(
    'patientUpdateSchema',
    patientUpdateSchema,
    later(() => fc.tuple(arb.patientInput(today), arb.idLike(counts.patients + 3)).map(([values, id]) => ({ ...values, id }))),
    async ({ id, ...values }) => {
      const result = await updatePatient(handle.db, id, values);
      if (result.ok) expect(await getPatient(handle.db, id)).toMatchObject({ email: values.email, lastName: values.lastName });
      else expect(['duplicate-email', 'not-found']).toContain(result.reason);
    },
  ),

  'staff/schema/profile.profileSchema': schemaCase('profileSchema', profileSchema, arb.profileInput, async (values) => {
    const saved = await updateDoctorProfile(handle.db, doctorId, values);
    if (saved !== 'email-taken') expect(saved).toMatchObject({ firstName: values.firstName, email: values.email });
  }),

  'reports/schema/report.caseReportSchema': schemaCase('caseReportSchema', caseReportSchema, later(() => arb.caseReportInput(today, counts.patients + 3)), async (values) => {
    const created = await createCaseReport(handle.db, values, doctorId);
    // An id past the seeded patients is no patient: nothing is saved.
    if (created === 'unknown-patient') return expect(values.patientId).toBeGreaterThan(counts.patients);
    expect(await voidCaseReport(handle.db, values.kind, created.id, { by: doctorId, reason: 'Fuzz clean-up' })).toBe('voided');
  }),
  'reports/schema/report.investigationSchema': schemaCase('investigationSchema', investigationSchema, later(() => arb.investigationInput(today, counts.patients + 3)), async (values) => {
    const created = await createInvestigation(handle.db, values, null, doctorId);
    if (created === 'unknown-patient') return expect(values.patientId).toBeGreaterThan(counts.patients);
    expect(await voidInvestigation(handle.db, created.id, { by: doctorId, reason: 'Fuzz clean-up' })).toBe('voided');
  }),
  'reports/schema/report.documentSchema': schemaCase(
    'documentSchema',
    z.object({ id: reportIdSchema, values: documentSchema }),
    later(() => withId(counts.documents + 2, arb.documentInput(counts.patients + 3))),
    async ({ id, values }) => {
      const updated = await updateDocument(handle.db, id, values, null);
      if (updated && updated !== 'unknown-patient') expect(updated).toMatchObject({ surgery: values.surgery, generatedBy: values.generatedBy, patient: { id: values.patientId } });
    },
  ),
  'reports/schema/report.reportIdSchema': schemaCase('reportIdSchema', reportIdSchema, fc.oneof(arb.idLike(14), arb.hostileValue), async (id) => {
    await Promise.all([getAttachment(handle.db, id), getDocument(handle.db, id), getInvestigation(handle.db, id)]);
    // The deletes (now voids) once failed with an id past int4; a real id voids, any other is not found.
    const request = { by: doctorId, reason: 'Fuzz' };
    await voidInvestigation(handle.db, id, request);
    await voidDocument(handle.db, id, request);
    await voidCaseReport(handle.db, 'birth', id, request);
    await voidCaseReport(handle.db, 'death', id, request);
  }),

  'reports/schema/void.voidReasonSchema': schemaCase('voidReasonSchema', voidReasonSchema, arb.mostly(fc.string({ maxLength: VOID_REASON_MAX + 100 })), async (reason) => {
    expect(reason).toBe(reason.trim());
    expect(reason.length).toBeGreaterThanOrEqual(VOID_REASON_MIN);
    expect(reason.length).toBeLessThanOrEqual(VOID_REASON_MAX);
  }),
  'reports/schema/void.voidSchema': schemaCase(
    'voidSchema',
    voidSchema,
    fc.oneof(fc.record({ id: arb.idLike(14), reason: arb.mostly(fc.string({ maxLength: VOID_REASON_MAX + 100 })) }), arb.hostileValue),
    async ({ id, reason }) => {
      expect(Number.isInteger(id) && id > 0).toBe(true);
      expect(voidReasonSchema.parse(reason)).toBe(reason);
    },
  ),
  'reports/schema/void.voidCaseReportSchema': schemaCase(
    'voidCaseReportSchema',
    voidCaseReportSchema,
    fc.oneof(fc.record({ kind: arb.mostly(fc.constantFrom('birth', 'death')), id: arb.idLike(14), reason: arb.mostly(fc.string({ maxLength: 40 })) }), arb.hostileValue),
    async ({ kind }) => {
      expect(['birth', 'death']).toContain(kind);
    },
  ),

  'schedule/schema.scheduleSchema': schemaCase('scheduleSchema', scheduleSchema, arb.scheduleInput, async (values) => {
    await saveSchedule(handle.db, doctorId, values);
    expect(await getSchedule(handle.db, doctorId)).toEqual({ ...values, saved: true });
  }),

  'staff/schema/staff.staffPageSchema': schemaCase(
    'staffPageSchema',
    staffPageSchema,
    fc.oneof(arb.numericText, arb.hostileValue),
    async (page) => {
      await listStaff(handle.db, { page, pageSize: STAFF_PAGE_SIZE });
    },
    { refuses: false },
  ),
  'lists/table-params.searchText': schemaCase(
    'searchText',
    searchText,
    fc.oneof(arb.hostileString, arb.hostileValue),
    async (q) => {
      // Every list's search box: whatever the URL carries, the lists and the patient picker take it.
      const params = parseTableParams({ q, page: q, sort: q, dir: q }, { pageSize: 10, sorts: CATEGORY_SORTS });
      expect(params.q).toBe(q);
      await listDiagnosisCategories(handle.db, params);
      await searchPatientOptions(handle.db, { q });
    },
    { refuses: false },
  ),
  'patients/schema/search.patientSearchSchema': schemaCase(
    'patientSearchSchema',
    patientSearchSchema,
    fc.oneof(fc.record({ q: arb.hostileString }), arb.hostileValue),
    async ({ q }) => {
      // The command palette's search: whatever text it accepts, the search reads at most its limit.
      expect((await searchPatientMatches(handle.db, { q })).length).toBeLessThanOrEqual(8);
    },
  ),
  'lists/table-params.pageNumber': schemaCase(
    'pageNumber',
    pageNumber,
    fc.oneof(arb.numericText, arb.hostileValue),
    async (page) => {
      // Every list's page in the URL: whatever it carries, a page the lists can read.
      await listDiagnosisCategories(handle.db, { page, pageSize: 10, q: '', sort: null, dir: 'asc' });
    },
    { refuses: false },
  ),
  'medicines/schema.clinicMedicineSchema': schemaCase(
    'clinicMedicineSchema',
    clinicMedicineSchema,
    arb.nearly(
      fc.record({
        name: arb.textUpTo(80, 1),
        strength: arb.textUpTo(40),
        form: fc.oneof(fc.constantFrom(...DOSAGE_FORMS), fc.constantFrom('lozenge', 'Tablet', '')),
        route: fc.oneof(fc.constantFrom(...MEDICINE_ROUTES), fc.constantFrom('by mouth', 'Oral', '')),
        drugClass: arb.textUpTo(40),
      }),
    ),
    async (values) => {
      // Added, or refused as a duplicate writing nothing.
      const before = (await handle.db.select({ value: count() }).from(medicines))[0].value;
      const result = await addClinicMedicine(handle.db, { id: doctorId }, values);
      expect((await handle.db.select({ value: count() }).from(medicines))[0].value).toBe(before + (result.ok ? 1 : 0));
    },
  ),
  'lab/schema.placeOrderSchema': schemaCase(
    'placeOrderSchema',
    placeOrderSchema,
    arb.nearly(
      fc.record({
        patientId: arb.idLike(80),
        appointmentId: fc.oneof(fc.constant(null), arb.idLike(80)),
        testIds: fc.oneof(fc.array(arb.idLike(120), { maxLength: 25 }), arb.hostileValue),
        priority: fc.oneof(fc.constantFrom(...LAB_PRIORITIES), fc.constantFrom('STAT', 'now', '')),
        note: arb.textUpTo(120),
      }),
    ),
    async (values) => {
      // Placed with its number, or refused (no such patient, visit or test) writing nothing.
      const before = (await handle.db.select({ value: count() }).from(labOrders))[0].value;
      const result = await placeOrder(handle.db, values, { doctorId });
      expect((await handle.db.select({ value: count() }).from(labOrders))[0].value).toBe(before + (result.ok ? 1 : 0));
    },
  ),
  // The lab's steps on whatever order the input names: done, or refused in words, never thrown.
  'lab/schema.cancelOrderSchema': schemaCase('cancelOrderSchema', cancelOrderSchema, arb.nearly(fc.record({ orderId: arb.idLike(40), reason: arb.textUpTo(80) })), async (values) => {
    expect(typeof (await cancelOrder(handle.db, values.orderId, values.reason, { id: doctorId, role: 'doctor' })).ok).toBe('boolean');
  }),
  'lab/schema.collectSpecimenSchema': schemaCase(
    'collectSpecimenSchema',
    collectSpecimenSchema,
    arb.nearly(fc.record({ orderId: arb.idLike(40), accession: arb.textUpTo(50), collectedAt: fc.constantFrom(undefined, '2026-03-15T09:30:00Z', 'yesterday', '') })),
    async (values) => {
      expect(typeof (await collectSpecimen(handle.db, values.orderId, values.accession, doctorId, values.collectedAt ?? new Date())).ok).toBe('boolean');
    },
  ),
  'lab/schema.enterResultsSchema': schemaCase(
    'enterResultsSchema',
    enterResultsSchema,
    arb.nearly(fc.record({ orderId: arb.idLike(40), results: fc.array(fc.record({ testId: arb.idLike(120), value: fc.oneof(arb.numericText, arb.textUpTo(30)) }), { maxLength: 5 }) })),
    async (values) => {
      expect(typeof (await enterResults(handle.db, values.orderId, values.results, { doctorId })).ok).toBe('boolean');
    },
  ),
  'lab/schema.releaseOrderSchema': schemaCase('releaseOrderSchema', releaseOrderSchema, arb.nearly(fc.record({ orderId: arb.idLike(40) })), async (values) => {
    expect(typeof (await releaseOrder(handle.db, values.orderId, { doctorId }, false)).ok).toBe('boolean');
  }),
  'lab/schema.amendResultSchema': schemaCase(
    'amendResultSchema',
    amendResultSchema,
    arb.nearly(fc.record({ orderId: arb.idLike(40), testId: arb.idLike(120), value: fc.oneof(arb.numericText, arb.textUpTo(30)), reason: arb.textUpTo(60) })),
    async (values) => {
      expect(typeof (await amendResult(handle.db, values.orderId, values.testId, values.value, values.reason, doctorId)).ok).toBe('boolean');
    },
  ),
  'lab/schema.reviewOrderSchema': schemaCase('reviewOrderSchema', reviewOrderSchema, arb.nearly(fc.record({ orderId: arb.idLike(40), note: arb.textUpTo(80) })), async (values) => {
    expect(typeof (await reviewOrder(handle.db, values.orderId, values.note, doctorId)).ok).toBe('boolean');
  }),
  'staff/schema/staff.staffChangeSchema': schemaCase('staffChangeSchema', staffChangeSchema, arb.nearly(fc.record({ id: arb.idLike(5) })), async ({ id }) => {
    await getDoctor(handle.db, id);
  }),
  // The admissions' writes on whatever the input names: done, or refused in words, never thrown.
  'admissions/schema/admission.admitSchema': schemaCase(
    'admitSchema',
    admitSchema,
    arb.nearly(
      fc.record({
        patientId: arb.idLike(80),
        appointmentId: fc.oneof(fc.constant(null), arb.idLike(80)),
        wardId: arb.idLike(5),
        bedId: arb.idLike(40),
        reason: arb.textUpTo(80),
        admittingDoctorId: arb.idLike(5),
        expectedDays: fc.oneof(fc.constant(''), fc.integer({ min: -2, max: 400 }).map(String), arb.hostileValue),
      }),
    ),
    async (values) => {
      expect(typeof (await admit(handle.db, values, { doctorId })).ok).toBe('boolean');
    },
  ),
  'admissions/schema/admission.transferSchema': schemaCase(
    'transferSchema',
    transferSchema,
    arb.nearly(fc.record({ admissionId: arb.idLike(20), wardId: arb.idLike(5), bedId: arb.idLike(40), reason: arb.textUpTo(60) })),
    async (values) => {
      expect(typeof (await transfer(handle.db, values, { doctorId })).ok).toBe('boolean');
    },
  ),
  'admissions/schema/admission.dischargeSchema': schemaCase(
    'dischargeSchema',
    dischargeSchema,
    arb.nearly(
      fc.record({
        admissionId: arb.idLike(20),
        disposition: fc.oneof(fc.constantFrom(...DISCHARGE_DISPOSITIONS), fc.constantFrom('Home', 'dead', '')),
        diagnoses: arb.textUpTo(60),
        course: arb.textUpTo(60),
        procedures: arb.textUpTo(40),
        followUpDate: fc.constantFrom('', '2026-12-14', '2026-02-30', 'next week'),
        bookFollowUp: fc.oneof(fc.boolean(), fc.constantFrom('on', 'true', '')),
      }),
    ),
    async (values) => {
      expect(typeof (await discharge(handle.db, values, { doctorId })).ok).toBe('boolean');
    },
  ),
  'admissions/schema/admission.planSchema': schemaCase('planSchema', planSchema, arb.nearly(fc.record({ admissionId: arb.idLike(20), plan: arb.textUpTo(80) })), async (values) => {
    expect(typeof (await savePlan(handle.db, values)).ok).toBe('boolean');
  }),
  'admissions/schema/progress-note.progressNoteSchema': schemaCase(
    'progressNoteSchema',
    progressNoteSchema,
    arb.nearly(fc.record({ admissionId: arb.idLike(20), text: arb.textUpTo(80) })),
    async (values) => {
      expect(typeof (await addNote(handle.db, values, { doctorId })).ok).toBe('boolean');
    },
  ),
  'admissions/schema/progress-note.progressNoteEditSchema': schemaCase(
    'progressNoteEditSchema',
    progressNoteEditSchema,
    arb.nearly(fc.record({ noteId: arb.idLike(20), text: arb.textUpTo(80) })),
    async (values) => {
      expect(typeof (await editNote(handle.db, values, { doctorId })).ok).toBe('boolean');
    },
  ),
  'admissions/schema/progress-note.progressNoteVoidSchema': schemaCase(
    'progressNoteVoidSchema',
    progressNoteVoidSchema,
    arb.nearly(fc.record({ noteId: arb.idLike(20), reason: arb.textUpTo(60) })),
    async (values) => {
      expect(typeof (await voidNote(handle.db, values, { actor: { id: doctorId, role: 'doctor' } })).ok).toBe('boolean');
    },
  ),
  // The admission page's query: what a hand-edited address may hold, read as the latest notes or all of them.
  'admissions/schema/admission-view.admissionViewSchema': schemaCase(
    'admissionViewSchema',
    admissionViewSchema,
    fc.record({ vitals: fc.oneof(fc.constant('all'), arb.hostileValue), notes: fc.oneof(fc.constant('all'), arb.hostileValue) }),
    async ({ notes }) => {
      const { notes: shown, total } = await listProgressNotes(handle.db, 1, notes === 'all' ? {} : { limit: RECENT_NOTES });
      expect(shown.length).toBeLessThanOrEqual(total);
    },
    { refuses: false },
  ),
  'admissions/schema/round-vitals.roundVitalsSchema': schemaCase(
    'roundVitalsSchema',
    roundVitalsSchema,
    arb.nearly(
      fc.record({
        admissionId: arb.idLike(20),
        temperature: arb.measurement(30, 45),
        pulse: arb.measurement(20, 250),
        bloodPressure: arb.bloodPressure,
        measuredAt: fc.constantFrom('', '2026-03-15T09:30', 'yesterday'),
      }),
    ),
    async (values) => {
      expect(typeof (await recordRoundVitals(handle.db, values, { doctorId })).ok).toBe('boolean');
    },
  ),
  // The administrators' wards and beds, and the board's buttons: saved, or refused in words, never thrown.
  'wards/schema.wardSchema': schemaCase('wardSchema', wardSchema, arb.nearly(fc.record({
        name: arb.textUpTo(60),
        kind: fc.oneof(fc.constantFrom(...WARD_KINDS), fc.constantFrom('ICU', 'ward', '')),
        sex: fc.oneof(fc.constantFrom(...WARD_SEXES), fc.constantFrom('men', 'other', '')),
      })), async (values) => {
    expect(typeof (await addWard(handle.db, values)).ok).toBe('boolean');
  }),
  'wards/schema.wardChangeSchema': schemaCase(
    'wardChangeSchema',
    wardChangeSchema,
    arb.nearly(fc.tuple(fc.record({
        name: arb.textUpTo(60),
        kind: fc.oneof(fc.constantFrom(...WARD_KINDS), fc.constantFrom('ICU', 'ward', '')),
        sex: fc.oneof(fc.constantFrom(...WARD_SEXES), fc.constantFrom('men', 'other', '')),
      }), arb.idLike(5)).map(([values, wardId]) => ({ ...values, wardId }))),
    async (values) => {
      expect(typeof (await changeWard(handle.db, values)).ok).toBe('boolean');
    },
  ),
  'wards/schema.bedSchema': schemaCase(
    'bedSchema',
    bedSchema,
    arb.nearly(fc.record({ wardId: arb.idLike(5), label: arb.textUpTo(24), kind: fc.oneof(fc.constantFrom(...BED_KINDS), fc.constantFrom('cot ', 'ICU', '')) })),
    async (values) => {
      expect(typeof (await addBed(handle.db, values)).ok).toBe('boolean');
    },
  ),
  'wards/schema.bedOutOfServiceSchema': schemaCase(
    'bedOutOfServiceSchema',
    bedOutOfServiceSchema,
    arb.nearly(fc.record({ bedId: arb.idLike(40), reason: arb.textUpTo(60) })),
    async ({ bedId, reason }) => {
      expect(typeof (await setBedOutOfService(handle.db, bedId, reason)).ok).toBe('boolean');
    },
  ),
  'wards/schema.bedIdSchema': schemaCase('bedIdSchema', bedIdSchema, arb.nearly(fc.record({ bedId: arb.idLike(40) })), async ({ bedId }) => {
    expect(typeof (await markBedReady(handle.db, bedId)).ok).toBe('boolean');
    expect(typeof (await retireBed(handle.db, bedId)).ok).toBe('boolean');
  }),
  'wards/schema.boardFilterSchema': schemaCase(
    'boardFilterSchema',
    boardFilterSchema,
    fc.record({ ward: fc.oneof(arb.idLike(5), arb.hostileValue) }),
    async ({ ward }) => {
      expect(Array.isArray(await readBedBoard(handle.db, { wardId: ward }))).toBe(true);
    },
    { refuses: false },
  ),
  // "Import record"'s check of who a record's patient is: the patient read by the import's rules, then the desk's duplicate check.
  'record-import/schema.importCheckSchema': schemaCase(
    'importCheckSchema',
    importCheckSchema,
    arb.nearly(
      fc.record({
        patient: fc.record({
          resourceType: fc.constantFrom('Patient', 'Observation'),
          gender: fc.constantFrom('male', 'female', 'unknown', undefined),
          birthDate: fc.constantFrom('1980-01-01', '2026-13-45', undefined),
          name: fc.constantFrom([{ given: ['Ada'], family: 'Obi' }], [{ text: arb.MAX_INT4 }], undefined),
          telecom: fc.constantFrom([{ system: 'phone', value: '0803 555 0101' }], 'not a list', undefined),
        }),
      }),
    ),
    async ({ patient }) => {
      const parsed = patientInputSchema.safeParse(patient);
      const reading = parsed.success ? readPatient(parsed.data) : null;
      if (reading?.ok) expect(Array.isArray(await findLikelyDuplicates(handle.db, reading.registration))).toBe(true);
    },
  ),
};

/** Schemas that only check (parts of a form above, or a form with no data function of its own). */
const VALIDATION_ONLY: Record<string, FuzzCase> = {
  'diagnosis/schema/test.diagnosisPropertySchema': schemaCase('diagnosisPropertySchema', diagnosisPropertySchema, arb.diagnosisPropertyInput, null),
  'diagnosis/schema/clinical-fields.optionalBloodPressure': schemaCase('optionalBloodPressure', optionalBloodPressure, fc.oneof(arb.bloodPressure, arb.hostileValue), null),
  'prescriptions/schema.medicineSchema': schemaCase('medicineSchema', medicineSchema, arb.medicineInput, null),
  'lab/schema.typedResultSchema': schemaCase('typedResultSchema', typedResultSchema, arb.nearly(fc.record({ testId: arb.idLike(120), value: arb.textUpTo(40) })), null),
  'vitals/schema.vitalsSchema': schemaCase(
    'vitalsSchema',
    vitalsSchema,
    arb.nearly(
      fc.record({
        weight: arb.measurement(1, 500),
        height: arb.measurement(20, 300),
        bloodPressure: arb.bloodPressure,
        glucose: arb.measurement(10, 1500),
        pulse: arb.measurement(20, 250),
        temperature: arb.measurement(30, 45),
        spo2: arb.measurement(50, 100),
        respiratoryRate: arb.measurement(4, 80),
        measuredAt: fc.constantFrom('', '2026-03-15T09:30', '2026-02-30T09:30', '2999-01-01T00:00', 'yesterday'),
      }),
    ),
    null,
  ),
  'admissions/schema/admission.admissionIdSchema': schemaCase('admissionIdSchema', admissionIdSchema, arb.nearly(fc.record({ admissionId: arb.idLike(20) })), null),
  'vitals/schema.bloodPressureField': schemaCase('bloodPressureField', bloodPressureField, fc.oneof(arb.bloodPressure, arb.hostileValue), null),
  'pdf/download-query.pdfDownloadQuerySchema': schemaCase('pdfDownloadQuerySchema', pdfDownloadQuerySchema, fc.record({ id: fc.oneof(fc.integer({ min: 1, max: 1000 }).map(String), arb.hostileValue) }), null),
  'staff/schema/profile.profileChangeSchema': schemaCase(
    'profileChangeSchema',
    profileChangeSchema,
    fc.tuple(arb.profileInput, fc.oneof(fc.constant(''), fc.string({ maxLength: 40 }), arb.hostileValue)).map(([profile, currentPassword]) =>
      typeof profile === 'object' && profile !== null ? { ...profile, currentPassword } : profile,
    ),
    null,
  ),
  'auth/schema/security.authenticationCodeSchema': schemaCase('authenticationCodeSchema', authenticationCodeSchema, fc.record({ code: fc.oneof(fc.stringMatching(/^\d{6}$/), arb.hostileValue) }), null),
  'auth/schema/security.confirmTwoFactorSchema': schemaCase('confirmTwoFactorSchema', confirmTwoFactorSchema, fc.record({ code: fc.oneof(fc.stringMatching(/^\d{6}$/), arb.hostileValue) }), null),
  'auth/schema/security.currentPasswordSchema': schemaCase('currentPasswordSchema', currentPasswordSchema, fc.record({ currentPassword: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), arb.hostileValue) }), null),
  'auth/schema/security.sessionHandleSchema': schemaCase('sessionHandleSchema', sessionHandleSchema, fc.record({ handle: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{32}$/), arb.hostileValue) }), null),
  'vitals/schema.measuredAtField': schemaCase('measuredAtField', measuredAtField, fc.oneof(fc.constantFrom('', '2026-03-15T09:30'), arb.hostileValue), null),
};

function toQuery(query: string) {
  return queryObject(new URLSearchParams(query));
}

describe.each(Object.entries(CASES))('%s', (_, fuzzCase) => {
  it('never throws; what it accepts the data functions take', () => fuzzCase.run());
});

describe.each(Object.entries(VALIDATION_ONLY))('%s', (_, fuzzCase) => {
  it('never throws, and refuses with plain messages', () => fuzzCase.run());
});

/**
 * Every module of zod schemas: each domain's `schema.ts` or `schema/*.ts`, and the shared ones (form fields, list
 * parameters, times of day, the hospital API's queries, a PDF's id).
 */
const LIB = path.join(__dirname, '../../lib');
const SHARED_SCHEMAS = ['forms/common.ts', 'lists/table-params.ts', 'clinic-time/clock-time.ts', 'hospital-api/schema.ts', 'pdf/download-query.ts'];
function schemaModules(): string[] {
  const found = [...SHARED_SCHEMAS];
  for (const domain of readdirSync(LIB, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const folder = path.join(LIB, domain.name);
    const entries = readdirSync(folder);
    if (entries.includes('schema.ts')) found.push(`${domain.name}/schema.ts`);
    if (entries.includes('schema')) {
      for (const file of readdirSync(path.join(folder, 'schema'))) if (file.endsWith('.ts') && !file.endsWith('.test.ts')) found.push(`${domain.name}/schema/${file}`);
    }
  }
  return found;
}

describe('every exported schema of the domains and of the shared modules', () => {
  const modules = schemaModules();

  async function exportedSchemas(): Promise<Array<[string, z.ZodType]>> {
    const found: Array<[string, z.ZodType]> = [];
    for (const file of modules) {
      const exports = (await import(path.join(LIB, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (value instanceof z.ZodType) found.push([`${file.replace(/\.ts$/, '')}.${name}`, value]);
      }
    }
    return found;
  }

  it('has a fuzz case above', async () => {
    const covered = new Set([...Object.keys(CASES), ...Object.keys(VALIDATION_ONLY)].map((key) => key.replace(/ \(.*\)$/, '')));
    const schemas = await exportedSchemas();
    expect(schemas.length).toBeGreaterThan(20);
    expect(schemas.map(([name]) => name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('never throws from safeParse on any value, whatever its shape', async () => {
    expect.hasAssertions();
    for (const [name, schema] of await exportedSchemas()) {
      const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : ['id', 'email', 'page'];
      const property = fc.property(fc.oneof(arb.hostileValue, fc.dictionary(fc.constantFrom(...keys), arb.hostileValue)), (value) => {
        const result = schema.safeParse(value);
        if (!result.success) expectPlainIssues(result.error);
      });
      const details = fc.check(property, { numRuns: arb.fuzzRuns(100) });
      if (details.failed) throw new Error(`${name}: ${fc.defaultReportMessage(details)}`);
    }
  });
});

describe('helpers of the schema modules', () => {
  it('parseRowId gives an int4 id or null, never throws', () => {
    fc.assert(
      fc.property(arb.hostileValue, (value) => {
        const id = parseRowId(value);
        expect(id === null || (Number.isInteger(id) && id >= 1 && id <= arb.MAX_INT4)).toBe(true);
      }),
    );
  });

  it('parsePatientListParams always gives usable parameters', async () => {
    const value = fc.oneof(arb.hostileShortString, fc.array(arb.hostileShortString, { maxLength: 2 }), fc.constant(undefined));
    await fc.assert(
      fc.asyncProperty(fc.record({ page: value, limit: value, search: value, state: value, bloodGroup: value, patient: value }), async (params) => {
        const parsed = parsePatientListParams(params);
        await listPatients(handle.db, parsed);
        expect(usersQuerySchema.safeParse({ ...parsed, bloodGroup: parsed.bloodGroup ?? undefined }).success).toBe(true);
      }),
    );
  });

  it('checkUpload, sniffMime and chosenFile never throw, and a file they accept is stored under a safe name', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.constantFrom(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array([0xff, 0xd8, 0xff]), new TextEncoder().encode('%PDF-1.4'), new TextEncoder().encode('a,b\n1,2')),
    );
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(bytes, arb.hostileString, fc.boolean(), async (content, name, avatar) => {
        sniffMime(content);
        chosenFile(new File([content], name.slice(0, 300)));
        const checked = checkUpload(content, avatar ? AVATAR_RULE : ATTACHMENT_RULE);
        if (!checked.ok) return;
        stored += 1;
        const fileName = safeFileName(name, checked.mime);
        expect(fileName).not.toMatch(/[\u0000-\u001f\u007f"/\\]|\p{Cf}/u);
        expect(fileName.length).toBeLessThanOrEqual(124);
        await insertAttachment(handle.db, { fileName, mime: checked.mime, bytes: content });
      }),
      { numRuns: arb.FUZZ_RUNS_HEAVY },
    );
    expect(stored).toBeGreaterThan(0);
  });
});
