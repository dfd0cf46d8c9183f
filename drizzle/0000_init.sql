CREATE TYPE "public"."appointment_status" AS ENUM('pending', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."appointment_type" AS ENUM('checkup', 'surgery');--> statement-breakpoint
CREATE TYPE "public"."case_report_kind" AS ENUM('birth', 'death');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."investigation_status" AS ENUM('Completed', 'Pending', 'In Progress');--> statement-breakpoint
CREATE TYPE "public"."medical_report_status" AS ENUM('normal', 'abnormal', 'pending');--> statement-breakpoint
CREATE TYPE "public"."next_visit_unit" AS ENUM('days', 'weeks', 'months');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('success', 'pending', 'failed');--> statement-breakpoint
CREATE TYPE "public"."weekday" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"specialty" text DEFAULT 'General Practice' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"qualifications" text DEFAULT '' NOT NULL,
	"license_number" text DEFAULT '' NOT NULL,
	"years_of_experience" integer DEFAULT 0 NOT NULL,
	"hospital_name" text DEFAULT '' NOT NULL,
	"hospital_address" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"practice_start_year" integer,
	"avatar" "bytea",
	"avatar_mime" text,
	"avatar_path" text DEFAULT '/avatars/doctor-default.svg' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"doctor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "medical_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"title" text NOT NULL,
	"report_date" date NOT NULL,
	"doctor_name" text NOT NULL,
	"result" text NOT NULL,
	"status" "medical_report_status" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text GENERATED ALWAYS AS ("patients"."first_name" || ' ' || "patients"."last_name") STORED NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"gender" "gender" NOT NULL,
	"date_of_birth" date NOT NULL,
	"avatar" text DEFAULT '/avatars/patient-default.svg' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"weight" numeric(5, 1),
	"blood_pressure" text,
	"blood_glucose" integer,
	"blood_group" text,
	"treatment" text DEFAULT '' NOT NULL,
	"ongoing_surgeries" text DEFAULT 'None' NOT NULL,
	"last_visited" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"age" integer NOT NULL,
	"gender" "gender" NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"type" "appointment_type" NOT NULL,
	"status" "appointment_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transaction_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"label" text NOT NULL,
	"amount_kobo" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"appointment_id" integer,
	"date" date NOT NULL,
	"status" "transaction_status" NOT NULL,
	"payer_bank" text NOT NULL,
	"payment_method" text DEFAULT 'Debit Card' NOT NULL,
	"paid_at" timestamp with time zone,
	"tax_kobo" integer DEFAULT 0 NOT NULL,
	"documentation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "case_report_kind" NOT NULL,
	"case_id" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_email" text NOT NULL,
	"patient_avatar" text DEFAULT '/avatars/patient-default.svg' NOT NULL,
	"doctor_name" text NOT NULL,
	"doctor_email" text NOT NULL,
	"doctor_avatar" text DEFAULT '/avatars/doctor-default.svg' NOT NULL,
	"date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_reports_case_id_unique" UNIQUE("case_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"surgery" text NOT NULL,
	"generated_by" text NOT NULL,
	"attachment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investigations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investigations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"user_avatar" text DEFAULT '/avatars/patient-default.svg' NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"status" "investigation_status" NOT NULL,
	"attachment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnosis_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnosis_test_properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_test_properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnosis_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_number" text NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"age" integer,
	"height" numeric(6, 1),
	"weight" numeric(6, 1),
	"average_glucose" numeric(6, 1),
	"fasting_blood_sugar" numeric(6, 1),
	"urine_sugar" text DEFAULT '' NOT NULL,
	"blood_pressure" text DEFAULT '' NOT NULL,
	"diabetes" text DEFAULT '' NOT NULL,
	"cholesterol" numeric(6, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_tests_report_number_unique" UNIQUE("report_number")
);
--> statement-breakpoint
CREATE TABLE "prescription_medicines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_medicines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prescription_id" integer NOT NULL,
	"name" text NOT NULL,
	"dosage" text DEFAULT '' NOT NULL,
	"duration_days" integer NOT NULL,
	"time" text NOT NULL,
	"interval" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"blood_pressure" text DEFAULT '' NOT NULL,
	"food_allergies" text DEFAULT '' NOT NULL,
	"diabetic" text DEFAULT '' NOT NULL,
	"current_medication" text DEFAULT '' NOT NULL,
	"pulse_rate" integer,
	"temperature" numeric(4, 1),
	"problem_description" text DEFAULT '' NOT NULL,
	"height" numeric(5, 1),
	"weight" numeric(5, 1),
	"test" text DEFAULT '' NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"next_visit_number" integer,
	"next_visit_unit" "next_visit_unit" DEFAULT 'days' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"day" "weekday" NOT NULL,
	"from" time NOT NULL,
	"to" time NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"per_patient_time" time DEFAULT '00:45:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_doctor_id_unique" UNIQUE("doctor_id")
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD CONSTRAINT "medical_reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investigations" ADD CONSTRAINT "investigations_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_test_properties" ADD CONSTRAINT "diagnosis_test_properties_test_id_diagnosis_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."diagnosis_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_tests" ADD CONSTRAINT "diagnosis_tests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_tests" ADD CONSTRAINT "diagnosis_tests_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_tests" ADD CONSTRAINT "diagnosis_tests_category_id_diagnosis_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."diagnosis_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD CONSTRAINT "prescription_medicines_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_email_lower_key" ON "doctors" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "login_attempts_email_ip_at_idx" ON "login_attempts" USING btree ("email","ip","attempted_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_doctor_id_idx" ON "password_reset_tokens" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "sessions_doctor_id_idx" ON "sessions" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "medical_reports_patient_date_idx" ON "medical_reports" USING btree ("patient_id","report_date");--> statement-breakpoint
CREATE INDEX "medical_reports_report_date_idx" ON "medical_reports" USING btree ("report_date");--> statement-breakpoint
CREATE INDEX "patients_full_name_lower_idx" ON "patients" USING btree (lower("full_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "patients_email_lower_key" ON "patients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "patients_state_idx" ON "patients" USING btree ("state");--> statement-breakpoint
CREATE INDEX "patients_blood_group_idx" ON "patients" USING btree ("blood_group");--> statement-breakpoint
CREATE INDEX "appointments_date_time_idx" ON "appointments" USING btree ("date","time");--> statement-breakpoint
CREATE INDEX "appointments_patient_status_date_idx" ON "appointments" USING btree ("patient_id","status","date");--> statement-breakpoint
CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "appointments_full_name_lower_idx" ON "appointments" USING btree (lower("full_name"));--> statement-breakpoint
CREATE INDEX "transaction_items_transaction_id_idx" ON "transaction_items" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_date_idx" ON "transactions" USING btree ("date");--> statement-breakpoint
CREATE INDEX "transactions_patient_id_idx" ON "transactions" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "transactions_appointment_id_idx" ON "transactions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "case_reports_kind_date_idx" ON "case_reports" USING btree ("kind","date");--> statement-breakpoint
CREATE INDEX "case_reports_patient_name_lower_idx" ON "case_reports" USING btree (lower("patient_name"));--> statement-breakpoint
CREATE INDEX "documents_attachment_id_idx" ON "documents" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "investigations_date_idx" ON "investigations" USING btree ("date");--> statement-breakpoint
CREATE INDEX "investigations_attachment_id_idx" ON "investigations" USING btree ("attachment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_categories_name_lower_key" ON "diagnosis_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "diagnosis_test_properties_test_id_idx" ON "diagnosis_test_properties" USING btree ("test_id","position");--> statement-breakpoint
CREATE INDEX "diagnosis_tests_patient_id_idx" ON "diagnosis_tests" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "diagnosis_tests_doctor_id_idx" ON "diagnosis_tests" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "diagnosis_tests_category_id_idx" ON "diagnosis_tests" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "diagnosis_tests_created_at_idx" ON "diagnosis_tests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prescription_medicines_prescription_id_idx" ON "prescription_medicines" USING btree ("prescription_id","position");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_id_idx" ON "prescriptions" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "prescriptions_doctor_id_idx" ON "prescriptions" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "prescriptions_added_at_idx" ON "prescriptions" USING btree ("added_at");--> statement-breakpoint
CREATE INDEX "schedule_days_schedule_id_idx" ON "schedule_days" USING btree ("schedule_id","position");