CREATE SEQUENCE "public"."case_id_birth_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."case_id_death_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
-- Edited by hand: each sequence goes on after the highest number its kind already uses (a database with
-- reports from before this migration), so no id in use is issued again.
SELECT setval('"public"."case_id_birth_seq"', GREATEST(1000, COALESCE((SELECT max(substring("case_id" from '^BR-([0-9]{1,9})$')::int) FROM "case_reports"), 1000)));--> statement-breakpoint
SELECT setval('"public"."case_id_death_seq"', GREATEST(1000, COALESCE((SELECT max(substring("case_id" from '^DR-([0-9]{1,9})$')::int) FROM "case_reports"), 1000)));
