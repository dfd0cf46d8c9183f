-- Connected systems (SMART Backend Services): the hospital systems allowed to use the FHIR API with their public
-- keys and scopes; the assertion ids already accepted; the access tokens given (hashed); requests per minute.
ALTER TYPE "public"."audit_entity" ADD VALUE 'connected-system';--> statement-breakpoint
CREATE TABLE "connected_systems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connected_systems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"jwks" jsonb NOT NULL,
	"scopes" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_systems_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "fhir_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"scopes" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fhir_assertion_ids" (
	"system_id" integer NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fhir_assertion_ids_system_id_jti_pk" PRIMARY KEY("system_id","jti")
);
--> statement-breakpoint
CREATE TABLE "fhir_request_counts" (
	"system_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fhir_request_counts_system_id_window_start_pk" PRIMARY KEY("system_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "connected_systems" ADD CONSTRAINT "connected_systems_created_by_id_doctors_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_access_tokens" ADD CONSTRAINT "fhir_access_tokens_system_id_connected_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."connected_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_assertion_ids" ADD CONSTRAINT "fhir_assertion_ids_system_id_connected_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."connected_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_request_counts" ADD CONSTRAINT "fhir_request_counts_system_id_connected_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."connected_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connected_systems_name_idx" ON "connected_systems" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "fhir_access_tokens_expires_at_idx" ON "fhir_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fhir_access_tokens_system_id_idx" ON "fhir_access_tokens" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "fhir_assertion_ids_expires_at_idx" ON "fhir_assertion_ids" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fhir_request_counts_window_start_idx" ON "fhir_request_counts" USING btree ("window_start");