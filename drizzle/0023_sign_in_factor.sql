ALTER TABLE "login_attempts" ADD COLUMN "factor" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "known_browser" text;--> statement-breakpoint
CREATE INDEX "login_attempts_known_browser_at_idx" ON "login_attempts" USING btree ("known_browser","attempted_at");