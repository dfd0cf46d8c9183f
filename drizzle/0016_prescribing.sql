CREATE TYPE "public"."medicine_source" AS ENUM('who-eml', 'nigeria-eml', 'spec', 'clinic');--> statement-breakpoint
CREATE TABLE "medicines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"name" text NOT NULL,
	"strength" text DEFAULT '' NOT NULL,
	"form" text NOT NULL,
	"route" text NOT NULL,
	"drug_class" text,
	"source" "medicine_source" NOT NULL,
	"added_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_allergies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_allergies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"medicine_id" integer,
	"substance" text NOT NULL,
	"drug_class" text,
	"reaction" text DEFAULT '' NOT NULL,
	"recorded_by_id" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by_id" integer,
	"void_reason" text
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "no_known_drug_allergies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "medicine_id" integer;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "strength" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "form" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "dose_amount" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "dose_unit" text;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "route" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "duration_unit" text DEFAULT 'days' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "quantity_unit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD COLUMN "allergy_override" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "next_visit_on" date;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "diagnosis_test_id" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "diagnosis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_added_by_id_doctors_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_recorded_by_id_doctors_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medicines_code_key" ON "medicines" USING btree ("code");--> statement-breakpoint
CREATE INDEX "medicines_name_trgm_idx" ON "medicines" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicines_name_idx" ON "medicines" USING btree ("name","strength");--> statement-breakpoint
CREATE INDEX "patient_allergies_patient_id_idx" ON "patient_allergies" USING btree ("patient_id");--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD CONSTRAINT "prescription_medicines_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_diagnosis_test_id_diagnosis_tests_id_fk" FOREIGN KEY ("diagnosis_test_id") REFERENCES "public"."diagnosis_tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescriptions_diagnosis_test_id_idx" ON "prescriptions" USING btree ("diagnosis_test_id");--> statement-breakpoint
-- SPEC.md's three medicines join the formulary here (the rest of the shipped list is written in by its code
-- after the migrations: lib/db/formulary-sync.ts), so that the rows already prescribed link to them.
INSERT INTO "medicines" ("code", "name", "strength", "form", "route", "drug_class", "source") VALUES
	('atenolol', 'Atenolol', '50 mg', 'tablet', 'oral', 'beta blocker', 'spec'),
	('unidox', 'Unidox', '100 mg', 'tablet', 'oral', 'tetracycline', 'spec'),
	('parastamol', 'Parastamol', '500 mg', 'tablet', 'oral', NULL, 'spec')
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "prescription_medicines" AS pm
SET "medicine_id" = m."id", "name" = m."name", "strength" = m."strength", "form" = m."form", "route" = m."route"
FROM "medicines" AS m
WHERE m."code" = lower(pm."name");--> statement-breakpoint
-- A dosage typed as text ("50 mg", "1 tab") becomes an amount and a unit; one that does not read so stays as the
-- dose's text. The same rule as lib/formulary/dosage-parse.ts `parseDosage` (its test holds the two together).
WITH "read" AS (
	SELECT "id", regexp_match("dosage", '^\s*([0-9]{1,6}(?:\.[0-9]{1,3})?)\s*([[:alpha:]]+)\.?\s*$') AS m
	FROM "prescription_medicines"
), "parsed" AS (
	SELECT "id", m[1]::numeric AS amount,
		CASE lower(m[2])
			WHEN 'mg' THEN 'mg' WHEN 'g' THEN 'g' WHEN 'mcg' THEN 'mcg' WHEN 'ml' THEN 'mL' WHEN 'iu' THEN 'IU'
			WHEN 'unit' THEN 'unit' WHEN 'units' THEN 'unit'
			WHEN 'tab' THEN 'tablet' WHEN 'tabs' THEN 'tablet' WHEN 'tablet' THEN 'tablet' WHEN 'tablets' THEN 'tablet'
			WHEN 'cap' THEN 'capsule' WHEN 'caps' THEN 'capsule' WHEN 'capsule' THEN 'capsule' WHEN 'capsules' THEN 'capsule'
			WHEN 'puff' THEN 'puff' WHEN 'puffs' THEN 'puff' WHEN 'drop' THEN 'drop' WHEN 'drops' THEN 'drop'
			WHEN 'sachet' THEN 'sachet' WHEN 'sachets' THEN 'sachet'
		END AS unit
	FROM "read" WHERE m IS NOT NULL
)
UPDATE "prescription_medicines" AS pm
SET "dose_amount" = parsed.amount, "dose_unit" = parsed.unit, "dosage" = ''
FROM "parsed"
WHERE pm."id" = parsed."id" AND parsed.unit IS NOT NULL AND parsed.amount > 0;--> statement-breakpoint
-- The next visit as the date it means, counted from the prescription's date in the clinic (a month from
-- 31 January is the last day of February, as lib/formulary/next-visit.ts counts it).
UPDATE "prescriptions"
SET "next_visit_on" = (("added_at" AT TIME ZONE 'Africa/Lagos')::date + ("next_visit_number" || ' ' || "next_visit_unit")::interval)::date
WHERE "next_visit_number" IS NOT NULL;
