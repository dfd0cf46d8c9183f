import { recordAudit, requestAddress } from '@/lib/audit';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { NOT_FOR_LAB_STAFF } from '@/lib/server-actions/doctor-action';
import { transactionDoctor } from '@/lib/transactions/queries/doctor';
import { getTransaction } from '@/lib/transactions/queries/transactions';
import { getDb } from '@/lib/db/client';
import { pdfResponse } from '@/lib/pdf/pdf-response';
import { toReceiptDocument } from '@/lib/pdf/receipt-document';
import { receiptPdf } from '@/lib/pdf/receipt-pdf';
import { formatPhone } from '@/lib/patients/rules/phone';
import { parsePdfDownloadQuery } from '@/lib/pdf/download-query';

export const dynamic = 'force-dynamic';

/**
 * GET /doctor/transactions/receipt?id=: the transaction's receipt (an invoice while unpaid) as a PDF download,
 * named as it was filed ("receipt-GCH-000123.pdf"). Any signed-in doctor may, as any of them sees every
 * transaction on the Transactions screen; each download is in the audit trail.
 */
export async function GET(request: Request): Promise<Response> {
  const session = await getCurrentSession();
  if (!session) return Response.json({ error: 'Sign in to download a receipt' }, { status: 401 });
  if (!mayOpenRecords(session.doctor)) return Response.json({ error: NOT_FOR_LAB_STAFF }, { status: 403 });
  const id = parsePdfDownloadQuery(new URL(request.url).searchParams);
  if (id === null) return Response.json({ error: 'Unknown transaction id' }, { status: 400 });
  const db = await getDb();
  const transaction = await getTransaction(db, id);
  if (!transaction) return Response.json({ error: 'There is no such transaction' }, { status: 404 });
  const doctor = await transactionDoctor(db, transaction.appointment?.id ?? null, session.doctor.id);
  if (!doctor) return Response.json({ error: 'There is no such transaction' }, { status: 404 });
  // The patient's phone as every screen writes it; the document's mapping is also the browser's (the sheet
  // names the file with it), so the phone library is used here, on the server.
  const receipt = toReceiptDocument({ ...transaction, patient: { ...transaction.patient, phone: formatPhone(transaction.patient.phone) } }, doctor);
  const bytes = await receiptPdf(receipt);
  await recordAudit(db, {
    actorId: session.doctor.id,
    actorEmail: session.doctor.email,
    action: 'export',
    entity: 'transaction',
    entityId: transaction.id,
    patientId: transaction.patient.id,
    address: await requestAddress(),
    detail: `${receipt.kind} PDF ${receipt.fileName}`,
  });
  return pdfResponse(bytes, receipt.fileName);
}
