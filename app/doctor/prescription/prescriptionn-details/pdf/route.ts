import { recordAudit, requestAddress } from '@/lib/audit';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { NOT_FOR_LAB_STAFF } from '@/lib/server-actions/doctor-action';
import { readPrescriptionPrintout } from '@/lib/prescriptions/queries/printout';
import { getDb } from '@/lib/db/client';
import { pdfResponse } from '@/lib/pdf/pdf-response';
import { toPrescriptionDocument } from '@/lib/pdf/prescription-document';
import { prescriptionPdf } from '@/lib/pdf/prescription-pdf';
import { parsePdfDownloadQuery } from '@/lib/pdf/download-query';

export const dynamic = 'force-dynamic';

/**
 * GET /doctor/prescription/prescriptionn-details/pdf?id=: the prescription as a PDF download
 * ("prescription-<id>.pdf"), for any signed-in doctor, as its details page is (a voided one too: the page shows
 * it with its note). Each download is in the audit trail, on the patient's Access history.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await getCurrentSession();
  if (!session) return Response.json({ error: 'Sign in to download a prescription' }, { status: 401 });
  if (!mayOpenRecords(session.doctor)) return Response.json({ error: NOT_FOR_LAB_STAFF }, { status: 403 });
  const id = parsePdfDownloadQuery(new URL(request.url).searchParams);
  if (id === null) return Response.json({ error: 'Unknown prescription id' }, { status: 400 });
  const db = await getDb();
  const printout = await readPrescriptionPrintout(db, id);
  if (!printout) return Response.json({ error: 'There is no such prescription' }, { status: 404 });
  const { prescription } = printout;
  const bytes = await prescriptionPdf(toPrescriptionDocument(printout));
  const fileName = `prescription-${prescription.id}.pdf`;
  await recordAudit(db, {
    actorId: session.doctor.id,
    actorEmail: session.doctor.email,
    action: 'export',
    entity: 'prescription',
    entityId: prescription.id,
    patientId: prescription.patientId,
    address: await requestAddress(),
    detail: `PDF ${fileName}`,
  });
  return pdfResponse(bytes, fileName);
}
