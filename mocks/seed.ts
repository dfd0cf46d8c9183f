import { count, inArray, isNotNull, sql } from 'drizzle-orm';
import { clinicClock, todayIso } from '@/lib/clinic-time';
import { DEFAULT_PER_PATIENT_TIME, DEFAULT_SCHEDULE } from '@/lib/constants';
import { hashPassword } from '@/lib/auth/password';
import { addDaysIso } from '@/lib/format';
import * as schema from '@/lib/db/schema';
import type { AppointmentType } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { baseAppointments, baseMedicalReports, randomItems, statusPath, transactionFor } from './clinic';
import { diagnosisTestsSample, prescriptionsSample } from './clinical';
import { DIAGNOSIS_CATEGORIES } from './diagnosis-categories';
import { DEMO_DOCTOR, DEMO_DOCTOR_PASSWORD } from './doctor';
import { basePatients } from './people';
import { createRandom } from './random';
import { auditSample } from './audit';
import { sampleAllergies } from './allergies';
import { insertWeek, seedColleagues } from './colleagues';
import { checkInFirstOfDay, placeVisits } from './placement';
import { insertMany } from './bulk-insert';
import { observationRows, registrationObservations } from './vitals';
import { caseReportsSample, documentsSample, investigationsSample } from './reports';
import { seedLab } from './lab';
import { seedImportedHistory } from './imported-history';
import { seedWards } from './wards';

// Not `server-only`: `npm run db:seed` runs this in plain Node.

export const BASE_SEED = 20240601;
export const BASE_PATIENT_COUNT = 60;
/** Transactions not tied to an appointment (pharmacy sales), spread over the previous two years. */
export const WALK_IN_TRANSACTIONS = 8;

interface Sale {
  patientId: number;
  appointmentId: number | null;
  date: string;
  time: string;
  type: AppointmentType;
}

/** True when neither a doctor nor a patient exists yet: the first start seeds such a database. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [doctorCount] = await db.select({ value: count() }).from(schema.doctors);
  const [patientCount] = await db.select({ value: count() }).from(schema.patients);
  return doctorCount.value === 0 && patientCount.value === 0;
}

/**
 * The demo's sample data and the demo doctor, in one transaction. Dates are laid around `now`
 * (today, yesterday, last week, …) so that every screen's filters find rows; everything else is
 * the same on every run.
 */
