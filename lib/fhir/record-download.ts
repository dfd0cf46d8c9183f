import 'server-only';
import type { Bundle } from '@medplum/fhirtypes';
import type { Db } from '@/lib/db/types';
import { fhirBase } from './base';
import { readPage, sectionsOf } from './everything';
import { MAX_COUNT } from './search/params';
import { PATIENT_COMPARTMENT } from './searches';
import type { SectionPosition } from './search/cursor';

/**
 * A patient's whole record as one FHIR Bundle of type collection: what $everything pages through, read to its end
 * (the chart's "Download record (FHIR)"), for a doctor to hand to another clinic or system. Null when there is no
 * such patient.
 */
export async function patientRecordBundle(db: Db, patientId: number, now = new Date()): Promise<Bundle | null> {
  const sections = sectionsOf(db, patientId, PATIENT_COMPARTMENT);
  const base = fhirBase();
  const entry: NonNullable<Bundle['entry']> = [];
  let position: SectionPosition | null = { section: 0 };
  while (position) {
    const page: Awaited<ReturnType<typeof readPage>> = await readPage(sections, position, MAX_COUNT);
    entry.push(...page.resources.map((resource) => ({ fullUrl: `${base}/${resource.resourceType}/${resource.id}`, resource })));
    position = page.next;
  }
  if (entry[0]?.resource?.resourceType !== 'Patient') return null;
  return { resourceType: 'Bundle', type: 'collection', timestamp: now.toISOString(), entry };
}
