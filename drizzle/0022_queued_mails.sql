CREATE TYPE "public"."mail_state" AS ENUM('queued', 'sending', 'sent', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "queued_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queued_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"doctor_id" integer,
	"sealed" text,
	"state" "mail_state" DEFAULT 'queued' NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"give_up_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queued_mails" ADD CONSTRAINT "queued_mails_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queued_mails_state_next_idx" ON "queued_mails" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "queued_mails_doctor_id_idx" ON "queued_mails" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "queued_mails_created_at_idx" ON "queued_mails" USING btree ("created_at");