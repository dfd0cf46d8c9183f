import type { Composition, Encounter, Patient, Reference } from '@medplum/fhirtypes';
import type { RecordBundle } from './read-bundle';

/** What the chart says a record came from when the Bundle names no hospital or system. */
export const UNNAMED_SOURCE = 'another system';
export const SOURCE_NAME_MAX = 120;

/**
 * The hospital or system a record came from, in words: what the importer said, else the organization that keeps the
 * patient (Patient.managingOrganization), the document's custodian, the provider of its first visit, then the
 * Bundle's meta.source; else "another system".
 */
export function sourceNameOf(bundle: RecordBundle, said?: string | null): string {
  const given = said?.trim();
  if (given) return given.slice(0, SOURCE_NAME_MAX);
  const name = (reference: Reference | undefined) => bundle.context.nameOf(reference);
  const composition = bundle.entries.find((entry) => entry.resource.resourceType === 'Composition')?.resource as Composition | undefined;
  const encounter = bundle.entries.find((entry) => entry.resource.resourceType === 'Encounter')?.resource as Encounter | undefined;
  const found =
    name((bundle.patient as Patient).managingOrganization) ??
    name(composition?.custodian) ??
    name(encounter?.serviceProvider) ??
    bundle.source;
  return (found?.trim() || UNNAMED_SOURCE).slice(0, SOURCE_NAME_MAX);
}
