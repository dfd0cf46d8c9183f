-- Added by hand. The completed visits have a cache generation of their own: the dashboard's completed figures (the
-- visits completed, the patients seen within twelve months) are a pass over every completed visit, which a clinic's
-- bookings and check-ins do not change. Under appointments' generation they were computed again at each of those;
-- this one goes up only when a completed visit is written (made, changed, ended or un-completed), at the commit,
-- in the same order of locks as migration 0020's.
INSERT INTO "cache_generations" ("table_name") VALUES ('completed_appointments') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_named_cache_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hms.cache_bumped_' || TG_ARGV[0], true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('hms.cache_bumped_' || TG_ARGV[0], 'on', true);
    PERFORM 1 FROM "cache_generations" ORDER BY "table_name" FOR UPDATE;
    UPDATE "cache_generations" SET "generation" = "generation" + 1 WHERE "table_name" = TG_ARGV[0];
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_completed_insert_cache_generation" AFTER INSERT ON "appointments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."status" = 'completed') EXECUTE FUNCTION "bump_named_cache_generation"('completed_appointments');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_completed_update_cache_generation" AFTER UPDATE ON "appointments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."status" = 'completed' OR NEW."status" = 'completed') EXECUTE FUNCTION "bump_named_cache_generation"('completed_appointments');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_completed_delete_cache_generation" AFTER DELETE ON "appointments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."status" = 'completed') EXECUTE FUNCTION "bump_named_cache_generation"('completed_appointments');--> statement-breakpoint
CREATE TRIGGER "appointments_completed_truncate_cache_generation" AFTER TRUNCATE ON "appointments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_named_cache_generation"('completed_appointments');
