DROP INDEX "medical_reports_report_date_idx";--> statement-breakpoint
DROP INDEX "patients_state_idx";--> statement-breakpoint
DROP INDEX "appointments_date_time_idx";--> statement-breakpoint
DROP INDEX "transactions_date_idx";--> statement-breakpoint
ALTER TABLE "patients" drop column "full_name";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "full_name" text GENERATED ALWAYS AS (trim("patients"."first_name" || ' ' || "patients"."last_name")) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index; drizzle-kit does not know, so it is recreated here.
CREATE INDEX "patients_full_name_lower_idx" ON "patients" USING btree (lower("full_name"));--> statement-breakpoint
CREATE INDEX "medical_reports_report_date_id_idx" ON "medical_reports" USING btree ("report_date","id");--> statement-breakpoint
CREATE INDEX "patients_state_lower_idx" ON "patients" USING btree (lower("state"));--> statement-breakpoint
CREATE INDEX "appointments_date_time_id_idx" ON "appointments" USING btree ("date","time","id");--> statement-breakpoint
CREATE INDEX "transactions_date_id_idx" ON "transactions" USING btree ("date","id");