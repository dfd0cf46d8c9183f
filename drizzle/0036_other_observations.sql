-- What an imported record measured or observed that is neither a clinic measure nor a laboratory result (a pain score, a smoking status, a questionnaire's score), kept as sent so that no measurement of a record is lost.
CREATE TABLE "other_observations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "other_observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"patient_id" integer NOT NULL,
	"category_system" text,
	"category" text,
	"code_system" text,
	"code" text,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"value_number" double precision,
	"unit" text,
	"unit_system" text,
	"value_code_system" text,
	"value_code" text,
	"value_text" text,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"import_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "other_observations" ADD CONSTRAINT "other_observations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_observations" ADD CONSTRAINT "other_observations_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "other_observations_patient_idx" ON "other_observations" USING btree ("patient_id","taken_at" DESC NULLS LAST);