-- Edited by hand: every appointment belongs to a doctor and lasts until ends_at. Existing rows are spread
-- over the doctors (the demo data over the seeded ones) and last their doctor's per-patient time; a row
-- that would overlap every doctor's bookings (a double booking the app used to allow) keeps its doctor by
-- rotation and a length of zero, so that nothing is lost and the constraint below holds. drizzle-kit does
-- not manage extensions or exclusion constraints; PGlite loads btree_gist's library (lib/db/open.ts), and on
-- PostgreSQL 13+ btree_gist is a trusted extension.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ends_at" timestamp;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "doctor_id" integer;--> statement-breakpoint
-- Looked up once per existing row below: without it the spreading would read the whole table per row.
CREATE INDEX "appointments_spreading_tmp" ON "appointments" USING gist ("doctor_id", tsrange("date" + "time", "ends_at")) WHERE ("status" < 'cancelled');--> statement-breakpoint
DO $$
DECLARE
  doctor_ids integer[] := ARRAY(SELECT id FROM doctors ORDER BY id);
  doctor_count integer := cardinality(ARRAY(SELECT id FROM doctors));
  booking record;
  offset_index integer;
  candidate integer;
  starts timestamp;
  length interval;
  chosen integer;
  chosen_length interval;
BEGIN
  IF doctor_count = 0 THEN
    IF EXISTS (SELECT 1 FROM appointments) THEN
      RAISE EXCEPTION 'Appointments exist but no doctor account does: every appointment needs a doctor. Sign up a doctor, then start again.';
    END IF;
    RETURN;
  END IF;
  FOR booking IN SELECT id, date, time, status FROM appointments ORDER BY date, time, id LOOP
    starts := booking.date + booking.time;
    chosen := NULL;
    FOR offset_index IN 0 .. doctor_count - 1 LOOP
      candidate := doctor_ids[1 + (booking.id + offset_index) % doctor_count];
      length := COALESCE((SELECT per_patient_time FROM schedules WHERE doctor_id = candidate), '00:45:00')::interval;
      -- Cancelled (and no-show) appointments hold no slot: the enum's order puts them after 'cancelled'.
      IF booking.status >= 'cancelled' OR NOT EXISTS (
        SELECT 1 FROM appointments other
        WHERE other.doctor_id = candidate AND other.status < 'cancelled'
          AND tsrange(other.date + other.time, other.ends_at) && tsrange(starts, starts + length)
      ) THEN
        chosen := candidate;
        chosen_length := length;
        EXIT;
      END IF;
    END LOOP;
    IF chosen IS NULL THEN
      chosen := doctor_ids[1 + booking.id % doctor_count];
      chosen_length := interval '0';
    END IF;
    UPDATE appointments SET doctor_id = chosen, ends_at = starts + chosen_length WHERE id = booking.id;
  END LOOP;
END
$$;--> statement-breakpoint
DROP INDEX "appointments_spreading_tmp";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "doctor_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ends_after_start" CHECK ("ends_at" >= "date" + "time");--> statement-breakpoint
-- No two appointments of one doctor that hold their slot (pending, confirmed, completed: the values before
-- 'cancelled' in the enum's order) overlap. Written with the order, not the names, because a new database
-- runs every migration in one transaction and PostgreSQL refuses a value added by 0004 until it commits.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("doctor_id" WITH =, tsrange("date" + "time", "ends_at") WITH &&) WHERE ("status" < 'cancelled');--> statement-breakpoint
CREATE INDEX "appointments_doctor_date_idx" ON "appointments" USING btree ("doctor_id","date","time");
