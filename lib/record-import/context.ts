import type { Reference, Resource } from '@medplum/fhirtypes';

// What a mapping of one imported resource into the clinic's tables is given and gives back. The import reads the
// whole Bundle first (lib/record-import/read-bundle.ts), so a mapping resolves any reference within it.

/** The Bundle being imported, as a mapping reads it. */
export interface ImportContext {
  /**
   * The resource a reference points at within the Bundle (`urn:uuid:…`, relative `Type/id`, absolute URL, conditional
   * `Type?identifier=system|value`, or `#id` of a contained resource of `from`), or null when the Bundle holds none.
   */
  resolve(reference: Reference | undefined, from?: Resource): Resource | null;
  /**
   * How a reference is named for people: the referenced resource's name when the Bundle holds it (a Practitioner's
   * or Patient's name, an Organization's or Location's name, a Medication's code text), else the reference's
   * `display`; null when neither says anything.
   */
  nameOf(reference: Reference | undefined, from?: Resource): string | null;
}

/** A resource read into a row of the clinic's table (without the patient and the import: the import adds them), or why it is not kept. */
export type Mapped<Row> = { ok: true; row: Row } | { ok: false; reason: string };
