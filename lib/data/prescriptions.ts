import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { doctors, patients, prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import type { NextVisitUnit } from '@/lib/db/schema/enums';
import type { Db } from '@/lib/db/types';
import type { TableParams } from '@/lib/validations/table-params';
import { bloodPressureText, readSourcesObservations, type SourceObservations } from './observations';
import { recordPeopleColumns, type RecordPeople } from './record-people';
import { containsPattern, listPage, type ListPage } from './paging';
import { standing, voidedMarkColumns, voidedMarkOf, voider, type VoidedMark } from './voiding';

export {
  createPrescription,
  voidPrescription,
  setPrescriptionStatus,
  updatePrescription,
  type PrescriptionChangeResult,
  type PrescriptionWriteResult,
} from './prescription-writes';

/** A row of the prescriptions list. */
export interface PrescriptionListRow extends RecordPeople {
  id: number;
  /** ISO instant. */
  addedAt: string;
  status: boolean;
  /** Null while it stands; who voided it, when and why once voided (only the chart and its page show those). */
  voided: VoidedMark | null;
}

export interface PrescriptionMedicineRecord {
  id: number;
  name: string;
  dosage: string;
  durationDays: number;
  time: string;
  interval: string;
  comment: string;
}

/** A whole prescription, as its details page prints it and its edit form loads it. */
export interface PrescriptionRecord extends PrescriptionListRow {
  doctorSpecialty: string;
  doctorLicenseNumber: string;
  doctorPhone: string;
  hospitalName: string;
  hospitalAddress: string;
  foodAllergies: string;
  diabetic: string;
  currentMedication: string;
  problemDescription: string;
  // Its physical information's measurements: its observations (lib/data/observations.ts), kept nowhere else.
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

type ListColumnsRow = Omit<PrescriptionListRow, 'addedAt' | 'voided'> & { addedAt: Date; voidedAt: Date | null; voidedBy: string | null; voidReason: string | null };

const toListRow = ({ addedAt, voidedAt, voidedBy, voidReason, ...row }: ListColumnsRow): PrescriptionListRow => ({
  ...row,
  addedAt: addedAt.toISOString(),
  voided: voidedMarkOf({ voidedAt, voidedBy, voidReason }),
});

/**
 * The columns the prescriptions table sorts by on the server: none, as SPEC lets none of its columns sort.
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
        .select(listColumns)
        .from(prescriptions)
        .innerJoin(patients, eq(patients.id, prescriptions.patientId))
        .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
        .leftJoin(voider, eq(voider.id, prescriptions.voidedById))
        .where(where)
        .orderBy(desc(prescriptions.addedAt), desc(prescriptions.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toListRow);
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
    })
    .from(prescriptions)
    .innerJoin(patients, eq(patients.id, prescriptions.patientId))
    .innerJoin(doctors, eq(doctors.id, prescriptions.doctorId))
    .leftJoin(voider, eq(voider.id, prescriptions.voidedById))
    .where(eq(prescriptions.id, id));
  if (!row) return null;
  const medicines = await db
    .select({
      id: prescriptionMedicines.id,
      name: prescriptionMedicines.name,
      dosage: prescriptionMedicines.dosage,
      durationDays: prescriptionMedicines.durationDays,
      time: prescriptionMedicines.time,
      interval: prescriptionMedicines.interval,
      comment: prescriptionMedicines.comment,
    })
    .from(prescriptionMedicines)
    .where(eq(prescriptionMedicines.prescriptionId, id))
    .orderBy(asc(prescriptionMedicines.position), asc(prescriptionMedicines.id));
  const { voidedAt, voidedBy, voidReason, ...rest } = row;
  const observed = (await readSourcesObservations(db, 'prescription', [{ id, voided: voidedAt !== null }])).get(id);
  return { ...toListRow({ ...rest, voidedAt, voidedBy, voidReason } as ListColumnsRow), ...rest, addedAt: row.addedAt.toISOString(), medicines, ...measuredOf(observed) };
}
