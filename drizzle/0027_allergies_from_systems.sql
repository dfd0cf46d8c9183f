-- Drug allergies a connected system sends through FHIR: recorded by the system (recorded_by_system_id), not a doctor.
ALTER TABLE "patient_allergies" ALTER COLUMN "recorded_by_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD COLUMN "recorded_by_system_id" integer;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_recorded_by_system_id_connected_systems_id_fk" FOREIGN KEY ("recorded_by_system_id") REFERENCES "public"."connected_systems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_allergies" ADD CONSTRAINT "patient_allergies_one_recorder" CHECK (("patient_allergies"."recorded_by_id" is null) <> ("patient_allergies"."recorded_by_system_id" is null));