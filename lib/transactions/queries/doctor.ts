import 'server-only';
import { eq } from 'drizzle-orm';
import { appointments, doctors } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { doctorDisplayName } from '@/lib/staff/queries/doctor-name';

/** The doctor a receipt names, with their clinic. */
export interface TransactionDoctor {
  name: string;
  specialty: string;
  licenceNumber: string;
  hospitalName: string;
  hospitalAddress: string;
}

const columns = {
  name: doctorDisplayName(),
  specialty: doctors.specialty,
  licenceNumber: doctors.licenseNumber,
  hospitalName: doctors.hospitalName,
  hospitalAddress: doctors.hospitalAddress,
};

/**
 * The doctor of the visit a transaction paid for; for a walk-in sale (no appointment, or one since deleted), the
 * doctor issuing the receipt. Null only when neither exists.
 */
export async function transactionDoctor(db: Db, appointmentId: number | null, issuingDoctorId: number): Promise<TransactionDoctor | null> {
  if (appointmentId !== null) {
    const [visit] = await db.select(columns).from(appointments).innerJoin(doctors, eq(doctors.id, appointments.doctorId)).where(eq(appointments.id, appointmentId));
    if (visit) return visit;
  }
  const [issuer] = await db.select(columns).from(doctors).where(eq(doctors.id, issuingDoctorId));
  return issuer ?? null;
}
