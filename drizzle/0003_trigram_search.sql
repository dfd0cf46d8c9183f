-- Written by hand (drizzle-kit does not manage extensions): the indexes below need pg_trgm's operator class.
-- PGlite loads the extension's library (lib/db/open.ts); on PostgreSQL 13+ pg_trgm is trusted, so the
-- database's owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "patients_full_name_trgm_idx" ON "patients" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_email_trgm_idx" ON "patients" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_phone_trgm_idx" ON "patients" USING gin (lower("phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_full_name_trgm_idx" ON "appointments" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "case_reports_patient_name_trgm_idx" ON "case_reports" USING gin (lower("patient_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investigations_user_name_trgm_idx" ON "investigations" USING gin (lower("user_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diagnosis_categories_name_trgm_idx" ON "diagnosis_categories" USING gin (lower("name") gin_trgm_ops);
