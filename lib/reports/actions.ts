'use server';

import { revalidatePath } from 'next/cache';
import { getReportAttachment } from '@/lib/reports/queries/attachments';
import * as caseReports from '@/lib/reports/writes/case-reports';
import { attachmentPreview, type AttachmentPreview } from '@/lib/reports/queries/document-preview';
import * as documents from '@/lib/reports/writes/documents';
import * as investigations from '@/lib/reports/writes/investigations';
import { attachmentItem, patientOf, recordRead } from '@/lib/audit';
import { caseReportSchema, documentSchema, investigationSchema, reportIdSchema } from '@/lib/reports/schema/report';
import { voidCaseReportSchema, voidSchema } from '@/lib/reports/schema/void';
import type { VoidOutcome } from '@/lib/reports/writes/voiding';
import { ATTACHMENT_RULE } from '@/lib/reports/schema/upload';
import { doctorAction, type RecordRule } from '@/lib/server-actions/doctor-action';
import { readUpload, uploadField } from '@/lib/server-actions/form-data';
import { fail, ok, type ActionResult } from '@/lib/server-actions/result';

const REPORTS_PATH = '/doctor/reports';
const NOT_FOUND = 'This report no longer exists. Reload the page.';
const FORBIDDEN = 'Only the doctor who wrote this report or an administrator can change it.';
const VOIDED = 'This report was voided: it can no longer be changed.';
const ALREADY_VOIDED = 'This report was already voided.';

/** What the doctor reads when a void did not happen. */
function voided(outcome: VoidOutcome): ActionResult<undefined> {
  if (outcome === 'not-found') return fail(NOT_FOUND);
  if (outcome === 'already-voided') return fail(ALREADY_VOIDED);
  revalidatePath(REPORTS_PATH);
  return ok(undefined);
}

const reportRecord = <I>(kind: RecordRule<I>['kind'], id: (input: I) => number): RecordRule<I> => ({
  kind,
  id,
  notFound: NOT_FOUND,
  forbidden: FORBIDDEN,
});

const attachmentField = { attachment: uploadField };

/** Said when the chosen patient was deleted between choosing and saving. */
const UNKNOWN_PATIENT = 'This patient no longer exists';
const unknownPatient = () => fail(UNKNOWN_PATIENT, { patientId: UNKNOWN_PATIENT });

/** A report is the patient's: its chart shows it, and the chart's Access history its creates, edits and deletes. */
const patientRevalidated = (patientId: number | null) => {
  revalidatePath(REPORTS_PATH);
  if (patientId !== null) revalidatePath(`/doctor/patients/${patientId}`, 'layout');
};

export const createCaseReport = doctorAction(caseReportSchema, async (input, { db, doctor }) => {
  const report = await caseReports.createCaseReport(db, input, doctor.id);
  if (report === 'unknown-patient') return unknownPatient();
  patientRevalidated(input.patientId);
  return ok({ caseId: report.caseId });
}, {
  audit: { entity: 'medical-report', action: 'create', entityId: (_, data) => data?.caseId, patientId: (input) => input.patientId, detail: (input) => `${input.kind} report` },
});

/** The Birth or Death table's Delete: the report is voided with the doctor's reason, never erased. */
export const voidCaseReport = doctorAction(
  voidCaseReportSchema,
  async ({ kind, id, reason }, { db, doctor }) => voided(await caseReports.voidCaseReport(db, kind, id, { by: doctor.id, reason })),
  {
    record: reportRecord('case-report', (input) => input.id),
    audit: {
      entity: 'medical-report',
      action: 'void',
      entityId: (input) => input.id,
      patientId: (input, db) => patientOf(db, 'case-report', input.id),
      detail: (input) => `${input.kind} report`,
    },
  },
);

export const createInvestigation = doctorAction(investigationSchema.extend(attachmentField), async ({ attachment, ...input }, { db, doctor }) => {
  const upload = await readUpload(attachment, ATTACHMENT_RULE);
  if (!upload.ok) return fail(upload.message, { attachment: upload.message });
  const created = await investigations.createInvestigation(db, input, upload.file, doctor.id);
  if (created === 'unknown-patient') return unknownPatient();
  patientRevalidated(input.patientId);
  return ok(undefined);
}, { audit: { entity: 'medical-report', action: 'create', patientId: (input) => input.patientId, detail: () => 'investigation' } });

/** The Investigation table's Delete: the report is voided with the doctor's reason; it and its file stay. */
export const voidInvestigation = doctorAction(
  voidSchema,
  async ({ id, reason }, { db, doctor }) => voided(await investigations.voidInvestigation(db, id, { by: doctor.id, reason })),
  {
    record: reportRecord('investigation', (input) => input.id),
    audit: {
      entity: 'medical-report',
      action: 'void',
      entityId: (input) => input.id,
      patientId: (input, db) => patientOf(db, 'investigation', input.id),
      detail: () => 'investigation',
    },
  },
);

export const updateDocument = doctorAction(
  documentSchema.extend({ id: reportIdSchema, ...attachmentField }),
  async ({ id, attachment, ...input }, { db }) => {
    const upload = await readUpload(attachment, ATTACHMENT_RULE);
    if (!upload.ok) return fail(upload.message, { attachment: upload.message });
    const updated = await documents.updateDocument(db, id, input, upload.file);
    if (updated === 'voided') return fail(VOIDED);
    if (updated === 'unknown-patient') return unknownPatient();
    if (!updated) return fail(NOT_FOUND);
    patientRevalidated(input.patientId);
    return ok(undefined);
  },
  {
    record: reportRecord('document', (input) => input.id),
    // The patient it is now filed for (an edit may file it for another one).
    audit: { entity: 'medical-report', action: 'update', entityId: (input) => input.id, patientId: (input) => input.patientId, detail: () => 'operation report' },
  },
);

/** The Operation Reports table's Delete: the report is voided with the doctor's reason; it and its file stay. */
export const voidDocument = doctorAction(
  voidSchema,
  async ({ id, reason }, { db, doctor }) => voided(await documents.voidDocument(db, id, { by: doctor.id, reason })),
  {
    record: reportRecord('document', (input) => input.id),
    audit: {
      entity: 'medical-report',
      action: 'void',
      entityId: (input) => input.id,
      patientId: (input, db) => patientOf(db, 'document', input.id),
      detail: () => 'operation report',
    },
  },
);

/** What the drawer and the preview show of a file; read on demand, as the bytes may be large. */
export const loadAttachmentPreview = doctorAction(reportIdSchema, async (id, { db, doctor }): Promise<ActionResult<AttachmentPreview>> => {
  const attachment = await getReportAttachment(db, id);
  if (!attachment) return fail('This file no longer exists. Reload the page.');
  // The file's contents are patient data: recorded before they are sent.
  await recordRead(db, { reader: doctor, source: `file ${attachment.id}, previewed`, items: [attachmentItem(attachment)] });
  return ok(attachmentPreview(attachment));
});
