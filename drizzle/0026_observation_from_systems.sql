-- Observations a connected system sends through FHIR: their source is the system (source_id its id).
ALTER TYPE "public"."observation_source" ADD VALUE 'connected-system';
