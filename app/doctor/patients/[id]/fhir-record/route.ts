import { recordAudit, requestAddress } from '@/lib/audit';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { mayOpenRecords } from '@/lib/auth/roles';
import { NOT_FOR_LAB_STAFF } from '@/lib/server-actions/doctor-action';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { parseRowId } from '@/lib/diagnosis/schema/clinical-fields';
import { patientRecordBundle } from '@/lib/fhir/record-download';
import { FHIR_JSON } from '@/lib/fhir/respond';

export const dynamic = 'force-dynamic';

/**
 * GET /doctor/patients/{id}/fhir-record: the chart's "Download record (FHIR)": the patient's whole record as one
 * FHIR R4 Bundle, as a file named by the patient number. Any signed-in doctor, as the chart is; each download is an
 * export in the audit trail, on the patient's Access history.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const session = await getCurrentSession();
  if (!session) return Response.json({ error: 'Sign in to download a patient’s record' }, { status: 401 });
  if (!mayOpenRecords(session.doctor)) return Response.json({ error: NOT_FOR_LAB_STAFF }, { status: 403 });
  const id = parseRowId((await params).id);
  const db = await getDb();
  const bundle = id === null ? null : await patientRecordBundle(db, id);
  if (!bundle || id === null) return Response.json({ error: 'There is no such patient' }, { status: 404 });
  // Named by the number every screen shows (the clinic's identifier), never by the internal id.
  const patient = bundle.entry![0]!.resource as { identifier?: Array<{ system?: string; value?: string }> };
  const number = patient.identifier?.find((identifier) => identifier.system === getEnv().FHIR_PATIENT_NUMBER_SYSTEM)?.value ?? `patient-${id}`;
  const fileName = `${number}-record.fhir.json`;
  await recordAudit(db, {
    actorId: session.doctor.id,
    actorEmail: session.doctor.email,
    action: 'export',
    entity: 'patient',
    entityId: id,
    patientId: id,
    address: await requestAddress(),
    detail: `FHIR record ${fileName}, ${bundle.entry!.length} resources`,
  });
  return new Response(JSON.stringify(bundle), {
    headers: { 'Content-Type': FHIR_JSON, 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' },
  });
}
