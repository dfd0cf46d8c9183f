CREATE TYPE "public"."audit_action" AS ENUM('view', 'export', 'create', 'update', 'delete', 'sign-in', 'sign-in-failed', 'sign-out', 'staff-change');--> statement-breakpoint
CREATE TYPE "public"."audit_entity" AS ENUM('patient', 'appointment', 'diagnosis-test', 'prescription', 'medical-report', 'transaction', 'staff', 'session', 'audit');--> statement-breakpoint
CREATE TYPE "public"."audit_outcome" AS ENUM('success', 'refused', 'failed');--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"action" "audit_action" NOT NULL,
	"entity" "audit_entity" NOT NULL,
	"entity_id" text,
	"patient_id" integer,
	"address" text DEFAULT 'unknown' NOT NULL,
	"outcome" "audit_outcome" DEFAULT 'success' NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_patient_at_idx" ON "audit_events" USING btree ("patient_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_events"."patient_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events" USING btree ("actor_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "audit_events" USING btree ("action","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Added by hand: the audit trail is append-only. The database itself refuses to change or remove a row
-- (whoever connects, PGlite or PostgreSQL); only dropping the table, a schema change, can.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
