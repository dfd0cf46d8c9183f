import 'server-only';
import type { Db } from '@/lib/db/types';
import { patientsShown, recordRead } from './read';

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
 * Records that a doctor saw one patient's record (recordRead for one patient): one line, called by the screen that shows it, in one call
 * (`await recordPatientView(db, { doctor, patientId, source: 'chart' })`), once it has the record to show.
 */
export async function recordPatientView(db: Db, { doctor, patientId, source, address }: PatientView): Promise<void> {
  await recordRead(db, { reader: doctor, action: source === 'export' ? 'export' : 'view', source, items: patientsShown([patientId]), address });
}
