DROP INDEX "observations_patient_measure_taken_idx";--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "observations_patient_measure_taken_idx" ON "observations" USING btree ("patient_id","measure","taken_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "observations"."voided_at" is null;--> statement-breakpoint
-- Added by hand: the readings of a test or prescription voided before this migration stop being vitals too.
UPDATE "observations" SET "voided_at" = "t"."voided_at" FROM "diagnosis_tests" AS "t"
  WHERE "observations"."source" = 'diagnosis-test' AND "observations"."source_id" = "t"."id" AND "t"."voided_at" IS NOT NULL;--> statement-breakpoint
UPDATE "observations" SET "voided_at" = "p"."voided_at" FROM "prescriptions" AS "p"
  WHERE "observations"."source" = 'prescription' AND "observations"."source_id" = "p"."id" AND "p"."voided_at" IS NOT NULL;
