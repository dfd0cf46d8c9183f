import { sql } from 'drizzle-orm';
import { date, index, integer, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, identityId } from './columns';
import { caseReportKindEnum, investigationStatusEnum } from './pg-enums';
import { DEFAULT_PATIENT_AVATAR, patients } from './patients';
import { DEFAULT_DOCTOR_AVATAR } from './doctors';
import { authorId } from './author';
import { voidedColumns, voidedIndex } from './voided';
import { importedFrom } from './record-imports';
import { containsSearchIndex } from './search-index';

/** Files the reports screen downloads and previews. */
export const attachments = pgTable('attachments', {
  id: identityId(),
  fileName: text('file_name').notNull(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * The numbers of the case ids (BR-1001, DR-1001, …), one sequence per kind, so that a number is never
 * issued twice, even after its report is deleted. Migration 0006 starts each after the highest id in use.
 */
export const birthCaseIdSequence = pgSequence('case_id_birth_seq', { startWith: 1001 });
export const deathCaseIdSequence = pgSequence('case_id_death_seq', { startWith: 1001 });

/**
 * The patient a report is filed for. Null only for reports from before migration 0008 whose typed name and
 * email matched no single patient: they keep their typed name and stay readable.
 */
const reportPatientId = () => integer('patient_id').references(() => patients.id, { onDelete: 'restrict' });

/** Birth and death reports: the person's name and email are the patient's; the typed copies are for rows no patient matched. */
export const caseReports = pgTable(
  'case_reports',
  {
    id: identityId(),
    kind: caseReportKindEnum('kind').notNull(),
    patientId: reportPatientId(),
    caseId: text('case_id').notNull().unique(),
    patientName: text('patient_name').notNull(),
    patientEmail: text('patient_email').notNull(),
    patientAvatar: text('patient_avatar').notNull().default(DEFAULT_PATIENT_AVATAR),
    doctorName: text('doctor_name').notNull(),
    doctorEmail: text('doctor_email').notNull(),
    doctorAvatar: text('doctor_avatar').notNull().default(DEFAULT_DOCTOR_AVATAR),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    authorId: authorId(),
    createdAt: createdAt(),
    ...voidedColumns(),
  },
  (t) => [
    index('case_reports_kind_date_idx').on(t.kind, t.date),
    index('case_reports_patient_name_lower_idx').on(sql`lower(${t.patientName})`),
    containsSearchIndex('case_reports_patient_name_trgm_idx', t.patientName),
    index('case_reports_patient_id_idx').on(t.patientId),
    voidedIndex('case_reports', t.voidedAt),
  ],
);

export const investigations = pgTable(
  'investigations',
  {
    id: identityId(),
    patientId: reportPatientId(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    userAvatar: text('user_avatar').notNull().default(DEFAULT_PATIENT_AVATAR),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    status: investigationStatusEnum('status').notNull(),
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    authorId: authorId(),
    /** A report from an imported record (its author is the one who imported it). */
    importId: importedFrom(),
    createdAt: createdAt(),
    ...voidedColumns(),
  },
  (t) => [
    index('investigations_date_idx').on(t.date),
    index('investigations_patient_id_idx').on(t.patientId),
    // What was filed lately (the home screen's investigations to review).
    index('investigations_created_at_idx').on(t.createdAt.desc()),
    index('investigations_attachment_id_idx').on(t.attachmentId),
    containsSearchIndex('investigations_user_name_trgm_idx', t.userName),
    voidedIndex('investigations', t.voidedAt),
  ],
);

/** The "Operation Reports" tab. */
export const documents = pgTable(
  'documents',
  {
    id: identityId(),
    patientId: reportPatientId(),
    surgery: text('surgery').notNull(),
    generatedBy: text('generated_by').notNull(),
    attachmentId: integer('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    authorId: authorId(),
    createdAt: createdAt(),
    ...voidedColumns(),
  },
  (t) => [
    index('documents_attachment_id_idx').on(t.attachmentId),
    index('documents_patient_id_idx').on(t.patientId),
    voidedIndex('documents', t.voidedAt),
  ],
);
