DROP INDEX "appointments_status_idx";--> statement-breakpoint
CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status","date","patient_id");--> statement-breakpoint
-- Added by hand below the index drizzle-kit wrote. The settled completed visits have a cache generation of their own:
-- the dashboard keeps its pass over every completed visit dated before the last few days (300 ms at a million
-- patients, and growing with the years of history) for the clinic's day, and counts the recent ones, a few days'
-- worth, at each completion. This generation goes up with a
-- write to a completed visit dated more than a day before the database's date, which takes in every visit the
-- dashboard counts as settled whatever the clinic's time zone (its date and the database's are at most two days
-- apart); at the commit, in the same order of locks as migration 0020's.
INSERT INTO "cache_generations" ("table_name") VALUES ('settled_completed_appointments') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_settled_insert_cache_generation" AFTER INSERT ON "appointments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."status" = 'completed' AND NEW."date" < current_date - 1) EXECUTE FUNCTION "bump_named_cache_generation"('settled_completed_appointments');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_settled_update_cache_generation" AFTER UPDATE ON "appointments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((OLD."status" = 'completed' AND OLD."date" < current_date - 1) OR (NEW."status" = 'completed' AND NEW."date" < current_date - 1)) EXECUTE FUNCTION "bump_named_cache_generation"('settled_completed_appointments');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_settled_delete_cache_generation" AFTER DELETE ON "appointments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."status" = 'completed' AND OLD."date" < current_date - 1) EXECUTE FUNCTION "bump_named_cache_generation"('settled_completed_appointments');--> statement-breakpoint
CREATE TRIGGER "appointments_settled_truncate_cache_generation" AFTER TRUNCATE ON "appointments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_cache_generation"('settled_completed_appointments');
