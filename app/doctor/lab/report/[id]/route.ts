import { recordAudit, requestAddress } from '@/lib/audit';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { mayOpenRecords, mayWorkInLab } from '@/lib/auth/roles';
import { getDb } from '@/lib/db/client';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { getEnv } from '@/lib/env';
import { readLabReport } from '@/lib/lab/pdf/report';
import { ORDER_STATUS_LABELS } from '@/lib/lab/rules/states';
import { toLabReportDocument } from '@/lib/pdf/lab-report-document';
import { labReportPdf } from '@/lib/pdf/lab-report-pdf';
import { pdfResponse } from '@/lib/pdf/pdf-response';

export const dynamic = 'force-dynamic';

const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * GET /doctor/lab/report/{orderId}: a released lab order's report as a PDF download ("lab-report-LAB-000045.pdf"),
 * for the doctors who open patients' records and for the lab's staff, whose report it is. An order not released
 * yet has no report (409: its results are not verified). Each download is in the audit trail, on the patient's
 * Access history.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const session = await getCurrentSession();
  if (!session) return refuse(401, 'Sign in to download a lab report');
  if (!mayOpenRecords(session.doctor) && !mayWorkInLab(session.doctor)) return refuse(403, 'Your account cannot open lab reports.');
  const id = parseRowId((await params).id);
  if (id === null) return refuse(400, 'Unknown lab order id');
  const db = await getDb();
  const source = await readLabReport(db, id);
  if (!source) return refuse(404, 'There is no such lab order');
  const { order } = source;
  if (order.status !== 'released') {
    return refuse(
      409,
      order.status === 'cancelled'
        ? 'This order was cancelled: it has no report.'
        : `The report is made once the results are verified and released; this order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}.`,
    );
  }
  const document = toLabReportDocument(source, { clinicName: getEnv().CLINIC_NAME });
  const bytes = await labReportPdf(document);
  await recordAudit(db, {
    actorId: session.doctor.id,
    actorEmail: session.doctor.email,
    action: 'export',
    entity: 'lab-order',
    entityId: order.id,
    patientId: order.patient.id,
    address: await requestAddress(),
    detail: `PDF ${document.fileName}`,
  });
  return pdfResponse(bytes, document.fileName);
}
