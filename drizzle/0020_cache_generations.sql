CREATE TABLE "cache_generations" (
	"table_name" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Added by hand. Several servers on one PostgreSQL each cache figures over whole tables (lib/data/aggregate-cache.ts),
-- and learn of another server's write by the table's generation. It goes up in the writing transaction and is
-- seen with its data at commit (a sequence's nextval would be seen before the data: a reader could cache old
-- figures under the new number).
INSERT INTO "cache_generations" ("table_name") VALUES ('appointments'), ('patients'), ('transaction_items'), ('transactions');--> statement-breakpoint
-- Deferred to the commit, once per table and transaction (a transaction-local setting remembers it): the rows
-- are locked for the last moment of a transaction only, never from a write statement on, where two transactions
-- writing two tables in opposite orders would wait for each other. The first bump of a transaction locks every
-- row in one order, so that two committing transactions never hold one each.
CREATE FUNCTION "bump_cache_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hms.cache_bumped_' || TG_TABLE_NAME, true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('hms.cache_bumped_' || TG_TABLE_NAME, 'on', true);
    PERFORM 1 FROM "cache_generations" ORDER BY "table_name" FOR UPDATE;
    UPDATE "cache_generations" SET "generation" = "generation" + 1 WHERE "table_name" = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "patients_cache_generation" AFTER INSERT OR UPDATE OR DELETE ON "patients" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_cache_generation" AFTER INSERT OR UPDATE OR DELETE ON "appointments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transactions_cache_generation" AFTER INSERT OR UPDATE OR DELETE ON "transactions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transaction_items_cache_generation" AFTER INSERT OR UPDATE OR DELETE ON "transaction_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
-- TRUNCATE fires no row trigger: its own, at once (it holds the table's strongest lock until commit anyway).
CREATE TRIGGER "patients_cache_generation_truncate" AFTER TRUNCATE ON "patients" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "appointments_cache_generation_truncate" AFTER TRUNCATE ON "appointments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "transactions_cache_generation_truncate" AFTER TRUNCATE ON "transactions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();--> statement-breakpoint
CREATE TRIGGER "transaction_items_cache_generation_truncate" AFTER TRUNCATE ON "transaction_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"();
