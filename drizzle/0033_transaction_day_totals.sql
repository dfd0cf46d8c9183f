CREATE TABLE "transaction_day_totals" (
	"date" date NOT NULL,
	"status" "transaction_status" NOT NULL,
	"kobo" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "transaction_day_totals_date_status_pk" PRIMARY KEY("date","status")
);
--> statement-breakpoint
-- Added by hand below the table drizzle-kit wrote. The triggers keep it in step with every write to a transaction or
-- an item, in the same transaction as the write. A transaction's own trigger moves its tax and its items' kobo when
-- its day, status or tax changes; an item's trigger adds or takes its own kobo. A transaction is deleted before its
-- items (they go with it by cascade): its trigger runs before the row goes, while its items can still be summed,
-- and the items' triggers then find no transaction and take nothing again.
CREATE FUNCTION "add_transaction_day_kobo"("day" date, "state" "transaction_status", "delta" bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "delta" <> 0 THEN
    INSERT INTO "transaction_day_totals" ("date", "status", "kobo") VALUES ("day", "state", "delta")
    ON CONFLICT ("date", "status") DO UPDATE SET "kobo" = "transaction_day_totals"."kobo" + EXCLUDED."kobo";
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "transaction_day_totals_of_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "items" bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "add_transaction_day_kobo"(NEW."date", NEW."status", NEW."tax_kobo");
    RETURN NULL;
  END IF;
  SELECT coalesce(sum("amount_kobo"), 0) INTO "items" FROM "transaction_items" WHERE "transaction_id" = OLD."id";
  IF TG_OP = 'DELETE' THEN
    PERFORM "add_transaction_day_kobo"(OLD."date", OLD."status", -(OLD."tax_kobo" + "items"));
    RETURN OLD;
  END IF;
  -- The two rows in one order, whichever way the transaction moves: two writers never each hold the other's.
  IF (OLD."date", OLD."status") <= (NEW."date", NEW."status") THEN
    PERFORM "add_transaction_day_kobo"(OLD."date", OLD."status", -(OLD."tax_kobo" + "items"));
    PERFORM "add_transaction_day_kobo"(NEW."date", NEW."status", NEW."tax_kobo" + "items");
  ELSE
    PERFORM "add_transaction_day_kobo"(NEW."date", NEW."status", NEW."tax_kobo" + "items");
    PERFORM "add_transaction_day_kobo"(OLD."date", OLD."status", -(OLD."tax_kobo" + "items"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "transaction_day_totals_of_item"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "day" date;
  "state" "transaction_status";
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "date", "status" INTO "day", "state" FROM "transactions" WHERE "id" = OLD."transaction_id";
    IF FOUND THEN
      PERFORM "add_transaction_day_kobo"("day", "state", -OLD."amount_kobo");
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "date", "status" INTO "day", "state" FROM "transactions" WHERE "id" = NEW."transaction_id";
    PERFORM "add_transaction_day_kobo"("day", "state", NEW."amount_kobo");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The totals added up again from every transaction and item: how the table is first filled, and what a truncation,
-- which has no rows to follow, leaves.
CREATE FUNCTION "add_up_transaction_day_totals"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "transaction_day_totals";
  INSERT INTO "transaction_day_totals" ("date", "status", "kobo")
  SELECT t."date", t."status", sum(t."tax_kobo" + coalesce(i."kobo", 0))
  FROM "transactions" t
  LEFT JOIN (SELECT "transaction_id", sum("amount_kobo") AS "kobo" FROM "transaction_items" GROUP BY "transaction_id") i ON i."transaction_id" = t."id"
  GROUP BY t."date", t."status";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "rebuild_transaction_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "add_up_transaction_day_totals"();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_insert" AFTER INSERT ON "transactions" FOR EACH ROW EXECUTE FUNCTION "transaction_day_totals_of_transaction"();--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_update" AFTER UPDATE ON "transactions" FOR EACH ROW WHEN (OLD."date" IS DISTINCT FROM NEW."date" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."tax_kobo" IS DISTINCT FROM NEW."tax_kobo") EXECUTE FUNCTION "transaction_day_totals_of_transaction"();--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_delete" BEFORE DELETE ON "transactions" FOR EACH ROW EXECUTE FUNCTION "transaction_day_totals_of_transaction"();--> statement-breakpoint
CREATE TRIGGER "transactions_day_totals_truncate" AFTER TRUNCATE ON "transactions" FOR EACH STATEMENT EXECUTE FUNCTION "rebuild_transaction_day_totals"();--> statement-breakpoint
CREATE TRIGGER "transaction_items_day_totals" AFTER INSERT OR UPDATE OR DELETE ON "transaction_items" FOR EACH ROW EXECUTE FUNCTION "transaction_day_totals_of_item"();--> statement-breakpoint
CREATE TRIGGER "transaction_items_day_totals_truncate" AFTER TRUNCATE ON "transaction_items" FOR EACH STATEMENT EXECUTE FUNCTION "rebuild_transaction_day_totals"();--> statement-breakpoint
SELECT "add_up_transaction_day_totals"();
