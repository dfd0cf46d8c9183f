import { z } from '@/lib/zod';

// The transaction Bundle an outside laboratory sends its results in (POST /fhir): its shape, and the parts of each
// resource the clinic reads. A shape it cannot read is a 400 that names the entry and the element.

const codingSchema = z.object({ system: z.string().optional(), code: z.string().optional(), display: z.string().optional() });
export const conceptSchema = z.object({ coding: z.array(codingSchema).optional(), text: z.string().optional() });
const referenceSchema = z.object({ reference: z.string().optional() });

export const bundleSchema = z.object({
  resourceType: z.literal('Bundle', { error: 'The body must be a Bundle' }),
  type: z.string({ error: 'type is required: transaction' }),
  entry: z
    .array(
      z.object({
        fullUrl: z.string().optional(),
        resource: z.unknown(),
        request: z.object({ method: z.string(), url: z.string() }, { error: 'request is required: each entry of a transaction says its method and url' }).optional(),
      }),
      { error: 'entry is required: the report and its results' },
    )
    .min(1, { error: 'entry is required: the report and its results' })
    .max(1000, { error: 'A Bundle holds at most 1000 entries' }),
});
export type BundleInput = z.output<typeof bundleSchema>;

export const reportSchema = z.object({
  resourceType: z.literal('DiagnosticReport'),
  status: z.string({ error: 'status is required' }),
  identifier: z.array(z.object({ value: z.string().optional() })).optional(),
  basedOn: z.array(referenceSchema).optional(),
  subject: referenceSchema.optional(),
  effectiveDateTime: z.string().optional(),
  effectivePeriod: z.object({ start: z.string().optional() }).optional(),
  specimen: z.array(referenceSchema).optional(),
  result: z.array(referenceSchema).optional(),
  /** An amended report's words: why it was amended, where its results do not say. */
  conclusion: z.string().optional(),
});
export type ReportInput = z.output<typeof reportSchema>;

const quantitySchema = z.object({
  value: z.number({ error: 'valueQuantity.value must be a number' }),
  comparator: z.string().optional(),
  system: z.string().optional(),
  code: z.string({ error: 'valueQuantity.code must name the UCUM unit' }),
  unit: z.string().optional(),
});
export type QuantityInput = z.output<typeof quantitySchema>;

export const observationSchema = z.object({
  resourceType: z.literal('Observation'),
  status: z.string({ error: 'status is required' }),
  code: conceptSchema,
  subject: referenceSchema.optional(),
  specimen: referenceSchema.optional(),
  valueQuantity: quantitySchema.optional(),
  valueCodeableConcept: conceptSchema.optional(),
  valueString: z.string().optional(),
  interpretation: z.array(conceptSchema).optional(),
  /** An amended result's note: why it was amended. */
  note: z.array(z.object({ text: z.string().optional() })).optional(),
});
export type ObservationInput = z.output<typeof observationSchema>;

export const specimenSchema = z.object({
  resourceType: z.literal('Specimen'),
  accessionIdentifier: z.object({ value: z.string().optional() }).optional(),
  subject: referenceSchema.optional(),
  collection: z.object({ collectedDateTime: z.string().optional(), collectedPeriod: z.object({ start: z.string().optional() }).optional() }).optional(),
});
export type SpecimenInput = z.output<typeof specimenSchema>;
