import 'server-only';
import { eq } from 'drizzle-orm';
import { isoDateInZone } from '@/lib/clinic-time';
import { patients, prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { PrescriptionValues } from '@/lib/prescriptions/schema';
import type { VisitLink } from '@/lib/appointments/schema/visit-link';
import { readingsToRecord } from '@/lib/vitals/queries/visit-readings';
import { isVisitOfPatient } from '@/lib/appointments/queries/visit-records';
import { voidRecord, type VoidOutcome, type VoidRequest } from '@/lib/reports/writes/voiding';
import { parseBloodPressure } from '@/lib/vitals/rules/measures';
import { replaceSourceObservations } from '@/lib/vitals/writes';
import { observationsOf } from '@/lib/vitals/writes';
import { isDiagnosisOfPatient, resolveMedicines, unexplainedAllergies, type ResolvedMedicine } from './queries/allergies';
import { nextVisitDate } from '@/lib/medicines/rules/next-visit';

export type PrescriptionWriteResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'not-found' | 'voided' | 'unknown-patient' | 'unknown-visit' | 'unknown-medicine' | 'unknown-diagnosis' }
  /** A medicine matching a drug allergy of the patient has no written reason: the rows' field errors. */
  | { ok: false; reason: 'allergy'; fieldErrors: Record<string, string> };
export type PrescriptionChangeResult = 'done' | 'not-found' | 'voided';

/** The patient must exist; `for share` keeps them until the save commits. */
async function patientExists(tx: Db, patientId: number): Promise<boolean> {
  const [patient] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).for('share');
  return !!patient;
}

/**
 * The prescription, locked until the change commits: 'not-found' when it is gone, 'voided' when it was voided
 * (a voided record is kept as it was), else null. Who may change it (its author or an administrator) is
 * decided before, by the action's wrapper (lib/server-actions/doctor-action.ts).
 */
async function lockStanding(tx: Db, id: number): Promise<'not-found' | 'voided' | null> {
  const [row] = await tx.select({ voidedAt: prescriptions.voidedAt }).from(prescriptions).where(eq(prescriptions.id, id)).for('update');
  if (!row) return 'not-found';
  return row.voidedAt === null ? null : 'voided';
}

/** The prescription's vitals: its observations only (writeObservations), never a column of its own. */
const MEASURED = ['bloodPressure', 'pulseRate', 'temperature', 'height', 'weight', 'measuredAt'] as const;

type Columns = Omit<PrescriptionValues, 'medicines' | (typeof MEASURED)[number]> & { nextVisitOn: string | null };

/**
 * The prescription's own columns; the medicines live in their table, the measurements in observations. The next
 * visit is stored as the date it means, counted from the day (in the clinic) the prescription was written.
 */
function columnsOf(values: PrescriptionValues, addedAt: Date): Columns {
  const columns: Partial<PrescriptionValues> = { ...values };
  delete columns.medicines;
  for (const name of MEASURED) delete columns[name];
  const nextVisitOn = values.nextVisitNumber === null ? null : nextVisitDate(isoDateInZone(addedAt), values.nextVisitNumber, values.nextVisitUnit);
  return { ...(columns as Omit<Columns, 'nextVisitOn'>), nextVisitOn };
}

type Checked = { ok: true; medicines: ResolvedMedicine[] } | Extract<PrescriptionWriteResult, { ok: false }>;

/**
 * What a saved prescription must hold to (same transaction): its medicines' formulary entries exist (their names
 * copied), its diagnosis is one of the patient's tests, and every medicine matching a drug allergy says why.
 */
async function check(tx: Db, values: PrescriptionValues): Promise<Checked> {
  const medicines = await resolveMedicines(tx, values.medicines);
  if (!medicines) return { ok: false, reason: 'unknown-medicine' };
  if (values.diagnosisTestId !== null && !(await isDiagnosisOfPatient(tx, values.diagnosisTestId, values.patientId))) return { ok: false, reason: 'unknown-diagnosis' };
  const fieldErrors = await unexplainedAllergies(tx, values.patientId, medicines);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, reason: 'allergy', fieldErrors };
  return { ok: true, medicines };
}

/**
 * The physical information's measurements as observations of the patient, measured at the form's "Measured at"
 * (else the prescription's date) and replacing what it recorded before (same transaction). Its sheet, print
 * page and edit form read them back from there. At a visit, a reading the visit already has (the form started
 * with it) is the visit's, not recorded twice (lib/vitals/queries/visit-readings.ts).
 */
