-- Written by hand (drizzle-kit's custom migration): no table changes. The transaction items' cache generation goes.
-- Since the Transactions cards and the dashboard's earnings read transaction_day_totals (kept by triggers), no cached
-- figure depends on the items, and each item written still raised that generation: one deferred trigger per row.
DROP TRIGGER IF EXISTS "transaction_items_cache_generation" ON "transaction_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "transaction_items_cache_generation_truncate" ON "transaction_items";--> statement-breakpoint
DELETE FROM "cache_generations" WHERE "table_name" = 'transaction_items';
