import 'server-only';
import type { Db } from '@/lib/db/types';
import { requestAddress } from './address';
import { recordAudit } from './record';

/** Where a patient's record was seen: the chart page, the patients list's side sheet, a visit's page, or an export. */
export type PatientViewSource = 'chart' | 'sheet' | 'visit' | 'export';

export interface PatientView {
  doctor: { id: number; email: string };
  patientId: number;
  source: PatientViewSource;
  /** Defaults to the current request's client address. */
  address?: string;
}

/**
 * Records that a doctor saw a patient's record: one line, called by the screen that shows it, in one call
 * (`await recordPatientView(db, { doctor, patientId, source: 'chart' })`), once it has the record to show.
 */
export async function recordPatientView(db: Db, { doctor, patientId, source, address }: PatientView): Promise<void> {
  await recordAudit(db, {
    actorId: doctor.id,
    actorEmail: doctor.email,
    action: source === 'export' ? 'export' : 'view',
    entity: 'patient',
    entityId: patientId,
    patientId,
    address: address ?? (await requestAddress()),
    detail: source,
  });
}