async function writeObservations(tx: Db, prescriptionId: number, addedAt: Date, recordedById: number | null, appointmentId: number | null, values: PrescriptionValues) {
  const measured = observationsOf({ weight: values.weight, height: values.height, bloodPressure: parseBloodPressure(values.bloodPressure), pulse: values.pulseRate, temperature: values.temperature, glucose: null, spo2: null, respiratoryRate: null });
  await replaceSourceObservations(tx, {
    patientId: values.patientId,
    recordedById,
    takenAt: values.measuredAt ?? addedAt,
    source: 'prescription',
    sourceId: prescriptionId,
    values: await readingsToRecord(tx, appointmentId, { source: 'prescription', sourceId: prescriptionId }, measured),
  });
}

function withoutClass(medicine: ResolvedMedicine): Omit<ResolvedMedicine, 'drugClass'> {
  const row: Partial<ResolvedMedicine> = { ...medicine };
  delete row.drugClass;
  return row as Omit<ResolvedMedicine, 'drugClass'>;
}

async function insertMedicines(tx: Db, prescriptionId: number, medicines: ResolvedMedicine[]) {
  if (medicines.length === 0) return;
  await tx.insert(prescriptionMedicines).values(
    // The class is the formulary entry's (read through medicine_id), not a column of the prescribed row.
    medicines.map((medicine, position) => ({ ...withoutClass(medicine), position, prescriptionId })),
  );
}

/**
 * Saves a new prescription; its doctor is the signed-in author. Written at a visit (`appointmentId`), it
 * belongs to that visit, which must be the patient's own. An edit never changes the visit.
 */
export function createPrescription(db: Db, doctorId: number, { appointmentId = null, ...values }: PrescriptionValues & VisitLink): Promise<PrescriptionWriteResult> {
  return db.transaction(async (tx): Promise<PrescriptionWriteResult> => {
    if (!(await patientExists(tx, values.patientId))) return { ok: false, reason: 'unknown-patient' };
    if (appointmentId !== null && !(await isVisitOfPatient(tx, appointmentId, values.patientId, { lock: true }))) return { ok: false, reason: 'unknown-visit' };
    const checked = await check(tx, values);
    if (!checked.ok) return checked;
    const addedAt = new Date();
    const [row] = await tx
      .insert(prescriptions)
      .values({ ...columnsOf(values, addedAt), addedAt, doctorId, appointmentId })
      .returning({ id: prescriptions.id, addedAt: prescriptions.addedAt });
    await insertMedicines(tx, row.id, checked.medicines);
    await writeObservations(tx, row.id, row.addedAt, doctorId, appointmentId, values);
    return { ok: true, id: row.id };
  });
}

/** Replaces a prescription's fields, medicines and observations; its author and date stay. */
export function updatePrescription(db: Db, id: number, values: PrescriptionValues, recordedById: number | null = null): Promise<PrescriptionWriteResult> {
  return db.transaction(async (tx): Promise<PrescriptionWriteResult> => {
    const gone = await lockStanding(tx, id);
    if (gone) return { ok: false, reason: gone };
    if (!(await patientExists(tx, values.patientId))) return { ok: false, reason: 'unknown-patient' };
    const checked = await check(tx, values);
    if (!checked.ok) return checked;
    const [{ addedAt, appointmentId }] = await tx.select({ addedAt: prescriptions.addedAt, appointmentId: prescriptions.appointmentId }).from(prescriptions).where(eq(prescriptions.id, id));
    await tx.update(prescriptions).set(columnsOf(values, addedAt)).where(eq(prescriptions.id, id));
    await writeObservations(tx, id, addedAt, recordedById, appointmentId, values);
    await tx.delete(prescriptionMedicines).where(eq(prescriptionMedicines.prescriptionId, id));
    await insertMedicines(tx, id, checked.medicines);
    return { ok: true, id };
  });
}

/** The list's status switch. */
export function setPrescriptionStatus(db: Db, id: number, status: boolean): Promise<PrescriptionChangeResult> {
  return db.transaction(async (tx) => {
    const gone = await lockStanding(tx, id);
    if (gone) return gone;
    await tx.update(prescriptions).set({ status }).where(eq(prescriptions.id, id));
    return 'done' as const;
  });
}

/** Voids a prescription (never deleted): it leaves the lists and keeps its medicines. */
export function voidPrescription(db: Db, id: number, request: VoidRequest): Promise<VoidOutcome> {
  return voidRecord(db, 'prescription', id, request);
}
