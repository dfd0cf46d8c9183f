import 'server-only';
import type { Db } from '@/lib/db/types';
import { readDrugAllergies, type AllergyStatus, type PrescribingAllergy } from './prescribing-context';
import { readLatestVitals, type ObservedValue } from '@/lib/vitals/queries/patient-vitals';
import { getPrescription, type PrescriptionRecord } from './prescriptions';

/** Everything a prescription's printout and PDF show: the record, the patient's drug allergies and latest weight. */
export interface PrescriptionPrintout {
  prescription: PrescriptionRecord;
  allergyStatus: AllergyStatus;
  allergies: PrescribingAllergy[];
  /** The patient's latest weight (their observations, whichever record measured it), or null. */
  latestWeight: ObservedValue | null;
}

/** One prescription with what its printout needs of the patient's record now; null for no such prescription. */
export async function readPrescriptionPrintout(db: Db, id: number): Promise<PrescriptionPrintout | null> {
  const prescription = await getPrescription(db, id);
  if (!prescription) return null;
  const [allergies, vitals] = await Promise.all([
    readDrugAllergies(db, prescription.patientId),
    readLatestVitals(db, [prescription.patientId], ['weight']),
  ]);
  return {
    prescription,
    allergyStatus: allergies?.allergyStatus ?? 'not-recorded',
    allergies: allergies?.allergies ?? [],
    latestWeight: vitals.get(prescription.patientId)?.weight ?? null,
  };
}
