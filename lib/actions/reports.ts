'use server';

import { revalidatePath } from 'next/cache';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { getAttachment } from '@/lib/data/attachments';
import * as caseReports from '@/lib/data/case-reports';
import { attachmentPreview, type AttachmentPreview } from '@/lib/data/document-preview';
import * as documents from '@/lib/data/documents';
import * as investigations from '@/lib/data/investigations';
import { getDb } from '@/lib/db/client';
import { CASE_REPORT_KINDS } from '@/lib/constants';
import { caseReportSchema, documentSchema, investigationSchema, reportIdSchema } from '@/lib/validations/report';
import { ATTACHMENT_RULE } from '@/lib/validations/upload';
import { z } from 'zod';
import { readUpload, SESSION_ENDED, textFields } from './form-data';
import { fail, invalid, ok, type ActionResult } from './result';

const REPORTS_PATH = '/doctor/reports';
const NOT_FOUND = 'This report no longer exists. Reload the page.';
const caseReportRefSchema = z.object({ kind: z.enum(CASE_REPORT_KINDS), id: reportIdSchema });

export async function createCaseReport(input: unknown): Promise<ActionResult<{ caseId: string }>> {
  if (!(await getCurrentSession())) return fail(SESSION_ENDED);
  const parsed = caseReportSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const report = await caseReports.createCaseReport(await getDb(), parsed.data);
  revalidatePath(REPORTS_PATH);
  return ok({ caseId: report.caseId });
}

export async function deleteCaseReport(input: unknown): Promise<ActionResult> {
  if (!(await getCurrentSession())) return fail(SESSION_ENDED);
  const parsed = caseReportRefSchema.safeParse(input);
  if (!parsed.success) return fail(NOT_FOUND);
  const deleted = await caseReports.deleteCaseReport(await getDb(), parsed.data.kind, parsed.data.id);
  revalidatePath(REPORTS_PATH);
  return deleted ? ok(undefined) : fail(NOT_FOUND);
}

export async function createInvestigation(formData: FormData): Promise<ActionResult> {
  if (!(await getCurrentSession())) return fail(SESSION_ENDED);
  const parsed = investigationSchema.safeParse(textFields(formData, ['userName', 'userEmail', 'date', 'title', 'status']));
  if (!parsed.success) return invalid(parsed.error);
  const upload = await readUpload(formData.get('attachment'), ATTACHMENT_RULE);
  if (!upload.ok) return fail(upload.message, { attachment: upload.message });
  await investigations.createInvestigation(await getDb(), parsed.data, upload.file);
  revalidatePath(REPORTS_PATH);
  return ok(undefined);
}

export async function deleteInvestigation(id: unknown): Promise<ActionResult> {
  if (!(await getCurrentSession())) return fail(SESSION_ENDED);
  const parsed = reportIdSchema.safeParse(id);
  if (!parsed.success) return fail(NOT_FOUND);
  const deleted = await investigations.deleteInvestigation(await getDb(), parsed.data);
  revalidatePath(REPORTS_PATH);
  return deleted ? ok(undefined) : fail(NOT_FOUND);
}

export async function updateDocument(formData: FormData): Promise<ActionResult> {
  if (!(await getCurrentSession())) return fail(SESSION_ENDED);
  const id = reportIdSchema.safeParse(formData.get('id'));
  if (!id.success) return fail(NOT_FOUND);
  const parsed = documentSchema.safeParse(textFields(formData, ['surgery', 'generatedBy']));
  if (!parsed.success) return invalid(parsed.error);
  const upload = await readUpload(formData.get('attachment'), ATTACHMENT_RULE);
  if (!upload.ok) return fail(upload.message, { attachment: upload.message });
  const updated = await documents.updateDocument(await getDb(), id.data, parsed.data, upload.file);
  revalidatePath(REPORTS_PATH);
  return updated ? ok(undefined) : fail(NOT_FOUND);
}

export async function deleteDocument(id: unknown): Promise<ActionResult> {
  if (!(await getCurrentSession())) return fail(SESSION_ENDED);
  const parsed = reportIdSchema.safeParse(id);
  if (!parsed.success) return fail(NOT_FOUND);
  const deleted = await documents.deleteDocument(await getDb(), parsed.data);
  revalidatePath(REPORTS_PATH);
  return deleted ? ok(undefined) : fail(NOT_FOUND);
}

/** What the drawer and the preview show of a file; read on demand, as the bytes may be large. */
export async function loadAttachmentPreview(id: unknown): Promise<ActionResult<AttachmentPreview>> {
  if (!(await getCurrentSession())) return fail(SESSION_ENDED);
  const parsed = reportIdSchema.safeParse(id);
  const attachment = parsed.success ? await getAttachment(await getDb(), parsed.data) : undefined;
  return attachment ? ok(attachmentPreview(attachment)) : fail('This file no longer exists. Reload the page.');
}
