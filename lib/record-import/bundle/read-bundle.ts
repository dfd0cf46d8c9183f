import type { Patient, Resource } from '@medplum/fhirtypes';
import { z } from '@/lib/zod';
import type { ImportContext } from '../context';
import { referenceIndex, type BundleEntryRead } from './references';

// A patient's record as another system sends it: one FHIR R4 Bundle. Its shape is checked where the import reads it
// (the entries and their resource types); each resource's own elements are checked by the mapping that reads it.

/** The Bundle types that carry a record: what OpenMRS, OpenEMR, Medplum, HAPI FHIR and Synthea write. */
export const RECORD_BUNDLE_TYPES = ['transaction', 'batch', 'collection', 'document'] as const;

const resourceSchema = z.looseObject({
  resourceType: z.string({ error: 'Each entry’s resource must name its resourceType' }).regex(/^[A-Z][A-Za-z]{1,63}$/, 'A resourceType is a FHIR type name, such as Patient'),
  id: z.string().max(64).optional(),
});

/** The parts of a Bundle the import reads; each resource is read by its own mapping. */
export const recordBundleSchema = z.object({
  resourceType: z.literal('Bundle', { error: 'The body must be a Bundle' }),
  type: z.enum(RECORD_BUNDLE_TYPES, { error: `A record is a Bundle of type ${RECORD_BUNDLE_TYPES.join(', ')}` }),
  meta: z.looseObject({ source: z.string().optional() }).optional(),
  entry: z
    .array(
      z.looseObject({
        fullUrl: z.string().optional(),
        resource: resourceSchema.optional(),
      }),
    )
    .optional(),
});
export type RecordBundleInput = z.output<typeof recordBundleSchema>;

/** A record read: its one Patient, every other resource, the references among them, and where it came from. */
export interface RecordBundle {
  type: (typeof RECORD_BUNDLE_TYPES)[number];
  patient: Patient;
  /** Every entry but the Patient, in the Bundle's order. */
  entries: BundleEntryRead[];
  context: ImportContext;
  /** Bundle.meta.source, when it says. */
  source: string | null;
}

export type RecordBundleReading = { ok: true; bundle: RecordBundle } | { ok: false; message: string };

/** A Bundle read into the record to import, or why it is none: it must hold exactly one Patient. */
export function readRecordBundle(input: RecordBundleInput): RecordBundleReading {
  const entries: BundleEntryRead[] = (input.entry ?? []).flatMap((entry) => (entry.resource ? [{ resource: entry.resource as unknown as Resource, fullUrl: entry.fullUrl ?? null }] : []));
  const patients = entries.filter((entry) => entry.resource.resourceType === 'Patient');
  if (patients.length === 0) return { ok: false, message: 'The Bundle holds no Patient: a record is one patient’s' };
  if (patients.length > 1) return { ok: false, message: `The Bundle holds ${patients.length} Patients: import one patient’s record at a time` };
  const patient = patients[0]!.resource as Patient;
  return {
    ok: true,
    bundle: {
      type: input.type,
      patient,
      entries: entries.filter((entry) => entry.resource !== patient),
      context: referenceIndex(entries),
      source: input.meta?.source?.trim() || null,
    },
  };
}

