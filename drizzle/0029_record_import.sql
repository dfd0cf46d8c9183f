-- Bringing a patient's record in from another system: each import, the identifiers other systems know the patient by, the key of each resource imported (a second import stores nothing again), the problem list, immunizations, medication history and past visits elsewhere; imported vitals, allergies, lab orders and reports name their import.
ALTER TYPE "public"."observation_source" ADD VALUE 'import';--> statement-breakpoint
CREATE TABLE "imported_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imported_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"key" text NOT NULL,
	"import_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medication_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"medicine_id" integer,
	"code_system" text,
	"code" text,
	"name" text NOT NULL,
	"dosage" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"started_on" date,
	"ended_on" date,
	"recorded_on" date,
	"prescriber" text,
	"reason" text,
	"import_id" integer,
	"recorded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by_id" integer,
	"void_reason" text,
	CONSTRAINT "medication_history_kind" CHECK ("medication_history"."kind" in ('statement', 'request'))
);
--> statement-breakpoint
CREATE TABLE "past_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "past_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"status" text NOT NULL,
	"class_code" text,
	"kind" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"practitioner" text DEFAULT '' NOT NULL,
	"import_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_identifiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_identifiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"system" text NOT NULL,
	"value" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_immunizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_immunizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"code_system" text,
	"code" text,
	"vaccine" text NOT NULL,
	"status" text NOT NULL,
	"given_on" date NOT NULL,
	"given_at" timestamp with time zone,
	"dose_number" text,
	"lot_number" text,
	"site" text,
	"performer" text,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by_id" integer,
	"import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by_id" integer,
	"void_reason" text
);
--> statement-breakpoint
CREATE TABLE "patient_problems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_problems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"code_system" text,
	"code" text,
	"name" text NOT NULL,
	"clinical_status" text NOT NULL,
	"verification_status" text,
	"onset_on" date,
	"resolved_on" date,
	"recorded_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"recorder" text,
	"recorded_by_id" integer,
	"import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by_id" integer,
	"void_reason" text
);
--> statement-breakpoint
CREATE TABLE "record_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"source_name" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by_id" integer,
	"imported_by_system_id" integer,
	"summary" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_allergies" DROP CONSTRAINT "patient_allergies_one_recorder";--> statement-breakpoint
ALTER TABLE "investigations" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "imported_resources" ADD CONSTRAINT "imported_resources_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_resources" ADD CONSTRAINT "imported_resources_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_history" ADD CONSTRAINT "medication_history_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_history" ADD CONSTRAINT "medication_history_medicine_id_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_history" ADD CONSTRAINT "medication_history_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_history" ADD CONSTRAINT "medication_history_recorded_by_id_doctors_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_history" ADD CONSTRAINT "medication_history_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_visits" ADD CONSTRAINT "past_visits_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_visits" ADD CONSTRAINT "past_visits_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_identifiers" ADD CONSTRAINT "patient_identifiers_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_identifiers" ADD CONSTRAINT "patient_identifiers_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_immunizations" ADD CONSTRAINT "patient_immunizations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_immunizations" ADD CONSTRAINT "patient_immunizations_recorded_by_id_doctors_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_immunizations" ADD CONSTRAINT "patient_immunizations_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_immunizations" ADD CONSTRAINT "patient_immunizations_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_problems" ADD CONSTRAINT "patient_problems_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_problems" ADD CONSTRAINT "patient_problems_recorded_by_id_doctors_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_problems" ADD CONSTRAINT "patient_problems_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_problems" ADD CONSTRAINT "patient_problems_voided_by_id_doctors_id_fk" FOREIGN KEY ("voided_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_imported_by_id_doctors_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_imported_by_system_id_connected_systems_id_fk" FOREIGN KEY ("imported_by_system_id") REFERENCES "public"."connected_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_resources_key" ON "imported_resources" USING btree ("patient_id","resource_type","key");--> statement-breakpoint
CREATE INDEX "medication_history_patient_idx" ON "medication_history" USING btree ("patient_id","started_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "past_visits_patient_idx" ON "past_visits" USING btree ("patient_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "patient_identifiers_system_value_key" ON "patient_identifiers" USING btree ("system","value");--> statement-breakpoint
CREATE INDEX "patient_identifiers_patient_idx" ON "patient_identifiers" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_immunizations_patient_idx" ON "patient_immunizations" USING btree ("patient_id","given_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patient_problems_patient_idx" ON "patient_problems" USING btree ("patient_id","onset_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_imports_patient_idx" ON "record_imports" USING btree ("patient_id","imported_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "investigations" ADD CONSTRAINT "investigations_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_orders" ADD CONSTRAINT "lab_orders_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_one_recorder" CHECK (num_nonnulls("patient_allergies"."recorded_by_id", "patient_allergies"."recorded_by_system_id", "patient_allergies"."import_id") = 1);