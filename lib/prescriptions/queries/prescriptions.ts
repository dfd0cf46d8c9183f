import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { appointments, diagnosisCategories, diagnosisTests, doctors, patients, prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import type { DoseUnit } from '@/lib/medicines/rules/dose-units';
import type { FrequencyCode } from '@/lib/medicines/rules/frequencies';
import type { DurationUnit } from '@/lib/prescriptions/rules/prescribing';
import type { NextVisitUnit } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import { diagnosisTestLabel } from '@/lib/diagnosis/rules';
import type { TableParams } from '@/lib/lists/table-url';
import { readVisitReadings, withVisitReadings } from '@/lib/vitals/queries/visit-readings';
import { bloodPressureText, readSourcesObservations, type SourceObservations } from '@/lib/vitals/queries/observations';
import { recordPeopleColumns, type RecordPeople } from '@/lib/reports/queries/record-people';
import { containsPattern, listPage, type ListPage } from '@/lib/db/paging';
import { medicineNamesColumn } from './medicine-names';
import type { VoidedMark } from '@/lib/reports/rules/voided-mark';
import { standing, voidedMarkColumns, voidedMarkOf, voider } from '@/lib/reports/queries/voided-marks';


/** Who, when and in what state (prescriptionState reads it from `status` and `voided`): every view of a prescription has these. */
export interface PrescriptionSummary extends RecordPeople {
  id: number;
  /** ISO instant. */
  addedAt: string;
  status: boolean;
  /** Null while it stands; who voided it, when and why once voided (only the chart and its page show those). */
  voided: VoidedMark | null;
}

/** A row of the prescriptions list. */
export interface PrescriptionListRow extends PrescriptionSummary {
  /** "Amoxicillin 500 mg, Paracetamol 500 mg" in the order written; '' for none. */
  medicineNames: string;
}

export interface PrescriptionMedicineRecord {
  id: number;
  /** Its formulary entry; null for a medicine typed in free text. */
  medicineId: number | null;
  name: string;
  strength: string;
  form: string;
  doseAmount: number | null;
  doseUnit: DoseUnit | null;
  /** The dose as written before doses had an amount and a unit ('' once it has one). */
  dosage: string;
  /** One of ROUTES; '' on a row written before routes. */
  route: string;
  durationDays: number;
  durationUnit: DurationUnit;
  time: string;
  interval: FrequencyCode;
  quantity: number | null;
  quantityUnit: string;
  comment: string;
  allergyOverride: string;
}

/** A whole prescription, as its details page prints it and its edit form loads it. */
export interface PrescriptionRecord extends PrescriptionSummary {
  /** The visit (appointment) it was written at, or null when written elsewhere. */
  appointmentId: number | null;
  /** That visit's date (YYYY-MM-DD), or null. */
  appointmentDate: string | null;
  doctorSpecialty: string;
  doctorLicenseNumber: string;
  doctorPhone: string;
  hospitalName: string;
  hospitalAddress: string;
  foodAllergies: string;
  diabetic: string;
  currentMedication: string;
  problemDescription: string;
  // Its physical information's measurements: its observations (lib/vitals/writes.ts), kept nowhere else.
  /** "120/80", or '' when not taken. */
  bloodPressure: string;
  pulseRate: number | null;
  temperature: number | null;
  height: number | null;
  weight: number | null;
  test: string;
  advice: string;
  nextVisitNumber: number | null;
  nextVisitUnit: NextVisitUnit;
  /** The date the next visit means (YYYY-MM-DD), or null when none is set. */
  nextVisitOn: string | null;
  diagnosisTestId: number | null;
  /** "RPT-13 · Hypertension": the diagnosis test it names, or null. */
  diagnosisTestLabel: string | null;
  /** Free-text diagnosis ('' when none). */
  diagnosis: string;
  patientDateOfBirth: string;
  patientDateOfBirthEstimated: boolean;
  patientGender: string;
  medicines: PrescriptionMedicineRecord[];
  /** ISO instant its physical information was measured at (its observations'); null when it measured nothing. */
  measuredAt: string | null;
}

const listColumns = {
  id: prescriptions.id,
  ...recordPeopleColumns(prescriptions),
  addedAt: prescriptions.addedAt,
  status: prescriptions.status,
  ...voidedMarkColumns(prescriptions),
};

type ListColumnsRow = Omit<PrescriptionSummary, 'addedAt' | 'voided'> & { addedAt: Date; voidedAt: Date | null; voidedBy: string | null; voidReason: string | null };

const toSummary = ({ addedAt, voidedAt, voidedBy, voidReason, ...row }: ListColumnsRow): PrescriptionSummary => ({
  ...row,
  addedAt: addedAt.toISOString(),
  voided: voidedMarkOf({ voidedAt, voidedBy, voidReason }),
});

/**
 * The columns the prescriptions table sorts by on the server: none, as the brief makes none sortable.
 * The list keeps its own order, newest first, and a `sort` in the URL is ignored.
 */
export const PRESCRIPTION_SORTS: readonly never[] = [];
export type PrescriptionListParams = TableParams<(typeof PRESCRIPTION_SORTS)[number]> & {
  /** Only this patient's prescriptions (their chart). */
  patientId?: number;
  /** Voided prescriptions too, flagged (the chart only: every other list shows those that stand). */
  includeVoided?: boolean;
};

/**
 * One page of prescriptions, newest first (the id keeps those added in the same instant in one order from
 * page to page); the search finds a part of the patient's name. `total` counts every one the search (and the
 * patient, if named) finds.
 */
export async function listPrescriptions(db: Db, params: PrescriptionListParams): Promise<ListPage<PrescriptionListRow>> {
  const where = and(
    params.q ? sql`lower(${patients.fullName}) like ${containsPattern(params.q)}` : undefined,
    params.patientId === undefined ? undefined : eq(prescriptions.patientId, params.patientId),
    params.includeVoided ? undefined : standing(prescriptions),
  );
  return listPage(
    params,
    async () =>
      (await db.select({ total: count() }).from(prescriptions).innerJoin(patients, eq(patients.id, prescriptions.patientId)).where(where))[0].total,
    async (limit, offset) => {
      const rows = await db
        .select({ ...listColumns, medicineNames: medicineNamesColumn(prescriptions.id) })
        .from(prescriptions)
        .innerJoin(patients, eq(patients.id, prescriptions.patientId))
        .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
        .leftJoin(voider, eq(voider.id, prescriptions.voidedById))
        .where(where)
        .orderBy(desc(prescriptions.addedAt), desc(prescriptions.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ medicineNames, ...row }) => ({ ...toSummary(row), medicineNames }));
    },
  );
}

