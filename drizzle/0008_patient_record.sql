ALTER TYPE "public"."audit_action" ADD VALUE 'void';--> statement-breakpoint
CREATE SEQUENCE "public"."patient_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD COLUMN "voided_by_id" integer;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD COLUMN "void_reason" text;--> statement-breakpoint
-- Edited by hand: the patients already registered are numbered in the order of their ids (a column added
-- with a nextval default would number them in the table's storage order), then the sequence goes on after them.
ALTER TABLE "patients" ADD COLUMN "patient_number" integer;--> statement-breakpoint
UPDATE "patients" SET "patient_number" = "numbered"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "n" FROM "patients") AS "numbered" WHERE "patients"."id" = "numbered"."id";--> statement-breakpoint
SELECT setval('"public"."patient_number_seq"', GREATEST(1, COALESCE((SELECT max("patient_number") FROM "patients"), 0)), (SELECT count(*) > 0 FROM "patients"));--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "patient_number" SET DEFAULT nextval('patient_number_seq');--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "patient_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "date_of_birth_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "next_of_kin_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "next_of_kin_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_reports" ADD COLUMN "patient_id" integer;--> statement-breakpoint
ALTER TABLE "case_reports" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_reports" ADD COLUMN "voided_by_id" integer;--> statement-breakpoint
ALTER TABLE "case_reports" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "patient_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "voided_by_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "investigations" ADD COLUMN "patient_id" integer;--> statement-breakpoint
ALTER TABLE "investigations" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investigations" ADD COLUMN "voided_by_id" integer;--> statement-breakpoint
ALTER TABLE "investigations" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "diagnosis_tests" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "diagnosis_tests" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "diagnosis_tests" ADD COLUMN "voided_by_id" integer;--> statement-breakpoint
ALTER TABLE "diagnosis_tests" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "voided_by_id" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD CONSTRAINT "medical_reports_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigations" ADD CONSTRAINT "investigations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigations" ADD CONSTRAINT "investigations_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_tests" ADD CONSTRAINT "diagnosis_tests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_tests" ADD CONSTRAINT "diagnosis_tests_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_reports_patient_id_idx" ON "case_reports" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "documents_patient_id_idx" ON "documents" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "investigations_patient_id_idx" ON "investigations" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "diagnosis_tests_appointment_id_idx" ON "diagnosis_tests" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "prescriptions_appointment_id_idx" ON "prescriptions" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_patient_number_unique" UNIQUE("patient_number");--> statement-breakpoint
-- Added by hand: phones in one international form (lib/phone.ts writes every new one so). The clinic's numbers
-- are Nigerian: a national 0XXXXXXXXXX becomes +234XXXXXXXXXX, a number typed with + or 234 keeps its country
-- code and loses its spaces; a number of another shape is left as typed (it still shows, and is found by its text).
UPDATE "patients" SET "phone" = CASE
  WHEN regexp_replace("phone", '[^0-9]', '', 'g') ~ '^0[0-9]{10}$' THEN '+234' || substring(regexp_replace("phone", '[^0-9]', '', 'g') FROM 2)
  WHEN "phone" ~ '^\s*\+[0-9]' AND length(regexp_replace("phone", '[^0-9]', '', 'g')) BETWEEN 8 AND 15 THEN '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHEN regexp_replace("phone", '[^0-9]', '', 'g') ~ '^234[0-9]{10}$' THEN '+' || regexp_replace("phone", '[^0-9]', '', 'g')
  ELSE "phone" END;--> statement-breakpoint
-- Added by hand: a birth, death or investigation report is linked to the one patient whose name and email it
-- typed (any letter case); a report that matches none keeps its typed name and stays readable. Operation
-- reports typed no patient: they stay unlinked until someone files them for one.
UPDATE "case_reports" SET "patient_id" = "p"."id" FROM "patients" AS "p"
  WHERE "case_reports"."patient_id" IS NULL AND lower("p"."email") = lower("case_reports"."patient_email") AND lower("p"."full_name") = lower(trim("case_reports"."patient_name"));--> statement-breakpoint
UPDATE "investigations" SET "patient_id" = "p"."id" FROM "patients" AS "p"
  WHERE "investigations"."patient_id" IS NULL AND lower("p"."email") = lower("investigations"."user_email") AND lower("p"."full_name") = lower(trim("investigations"."user_name"));