-- Wards, their beds, admissions with the history of their beds, and ward rounds' progress notes; a ward round's vitals are observations with their own source. Edited by hand: the exclusion constraint at the end (Drizzle cannot declare one) refuses two stays of one bed at once, whoever admits.
CREATE TYPE "public"."bed_kind" AS ENUM('standard', 'side-room', 'intensive-care', 'cot');--> statement-breakpoint
CREATE TYPE "public"."bed_state" AS ENUM('ready', 'cleaning', 'out-of-service');--> statement-breakpoint
CREATE TYPE "public"."discharge_disposition" AS ENUM('home', 'referred', 'against-medical-advice', 'died');--> statement-breakpoint
CREATE TYPE "public"."ward_kind" AS ENUM('medical', 'surgical', 'maternity', 'paediatric', 'icu', 'other');--> statement-breakpoint
CREATE TYPE "public"."ward_sex" AS ENUM('male', 'female', 'mixed');--> statement-breakpoint
ALTER TYPE "public"."observation_source" ADD VALUE 'ward-round';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'ward';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'admission';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'progress-note';--> statement-breakpoint
CREATE TABLE "admissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"appointment_id" integer,
	"admitting_doctor_id" integer NOT NULL,
	"admitted_by_id" integer,
	"reason" text NOT NULL,
	"expected_days" integer,
	"admitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"discharged_at" timestamp with time zone,
	"discharged_by_id" integer,
	"disposition" "discharge_disposition",
	"diagnoses" text,
	"course" text,
	"procedures" text,
	"follow_up_date" date,
	"follow_up_appointment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admissions_discharge_whole" CHECK (("admissions"."discharged_at" is null) = ("admissions"."disposition" is null)),
	CONSTRAINT "admissions_expected_days" CHECK ("admissions"."expected_days" is null or "admissions"."expected_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "bed_stays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bed_stays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admission_id" integer NOT NULL,
	"bed_id" integer NOT NULL,
	"from_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_at" timestamp with time zone,
	"reason" text,
	"moved_by_id" integer,
	CONSTRAINT "bed_stays_order" CHECK ("bed_stays"."to_at" is null or "bed_stays"."to_at" >= "bed_stays"."from_at")
);
--> statement-breakpoint
CREATE TABLE "beds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "beds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ward_id" integer NOT NULL,
	"label" text NOT NULL,
	"kind" "bed_kind" DEFAULT 'standard' NOT NULL,
	"state" "bed_state" DEFAULT 'ready' NOT NULL,
	"out_of_service_reason" text,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beds_out_of_service_reason" CHECK (("beds"."state" = 'out-of-service') = ("beds"."out_of_service_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "progress_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "progress_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admission_id" integer NOT NULL,
	"author_id" integer,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text NOT NULL,
	"edited_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by_id" integer,
	"void_reason" text
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" "ward_kind" NOT NULL,
	"sex" "ward_sex" DEFAULT 'mixed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_admitting_doctor_id_doctors_id_fk" FOREIGN KEY ("admitting_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_admitted_by_id_doctors_id_fk" FOREIGN KEY ("admitted_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_discharged_by_id_doctors_id_fk" FOREIGN KEY ("discharged_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_follow_up_appointment_id_appointments_id_fk" FOREIGN KEY ("follow_up_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed_stays" ADD CONSTRAINT "bed_stays_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed_stays" ADD CONSTRAINT "bed_stays_bed_id_beds_id_fk" FOREIGN KEY ("bed_id") REFERENCES "public"."beds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed_stays" ADD CONSTRAINT "bed_stays_moved_by_id_doctors_id_fk" FOREIGN KEY ("moved_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beds" ADD CONSTRAINT "beds_ward_id_wards_id_fk" FOREIGN KEY ("ward_id") REFERENCES "public"."wards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_admission_id_admissions_id_fk" FOREIGN KEY ("admission_id") REFERENCES "public"."admissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_author_id_doctors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_one_open_per_patient" ON "admissions" USING btree ("patient_id") WHERE "admissions"."discharged_at" is null;--> statement-breakpoint
CREATE INDEX "admissions_patient_idx" ON "admissions" USING btree ("patient_id","admitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admissions_open_doctor_idx" ON "admissions" USING btree ("admitting_doctor_id") WHERE "admissions"."discharged_at" is null;--> statement-breakpoint
CREATE INDEX "admissions_admitted_at_idx" ON "admissions" USING btree ("admitted_at");--> statement-breakpoint
CREATE INDEX "admissions_discharged_at_idx" ON "admissions" USING btree ("discharged_at") WHERE "admissions"."discharged_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bed_stays_one_open_per_admission" ON "bed_stays" USING btree ("admission_id") WHERE "bed_stays"."to_at" is null;--> statement-breakpoint
CREATE INDEX "bed_stays_open_bed_idx" ON "bed_stays" USING btree ("bed_id") WHERE "bed_stays"."to_at" is null;--> statement-breakpoint
CREATE INDEX "bed_stays_admission_idx" ON "bed_stays" USING btree ("admission_id","from_at");--> statement-breakpoint
CREATE UNIQUE INDEX "beds_ward_label_key" ON "beds" USING btree ("ward_id",lower("label")) WHERE "beds"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "progress_notes_admission_idx" ON "progress_notes" USING btree ("admission_id","written_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wards_name_key" ON "wards" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "bed_stays" ADD CONSTRAINT "bed_stays_one_patient_per_bed" EXCLUDE USING gist ("bed_id" WITH =, tstzrange("from_at", "to_at") WITH &&);
--> statement-breakpoint
-- The wards' figures of the day (occupancy, admissions and discharges today) are cached as the dashboard's counts: a
-- write to these tables on any server expires them everywhere, as migration 0020's tables do.
INSERT INTO "cache_generations" ("table_name") VALUES ('admissions'), ('bed_stays'), ('beds');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "admissions_cache_generation" AFTER INSERT OR UPDATE OR DELETE ON "admissions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bed_stays_cache_generation" AFTER INSERT OR UPDATE OR DELETE ON "bed_stays" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "beds_cache_generation" AFTER INSERT OR UPDATE OR DELETE ON "beds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "admissions_cache_generation_truncate" AFTER TRUNCATE ON "admissions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "bed_stays_cache_generation_truncate" AFTER TRUNCATE ON "bed_stays" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "beds_cache_generation_truncate" AFTER TRUNCATE ON "beds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();
