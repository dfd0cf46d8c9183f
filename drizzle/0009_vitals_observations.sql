CREATE TYPE "public"."measure" AS ENUM('weight', 'height', 'blood-pressure', 'glucose', 'fasting-glucose', 'pulse', 'temperature', 'spo2', 'respiratory-rate');--> statement-breakpoint
CREATE TYPE "public"."observation_source" AS ENUM('diagnosis-test', 'prescription', 'registration');--> statement-breakpoint
CREATE TABLE "observations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"measure" "measure" NOT NULL,
	"value" numeric(7, 1) NOT NULL,
	"value2" numeric(7, 1),
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_id" integer,
	"source" "observation_source" NOT NULL,
	"source_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "observations_value2_only_for_pressure" CHECK (("observations"."measure" = 'blood-pressure') = ("observations"."value2" is not null))
);
--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_recorded_by_id_doctors_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "observations_patient_measure_taken_idx" ON "observations" USING btree ("patient_id","measure","taken_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "observations_source_idx" ON "observations" USING btree ("source","source_id");--> statement-breakpoint
-- Edited by hand: every value kept until now moves into observations before its column goes, so nothing is lost.
-- A blood pressure kept as text ("120/80", possibly with spaces) becomes its two numbers; text that is no blood
-- pressure was never shown as one and is left behind. The patient's own copy is dated by the last visit it was
-- written at (never later than now), else by the registration; a test's by its creation, a prescription's by
-- its date; each is recorded by the test's or prescription's doctor.
INSERT INTO "observations" ("patient_id", "measure", "value", "value2", "taken_at", "recorded_by_id", "source", "source_id")
SELECT "p"."id", "v"."measure", "v"."value", "v"."value2", LEAST(COALESCE("p"."last_visited"::timestamptz, "p"."created_at"), now()), NULL, 'registration', NULL
FROM "patients" AS "p"
CROSS JOIN LATERAL (VALUES
  ('weight'::"measure", "p"."weight"::numeric, NULL::numeric),
  ('glucose'::"measure", "p"."blood_glucose"::numeric, NULL::numeric),
  ('blood-pressure'::"measure",
    CASE WHEN "p"."blood_pressure" ~ '^\s*\d{2,3}\s*/\s*\d{2,3}\s*$' THEN split_part(regexp_replace("p"."blood_pressure", '\s', '', 'g'), '/', 1)::numeric END,
    CASE WHEN "p"."blood_pressure" ~ '^\s*\d{2,3}\s*/\s*\d{2,3}\s*$' THEN split_part(regexp_replace("p"."blood_pressure", '\s', '', 'g'), '/', 2)::numeric END)
) AS "v"("measure", "value", "value2")
WHERE "v"."value" IS NOT NULL;--> statement-breakpoint
INSERT INTO "observations" ("patient_id", "measure", "value", "value2", "taken_at", "recorded_by_id", "source", "source_id")
SELECT "t"."patient_id", "v"."measure", "v"."value", "v"."value2", "t"."created_at", "t"."doctor_id", 'diagnosis-test', "t"."id"
FROM "diagnosis_tests" AS "t"
CROSS JOIN LATERAL (VALUES
  ('height'::"measure", "t"."height"::numeric, NULL::numeric),
  ('weight'::"measure", "t"."weight"::numeric, NULL::numeric),
  ('glucose'::"measure", "t"."average_glucose"::numeric, NULL::numeric),
  ('fasting-glucose'::"measure", "t"."fasting_blood_sugar"::numeric, NULL::numeric),
  ('blood-pressure'::"measure",
    CASE WHEN "t"."blood_pressure" ~ '^\s*\d{2,3}\s*/\s*\d{2,3}\s*$' THEN split_part(regexp_replace("t"."blood_pressure", '\s', '', 'g'), '/', 1)::numeric END,
    CASE WHEN "t"."blood_pressure" ~ '^\s*\d{2,3}\s*/\s*\d{2,3}\s*$' THEN split_part(regexp_replace("t"."blood_pressure", '\s', '', 'g'), '/', 2)::numeric END)
) AS "v"("measure", "value", "value2")
WHERE "v"."value" IS NOT NULL;--> statement-breakpoint
INSERT INTO "observations" ("patient_id", "measure", "value", "value2", "taken_at", "recorded_by_id", "source", "source_id")
SELECT "r"."patient_id", "v"."measure", "v"."value", "v"."value2", "r"."added_at", "r"."doctor_id", 'prescription', "r"."id"
FROM "prescriptions" AS "r"
CROSS JOIN LATERAL (VALUES
  ('height'::"measure", "r"."height"::numeric, NULL::numeric),
  ('weight'::"measure", "r"."weight"::numeric, NULL::numeric),
  ('pulse'::"measure", "r"."pulse_rate"::numeric, NULL::numeric),
  ('temperature'::"measure", "r"."temperature"::numeric, NULL::numeric),
  ('blood-pressure'::"measure",
    CASE WHEN "r"."blood_pressure" ~ '^\s*\d{2,3}\s*/\s*\d{2,3}\s*$' THEN split_part(regexp_replace("r"."blood_pressure", '\s', '', 'g'), '/', 1)::numeric END,
    CASE WHEN "r"."blood_pressure" ~ '^\s*\d{2,3}\s*/\s*\d{2,3}\s*$' THEN split_part(regexp_replace("r"."blood_pressure", '\s', '', 'g'), '/', 2)::numeric END)
) AS "v"("measure", "value", "value2")
WHERE "v"."value" IS NOT NULL;--> statement-breakpoint
-- Edited by hand: "last visited" is no longer kept but computed from the completed appointments (the column
-- named days with no visit). The patients' vitals are now their observations.
ALTER TABLE "patients" DROP COLUMN "weight";--> statement-breakpoint
ALTER TABLE "patients" DROP COLUMN "blood_pressure";--> statement-breakpoint
ALTER TABLE "patients" DROP COLUMN "blood_glucose";--> statement-breakpoint
ALTER TABLE "patients" DROP COLUMN "last_visited";