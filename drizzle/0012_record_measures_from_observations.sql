-- A diagnosis test's and a prescription's vitals are their observations (migration 0009 copied every value that
-- is a measurement). A blood pressure written in words ("high", "unrecordable") is no measurement and has no
-- observation: it is kept where a doctor reads it, a property of the test or a line of the prescription's problem
-- description, before the columns go. Nothing a doctor wrote is erased.
INSERT INTO "diagnosis_test_properties" ("test_id", "name", "value", "position")
SELECT "t"."id", 'Blood pressure (as written)', btrim("t"."blood_pressure"),
       coalesce((SELECT max("p"."position") + 1 FROM "diagnosis_test_properties" "p" WHERE "p"."test_id" = "t"."id"), 0)
  FROM "diagnosis_tests" "t"
 WHERE btrim("t"."blood_pressure") <> '' AND "t"."blood_pressure" !~ '^\s*\d{2,3}\s*/\s*\d{2,3}\s*$';--> statement-breakpoint
UPDATE "prescriptions"
   SET "problem_description" = concat_ws(E'\n', nullif("problem_description", ''), 'Blood pressure as written: ' || btrim("blood_pressure"))
 WHERE btrim("blood_pressure") <> '' AND "blood_pressure" !~ '^\s*\d{2,3}\s*/\s*\d{2,3}\s*$';--> statement-breakpoint
ALTER TABLE "diagnosis_tests" DROP COLUMN "height";--> statement-breakpoint
ALTER TABLE "diagnosis_tests" DROP COLUMN "weight";--> statement-breakpoint
ALTER TABLE "diagnosis_tests" DROP COLUMN "average_glucose";--> statement-breakpoint
ALTER TABLE "diagnosis_tests" DROP COLUMN "fasting_blood_sugar";--> statement-breakpoint
ALTER TABLE "diagnosis_tests" DROP COLUMN "blood_pressure";--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "blood_pressure";--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "pulse_rate";--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "temperature";--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "height";--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "weight";