DROP INDEX "appointments_full_name_lower_idx";--> statement-breakpoint
DROP INDEX "appointments_full_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "full_name";--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "age";--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "gender";