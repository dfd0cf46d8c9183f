import { recordAudit, requestAddress } from '@/lib/audit';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { getAdmission } from '@/lib/admissions/queries/admission';
import { listDischargeMedicines } from '@/lib/admissions/queries/discharge-medicines';
import { listBedStays } from '@/lib/admissions/queries/stays';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { getEnv } from '@/lib/env';
import { toDischargeSummaryDocument } from '@/lib/pdf/discharge-summary-document';
import { dischargeSummaryPdf } from '@/lib/pdf/discharge-summary-pdf';
import { pdfResponse } from '@/lib/pdf/pdf-response';
import { NOT_FOR_LAB_STAFF } from '@/lib/server-actions/doctor-action';

export const dynamic = 'force-dynamic';

const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * GET /doctor/admissions/{id}/discharge-summary: a discharged admission's summary as a PDF download
 * ("discharge-summary-<id>.pdf"), for the doctors who open patients' records. A patient still in has no summary
 * yet (404). Each download is in the audit trail, on the patient's Access history.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const session = await getCurrentSession();
  if (!session) return refuse(401, 'Sign in to download a discharge summary');
  if (!mayOpenRecords(session.doctor)) return refuse(403, NOT_FOR_LAB_STAFF);
  const id = parseRowId((await params).id);
  if (id === null) return refuse(400, 'Unknown admission id');
  const db = await getDb();
  const admission = await getAdmission(db, id);
  if (!admission) return refuse(404, 'There is no such admission');
  if (!admission.discharge) return refuse(404, 'The discharge summary is written at discharge: this patient is still in.');
  const [stays, medicines] = await Promise.all([listBedStays(db, id), listDischargeMedicines(db, id)]);
  const document = toDischargeSummaryDocument({ admission, stays, medicines }, { clinicName: getEnv().CLINIC_NAME })!;
  const bytes = await dischargeSummaryPdf(document);
  await recordAudit(db, {
    actorId: session.doctor.id,
    actorEmail: session.doctor.email,
    action: 'export',
    entity: 'admission',
    entityId: admission.id,
    patientId: admission.patient.id,
    address: await requestAddress(),
    detail: `PDF ${document.fileName}`,
  });
  return pdfResponse(bytes, document.fileName);
}