export async function seedBaseData(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const random = createRandom(BASE_SEED);
  const today = todayIso(now);
  const passwordHash = await hashPassword(DEMO_DOCTOR_PASSWORD);

  await db.transaction(async (tx) => {
    const [doctor] = await tx.insert(schema.doctors).values({ ...DEMO_DOCTOR, passwordHash, role: 'administrator', status: 'active' }).returning({ id: schema.doctors.id });

    const demoWeek = { perPatientTime: DEFAULT_PER_PATIENT_TIME, days: DEFAULT_SCHEDULE };
    await insertWeek(tx, doctor.id, demoWeek);
    const colleagues = await seedColleagues(tx);

    const categories = await tx.insert(schema.diagnosisCategories).values(DIAGNOSIS_CATEGORIES.map((category) => ({ ...category, authorId: doctor.id }))).returning({ id: schema.diagnosisCategories.id });

    const newPatients = basePatients(random, BASE_PATIENT_COUNT, today);
    const patientIds = await tx.insert(schema.patients).values(newPatients).returning({ id: schema.patients.id });
    const people = newPatients.map((patient, index) => ({ ...patient, id: patientIds[index].id }));

    await tx.insert(schema.medicalReports).values(baseMedicalReports(random, people, today));

    // Spread over the demo doctor and the colleagues, each visit inside its doctor's hours; today's go to the demo
    // doctor first, and the first of theirs still to be seen has checked in (come early), so the home screen shows
    // a queue with someone waiting.
    const appointmentRows = checkInFirstOfDay(
      placeVisits(baseAppointments(random, people, today, clinicClock(now).time), [{ id: doctor.id, hours: demoWeek }, ...colleagues], { firstDoctorOn: today }),
      { doctorId: doctor.id, today },
    );
    const appointmentIds = await tx.insert(schema.appointments).values(appointmentRows).returning({ id: schema.appointments.id });
    // Each status was reached by the appointment's doctor, at the visit's time (the clinic's, UTC+1).
    const changes = appointmentRows.flatMap((appointment, index) =>
      statusPath(appointment.status ?? 'pending').map((change) => ({
        ...change,
        appointmentId: appointmentIds[index].id,
        changedById: appointment.doctorId,
        // A check-in happened a quarter of an hour before the seeding (the patient came early); every other change at the visit's time.
        changedAt: change.toStatus === 'arrived' ? new Date(now.getTime() - 15 * 60_000) : new Date(`${appointment.date}T${appointment.time}+01:00`),
      })),
    );
    if (changes.length > 0) await tx.insert(schema.appointmentStatusChanges).values(changes);
    await insertMany(tx, schema.observations, registrationObservations(people, appointmentRows, now));

    // Drug allergies: a fifth of the patients have one, a fifth none known, the rest were never asked; the one
    // checked in first today (the demo doctor's queue) is allergic to penicillin.
    const firstOfQueue = appointmentRows.find((visit) => visit.doctorId === doctor.id && visit.date === today && visit.status === 'arrived')?.patientId;
    const allergies = sampleAllergies(
      people.map((person) => person.id),
      { recordedById: doctor.id, recordedAt: new Date(now.getTime() - 90 * 86_400_000), penicillinFor: firstOfQueue },
    );
    if (allergies.noneIds.length > 0) await tx.update(schema.patients).set({ noKnownDrugAllergies: true }).where(inArray(schema.patients.id, allergies.noneIds));
    await insertMany(tx, schema.patientAllergies, allergies.rows);

    // A transaction for every completed visit, and some pharmacy sales without an appointment.
    const sales: Sale[] = appointmentRows.flatMap((appointment, index) =>
      appointment.status === 'completed'
        ? [{ patientId: appointment.patientId, appointmentId: appointmentIds[index].id, date: appointment.date, time: appointment.time, type: appointment.type }]
        : [],
    );
    for (let index = 0; index < WALK_IN_TRANSACTIONS; index += 1) {
      sales.push({ patientId: people[10 + index].id, appointmentId: null, date: addDaysIso(today, -random.int(30, 700)), time: '11:00:00', type: 'checkup' });
    }
    for (const [serial, sale] of sales.entries()) {
      const items = randomItems(random, sale.type);
      const [transaction] = await tx
        .insert(schema.transactions)
        .values(transactionFor(random, { ...sale, items, serial: serial + 1 }, now))
        .returning({ id: schema.transactions.id });
      await tx.insert(schema.transactionItems).values(items.map((item) => ({ ...item, transactionId: transaction.id })));
    }

    for (const { test, vitals, properties } of diagnosisTestsSample(random, people, categories.map((category) => category.id), doctor.id, now)) {
      const [row] = await tx.insert(schema.diagnosisTests).values(test).returning({ id: schema.diagnosisTests.id });
      await insertMany(
        tx,
        schema.observations,
        observationRows(
          { patientId: test.patientId, takenAt: test.createdAt!, recordedById: test.doctorId, source: 'diagnosis-test', sourceId: row.id },
          vitals,
        ),
      );
      if (properties.length > 0) {
        await tx.insert(schema.diagnosisTestProperties).values(properties.map((property, position) => ({ ...property, position, testId: row.id })));
      }
    }

    // The sample prescribes from the formulary the migrations wrote in (the prototype's three and the shipped list).
    const formulary = new Map(
      (await tx.select({ code: schema.medicines.code, id: schema.medicines.id, name: schema.medicines.name, strength: schema.medicines.strength, form: schema.medicines.form, route: schema.medicines.route, drugClass: schema.medicines.drugClass }).from(schema.medicines).where(isNotNull(schema.medicines.code))).map(
        ({ code, ...entry }) => [code!, entry] as const,
      ),
    );
    for (const { prescription, vitals, medicines } of prescriptionsSample(random, people, doctor.id, now, formulary, (patientId) => allergies.rows.filter((row) => row.patientId === patientId).map(({ substance, drugClass }) => ({ substance, drugClass: drugClass ?? null })))) {
      const [row] = await tx.insert(schema.prescriptions).values(prescription).returning({ id: schema.prescriptions.id });
      await insertMany(
        tx,
        schema.observations,
        observationRows(
          { patientId: prescription.patientId, takenAt: prescription.addedAt!, recordedById: prescription.doctorId, source: 'prescription', sourceId: row.id },
          vitals,
        ),
      );
      await tx.insert(schema.prescriptionMedicines).values(medicines.map((medicine) => ({ ...medicine, prescriptionId: row.id })));
    }

    await tx.insert(schema.caseReports).values(caseReportsSample(random, people, today).map((report) => ({ ...report, authorId: doctor.id })));
    // The sample's case ids are written as they are; the next report's number comes after the highest (migration 0006 does the same).
    for (const [sequence, prefix] of [['case_id_birth_seq', 'BR'], ['case_id_death_seq', 'DR']] as const) {
      await tx.execute(
        sql`select setval(${sequence}::regclass, greatest(1000, coalesce((select max(substring(case_id from ${`^${prefix}-([0-9]{1,9})$`})::int) from case_reports), 1000)))`,
      );
    }
    // Every other investigation is filed by a colleague (the laboratory's results come in from others), on its
    // date: those of the demo doctor's patients, filed lately, are the home screen's "To review".
    for (const [index, { investigation, attachment }] of (await investigationsSample(random, people, today)).entries()) {
      const [file] = await tx.insert(schema.attachments).values(attachment).returning({ id: schema.attachments.id });
      const filedAt = new Date(Math.min(now.getTime(), Date.parse(`${investigation.date}T09:00:00Z`)));
      await tx.insert(schema.investigations).values({ ...investigation, attachmentId: file.id, authorId: index % 2 ? colleagues[0].id : doctor.id, createdAt: filedAt });
    }
    for (const { document, attachment } of await documentsSample(random, people, today)) {
      const [file] = await tx.insert(schema.attachments).values(attachment).returning({ id: schema.attachments.id });
      await tx.insert(schema.documents).values({ ...document, attachmentId: file.id, authorId: doctor.id });
    }

    const actors = await tx.select({ id: schema.doctors.id, email: schema.doctors.email }).from(schema.doctors).orderBy(schema.doctors.id);
    const visited = appointmentRows.flatMap((appointment, index) => (appointment.patientId ? [{ id: appointmentIds[index].id, patientId: appointment.patientId }] : []));
    await tx.insert(schema.auditEvents).values(auditSample(random, { actors, patientIds: people.map((person) => person.id), appointmentIds: visited, now }));

    // The laboratory last, on its own random sequence, so that nothing above changes with it: its two scientists,
    // and orders in every state, one of them at the demo doctor's visit of today whose patient has checked in.
    const checkedIn = appointmentRows.findIndex((visit) => visit.doctorId === doctor.id && visit.date === today && visit.status === 'arrived');
    await seedLab(tx, {
      now,
      demoDoctorId: doctor.id,
      colleagueIds: colleagues.map((colleague) => colleague.id),
      people,
      todaysVisit: checkedIn >= 0 ? { appointmentId: appointmentIds[checkedIn].id, patientId: appointmentRows[checkedIn].patientId } : undefined,
    });
    // The first patient's record from another hospital, imported by a colleague: the chart's imported parts.
    await seedImportedHistory(tx, { patientId: people[0]!.id, importedById: colleagues[0]!.id, now });
    // Three wards with patients in them, some the demo doctor's, and past admissions with their discharge summaries.
    await seedWards(tx, { now, demoDoctorId: doctor.id, colleagueIds: colleagues.map((colleague) => colleague.id), people });
  });
}
