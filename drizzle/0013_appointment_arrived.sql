-- A patient who has come in (checked in) waits as 'arrived' between confirmed and completed. The value sits
-- before 'cancelled' so that appointments_no_overlap (status < 'cancelled') keeps an arrived patient's slot held.
ALTER TYPE "public"."appointment_status" ADD VALUE 'arrived' BEFORE 'completed';
