-- Staff invitations (single-use links that make an active account); a reschedule's old and new start on the
-- status history; reminders superseded when their visit moves (the unique key holds for the current ones only);
-- and the index that finds an account's last sign-in in the audit trail.
CREATE TABLE "staff_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"role" "doctor_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"account_id" integer,
	"revoked_at" timestamp with time zone,
	"mail_id" integer,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "appointment_reminders_appointment_channel_key";--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD COLUMN "from_start" timestamp;--> statement-breakpoint
ALTER TABLE "appointment_status_changes" ADD COLUMN "to_start" timestamp;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_id_doctors_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_account_id_doctors_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_mail_id_queued_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."queued_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_created_at_idx" ON "staff_invitations" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_invitations_email_lower_idx" ON "staff_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_events_sign_in_idx" ON "audit_events" USING btree ("actor_id","at" DESC NULLS LAST) WHERE "audit_events"."action" = 'sign-in' and "audit_events"."outcome" = 'success';--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_appointment_channel_key" ON "appointment_reminders" USING btree ("appointment_id","channel") WHERE "appointment_reminders"."superseded_at" is null;