import 'server-only';
import type { Bundle, DocumentReference } from '@medplum/fhirtypes';
import { toFhirBinary } from '@/lib/reports/fhir/binary';
import { readFhirBinary } from '@/lib/reports/queries/fhir-binary';
import type { Db } from '@/lib/db/types';
import { fhirBase } from './base';
import { readPage, sectionsOf } from './everything';
import { MAX_COUNT } from './search/params';
import { PATIENT_COMPARTMENT } from './searches';
import type { SectionPosition } from './search/cursor';

/**
 * A patient's whole record as one FHIR Bundle of type collection: what $everything pages through, read to its end
 * (the chart's "Download record (FHIR)"), with the files of its documents as Binary entries, for a doctor to hand to
 * another clinic or system (this app imports it whole: lib/record-import). Null when there is no such patient.
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
  // The files the documents name, in the Bundle: a record handed to another clinic holds its reports, not links back here.
  const fileIds = new Set(
    entry.flatMap(({ resource }) =>
      resource?.resourceType === 'DocumentReference' ? ((resource as DocumentReference).content ?? []).flatMap((content) => /(?:^|\/)Binary\/(\d+)$/.exec(content.attachment.url ?? '')?.[1] ?? []) : [],
    ),
  );
  for (const id of fileIds) {
    const file = await readFhirBinary(db, Number(id));
    if (file && file.file.patientId === patientId) entry.push({ fullUrl: `${base}/Binary/${id}`, resource: toFhirBinary(file) });
  }
  return { resourceType: 'Bundle', type: 'collection', timestamp: now.toISOString(), entry };
}
