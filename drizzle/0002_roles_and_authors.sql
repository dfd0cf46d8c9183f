CREATE TYPE "public"."doctor_role" AS ENUM('administrator', 'doctor');--> statement-breakpoint
CREATE TYPE "public"."doctor_status" AS ENUM('pending', 'active', 'disabled');--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "throttle_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "role" "doctor_role" DEFAULT 'doctor' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "status" "doctor_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_reports" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "investigations" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "diagnosis_categories" ADD COLUMN "author_id" integer;--> statement-breakpoint
CREATE INDEX "throttle_events_key_at_idx" ON "throttle_events" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "throttle_events_at_idx" ON "throttle_events" USING btree ("at");--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_author_id_doctors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_author_id_doctors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigations" ADD CONSTRAINT "investigations_author_id_doctors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_categories" ADD CONSTRAINT "diagnosis_categories_author_id_doctors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_email_at_idx" ON "login_attempts" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_at_idx" ON "login_attempts" USING btree ("attempted_at");--> statement-breakpoint
-- The first account of a database is its administrator (the demo doctor on the demo data).
UPDATE "doctors" SET "role" = 'administrator' WHERE "id" = (SELECT min("id") FROM "doctors");--> statement-breakpoint
-- Rows written before authors were recorded belong to that first account.
UPDATE "case_reports" SET "author_id" = (SELECT min("id") FROM "doctors") WHERE "author_id" IS NULL;--> statement-breakpoint
UPDATE "documents" SET "author_id" = (SELECT min("id") FROM "doctors") WHERE "author_id" IS NULL;--> statement-breakpoint
UPDATE "investigations" SET "author_id" = (SELECT min("id") FROM "doctors") WHERE "author_id" IS NULL;--> statement-breakpoint
UPDATE "diagnosis_categories" SET "author_id" = (SELECT min("id") FROM "doctors") WHERE "author_id" IS NULL;