type Measured = Pick<PrescriptionRecord, 'bloodPressure' | 'pulseRate' | 'temperature' | 'height' | 'weight' | 'measuredAt'>;

/** A prescription's observations as its record's fields (each null, or '', when it did not measure it). */
function measuredOf(observed: SourceObservations | undefined): Measured {
  const values = observed?.values ?? {};
  return {
    bloodPressure: bloodPressureText(values),
    pulseRate: values.pulse?.value ?? null,
    temperature: values.temperature?.value ?? null,
    height: values.height?.value ?? null,
    weight: values.weight?.value ?? null,
    measuredAt: observed?.takenAt?.toISOString() ?? null,
  };
}

/** One prescription, voided or not: its page says when it was voided rather than pretending it never existed. */
export async function getPrescription(db: Db, id: number): Promise<PrescriptionRecord | null> {
  const [row] = await db
    .select({
      ...listColumns,
      appointmentId: prescriptions.appointmentId,
      appointmentDate: appointments.date,
      doctorSpecialty: doctors.specialty,
      doctorLicenseNumber: doctors.licenseNumber,
      doctorPhone: doctors.phone,
      hospitalName: doctors.hospitalName,
      hospitalAddress: doctors.hospitalAddress,
      foodAllergies: prescriptions.foodAllergies,
      diabetic: prescriptions.diabetic,
      currentMedication: prescriptions.currentMedication,
      problemDescription: prescriptions.problemDescription,
      test: prescriptions.test,
      advice: prescriptions.advice,
      nextVisitNumber: prescriptions.nextVisitNumber,
      nextVisitUnit: prescriptions.nextVisitUnit,
      nextVisitOn: prescriptions.nextVisitOn,
      diagnosisTestId: prescriptions.diagnosisTestId,
      // Null (left joins) when the prescription names no diagnosis test.
      diagnosisTestReportNumber: diagnosisTests.reportNumber,
      diagnosisTestCategory: diagnosisCategories.name,
      diagnosis: prescriptions.diagnosis,
      patientDateOfBirth: patients.dateOfBirth,
      patientDateOfBirthEstimated: patients.dateOfBirthEstimated,
      patientGender: patients.gender,
    })
    .from(prescriptions)
    .innerJoin(patients, eq(patients.id, prescriptions.patientId))
    .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
    .leftJoin(voider, eq(voider.id, prescriptions.voidedById))
    .leftJoin(appointments, eq(appointments.id, prescriptions.appointmentId))
    .leftJoin(diagnosisTests, eq(diagnosisTests.id, prescriptions.diagnosisTestId))
    .leftJoin(diagnosisCategories, eq(diagnosisCategories.id, diagnosisTests.categoryId))
    .where(eq(prescriptions.id, id));
  if (!row) return null;
  const medicines = await db
    .select({
      id: prescriptionMedicines.id,
      medicineId: prescriptionMedicines.medicineId,
      name: prescriptionMedicines.name,
      strength: prescriptionMedicines.strength,
      form: prescriptionMedicines.form,
      doseAmount: prescriptionMedicines.doseAmount,
      doseUnit: sql<DoseUnit | null>`${prescriptionMedicines.doseUnit}`,
      dosage: prescriptionMedicines.dosage,
      route: prescriptionMedicines.route,
      durationDays: prescriptionMedicines.durationDays,
      durationUnit: sql<DurationUnit>`${prescriptionMedicines.durationUnit}`,
      time: prescriptionMedicines.time,
      interval: sql<FrequencyCode>`${prescriptionMedicines.interval}`,
      quantity: prescriptionMedicines.quantity,
      quantityUnit: prescriptionMedicines.quantityUnit,
      comment: prescriptionMedicines.comment,
      allergyOverride: prescriptionMedicines.allergyOverride,
    })
    .from(prescriptionMedicines)
    .where(eq(prescriptionMedicines.prescriptionId, id))
    .orderBy(asc(prescriptionMedicines.position), asc(prescriptionMedicines.id));
  const { voidedAt, voidedBy, voidReason, diagnosisTestReportNumber, diagnosisTestCategory, ...rest } = row;
  const diagnosisTest = diagnosisTestReportNumber === null ? null : { reportNumber: diagnosisTestReportNumber, category: diagnosisTestCategory ?? '' };
  // A prescription of a visit shows the visit's readings of what it did not measure itself (lib/vitals/queries/visit-readings.ts).
  const [own, atVisit] = await Promise.all([
    readSourcesObservations(db, 'prescription', [{ id, voided: voidedAt !== null }]),
    readVisitReadings(db, row.appointmentId === null ? [] : [row.appointmentId]),
  ]);
  const observed = withVisitReadings(own.get(id), row.appointmentId === null ? undefined : atVisit.get(row.appointmentId), voidedAt !== null);
  return {
    ...toSummary({ ...rest, voidedAt, voidedBy, voidReason } as ListColumnsRow),
    ...rest,
    diagnosisTestLabel: diagnosisTest && diagnosisTestLabel(diagnosisTest),
    addedAt: row.addedAt.toISOString(),
    medicines,
    ...measuredOf(observed),
  };
}
