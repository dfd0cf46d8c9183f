-- The laboratory: its test catalogue, orders (LAB-000123) with their tests, results that an amendment replaces but never erases, the critical-result notices to the ordering doctor; the lab scientist role.
CREATE TYPE "public"."lab_order_status" AS ENUM('ordered', 'collected', 'resulted', 'released', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."lab_priority" AS ENUM('routine', 'urgent', 'stat');--> statement-breakpoint
CREATE TYPE "public"."lab_result_flag" AS ENUM('normal', 'low', 'high', 'critical-low', 'critical-high', 'abnormal', 'critical');--> statement-breakpoint
CREATE TYPE "public"."lab_result_kind" AS ENUM('number', 'choice', 'text', 'panel');--> statement-breakpoint
ALTER TYPE "public"."doctor_role" ADD VALUE 'lab-scientist';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'lab-order';--> statement-breakpoint
ALTER TYPE "public"."audit_entity" ADD VALUE 'lab-test';--> statement-breakpoint
CREATE SEQUENCE "public"."lab_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "lab_order_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_order_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer DEFAULT nextval('lab_order_number_seq') NOT NULL,
	"patient_id" integer NOT NULL,
	"appointment_id" integer,
	"ordered_by_id" integer,
	"ordered_by_system_id" integer,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"priority" "lab_priority" DEFAULT 'routine' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" "lab_order_status" DEFAULT 'ordered' NOT NULL,
	"accession" text,
	"collected_at" timestamp with time zone,
	"collected_by_id" integer,
	"resulted_at" timestamp with time zone,
	"resulted_by_id" integer,
	"verified_by_id" integer,
	"verified_by_system_id" integer,
	"self_verified" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone,
	"amended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" integer,
	"cancel_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" integer,
	"review_note" text,
	"critical_notice_at" timestamp with time zone,
	CONSTRAINT "lab_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "lab_orders_one_orderer" CHECK ("lab_orders"."ordered_by_id" is null or "lab_orders"."ordered_by_system_id" is null),
	CONSTRAINT "lab_orders_cancel_reason" CHECK (("lab_orders"."status" = 'cancelled') = ("lab_orders"."cancelled_at" is not null and "lab_orders"."cancel_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_test_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"value_number" numeric,
	"value_text" text,
	"unit" text,
	"range_low" numeric,
	"range_high" numeric,
	"flag" "lab_result_flag",
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entered_by_id" integer,
	"entered_by_system_id" integer,
	"replaces_id" integer,
	"amend_reason" text,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "lab_results_one_value" CHECK (num_nonnulls("lab_results"."value_number", "lab_results"."value_text") = 1)
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"loinc" text NOT NULL,
	"loinc_display" text NOT NULL,
	"specimen" text NOT NULL,
	"kind" "lab_result_kind" NOT NULL,
	"unit" text,
	"decimals" integer DEFAULT 1 NOT NULL,
	"choices" text[],
	"normal_choices" text[],
	"critical_choices" text[],
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"critical_low" numeric,
	"critical_high" numeric,
	"parts" text[],
	"orderable" boolean DEFAULT true NOT NULL,
	"synonyms" text[],
	"added_by_id" integer,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_critical_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_critical_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"channel" "reminder_channel" NOT NULL,
	"state" "reminder_state" DEFAULT 'queued' NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"recipient" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_order_tests" ADD CONSTRAINT "lab_order_tests_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_order_tests" ADD CONSTRAINT "lab_order_tests_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_ordered_by_id_doctors_id_fk" FOREIGN KEY ("ordered_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_ordered_by_system_id_connected_systems_id_fk" FOREIGN KEY ("ordered_by_system_id") REFERENCES "public"."connected_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_collected_by_id_doctors_id_fk" FOREIGN KEY ("collected_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_resulted_by_id_doctors_id_fk" FOREIGN KEY ("resulted_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_verified_by_id_doctors_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_verified_by_system_id_connected_systems_id_fk" FOREIGN KEY ("verified_by_system_id") REFERENCES "public"."connected_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_cancelled_by_id_doctors_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_reviewed_by_id_doctors_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_order_test_id_lab_order_tests_id_fk" FOREIGN KEY ("order_test_id") REFERENCES "public"."lab_order_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_entered_by_id_doctors_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_entered_by_system_id_connected_systems_id_fk" FOREIGN KEY ("entered_by_system_id") REFERENCES "public"."connected_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_added_by_id_doctors_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_critical_notices" ADD CONSTRAINT "lab_critical_notices_order_id_lab_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."lab_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_critical_notices" ADD CONSTRAINT "lab_critical_notices_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_order_tests_order_test_key" ON "lab_order_tests" USING btree ("order_id","test_id");--> statement-breakpoint
CREATE INDEX "lab_order_tests_test_idx" ON "lab_order_tests" USING btree ("test_id","id");--> statement-breakpoint
CREATE INDEX "lab_orders_worklist_idx" ON "lab_orders" USING btree ("status","priority" DESC NULLS LAST,"ordered_at","id");--> statement-breakpoint
CREATE INDEX "lab_orders_patient_idx" ON "lab_orders" USING btree ("patient_id","ordered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lab_orders_appointment_idx" ON "lab_orders" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "lab_orders_accession_idx" ON "lab_orders" USING btree (lower("accession")) WHERE "lab_orders"."accession" is not null;--> statement-breakpoint
CREATE INDEX "lab_orders_collected_idx" ON "lab_orders" USING btree ("collected_at");--> statement-breakpoint
CREATE INDEX "lab_orders_ordered_idx" ON "lab_orders" USING btree ("ordered_at");--> statement-breakpoint
CREATE INDEX "lab_orders_released_idx" ON "lab_orders" USING btree ("released_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "lab_orders"."status" = 'released';--> statement-breakpoint
CREATE INDEX "lab_orders_to_review_idx" ON "lab_orders" USING btree ("ordered_by_id","released_at" DESC NULLS LAST) WHERE "lab_orders"."status" = 'released' and "lab_orders"."reviewed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_results_current_key" ON "lab_results" USING btree ("order_id","test_id") WHERE "lab_results"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "lab_results_order_idx" ON "lab_results" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "lab_results_test_idx" ON "lab_results" USING btree ("test_id","order_id");--> statement-breakpoint
CREATE INDEX "lab_results_current_test_idx" ON "lab_results" USING btree ("test_id","id") WHERE "lab_results"."superseded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_tests_code_key" ON "lab_tests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lab_tests_name_trgm_idx" ON "lab_tests" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lab_critical_notices_state_next_idx" ON "lab_critical_notices" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "lab_critical_notices_order_idx" ON "lab_critical_notices" USING btree ("order_id");