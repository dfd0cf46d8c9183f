DROP INDEX "patients_state_lower_idx";--> statement-breakpoint
CREATE INDEX "patients_state_lower_idx" ON "patients" USING btree (lower("state"),"state" collate "C");