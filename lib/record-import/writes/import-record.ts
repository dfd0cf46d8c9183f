import 'server-only';
import { createHash } from 'node:crypto';
import type { AllergyIntolerance, DiagnosticReport, DocumentReference, Observation, Reference, Resource } from '@medplum/fhirtypes';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit';
import { importedResources, observations, patients, recordImports, type ImportSummary } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { LikelyDuplicate } from '@/lib/patients/queries/duplicates';
import type { RecordBundle } from '../bundle/read-bundle';
import type { BundleEntryRead } from '../bundle/references';
import { resourceKey } from '../bundle/resource-key';
import { refusedByRule } from '@/lib/fhir/outcome';
import { itemsOf } from '@/lib/fhir/sent-values';
import { importAllergy } from './allergies';
import { documentOf, presentedFormOf, readAttachment, storeImportedDocument, type DocumentOwner, type ImportedFile } from './documents';
import { readSentResult, reportHead, storeImportedLabOrder } from './lab';
import { cataloguePanels, type CataloguePanel } from './lab-panel';
import { readOtherObservation } from '@/lib/other-observations/fhir/from-observation';
import { keepIdentifiers, keptIdentifiers, landPatient, type PatientChoice } from './patient';
import { historyWriters, type StagedRows } from './history';
import { summaryWords, Tally } from './tally';
import { MEASURED_AT_SLACK_MS } from '@/lib/vitals/schema';
import { derivedReason, readVital, vitalKind } from './vitals';

// One patient's record written into the clinic's tables in the caller's one transaction: the patient found or made,
// then each entry by its type, each known by its key where it came from so that a second import adds only what is
// new. Anything refused throws, and the transaction stores nothing.

/** Who imports: a doctor or administrator (their id), or a connected system. */
export interface Importer {
  doctorId: number | null;
  systemId: number | null;
  /** As the audit trail names them. */
  actorEmail: string;
  address: string;
}

export interface RecordImport {
  bundle: RecordBundle;
  choice: PatientChoice;
  sourceName: string;
  importer: Importer;
  /** The clinic's own patient-number system: a record exported from here carries it, and it is not kept. */
  ownNumberSystem: string;
  now?: Date;
}

export type RecordImportResult =
  | { ok: true; patientId: number; created: boolean; importId: number; summary: ImportSummary }
  | { ok: false; reason: 'duplicates'; duplicates: LikelyDuplicate[] }
  | { ok: false; reason: 'refused'; message: string }
  | { ok: false; reason: 'imported-as-other'; patientId: number };

/** Types read only for what other entries say of them (a visit's provider, a medicine's name): never stored alone. */
const REFERENCED_ONLY = new Set(['Practitioner', 'PractitionerRole', 'Organization', 'Location', 'Medication', 'Binary', 'Composition', 'RelatedPerson', 'HealthcareService']);

const LAB_CATEGORY = (report: DiagnosticReport) =>
  itemsOf(report.category).some((concept) => itemsOf(concept.coding).some((coding) => coding.code === 'LAB' || coding.code === 'laboratory') || /^lab/i.test(typeof concept.text === 'string' ? concept.text : ''));

const categoryCodes = (observation: Observation) => itemsOf(observation.category).flatMap((concept) => itemsOf(concept.coding).map((coding) => (typeof coding.code === 'string' ? coding.code : '')));

/** The patient's known keys, as `Type|key`. */
async function knownKeys(db: Db, patientId: number): Promise<Set<string>> {
  const rows = await db.select({ type: importedResources.resourceType, key: importedResources.key }).from(importedResources).where(eq(importedResources.patientId, patientId));
  return new Set(rows.map((row) => `${row.type}|${row.key}`));
}

/** Writes a record; see the module's comment. Returns what it did, or why it did nothing (the transaction is then the caller's to end). */
export async function importRecord(db: Db, request: RecordImport): Promise<RecordImportResult> {
  const now = request.now ?? new Date();
  const { bundle, importer } = request;
  const identifiers = keptIdentifiers(bundle.patient, request.ownNumberSystem);
  const landing = await landPatient(db, bundle.patient, request.choice, identifiers);
  if (!landing.ok) return landing;
  const { patientId } = landing;

  const [importRow] = await db
    .insert(recordImports)
    .values({ patientId, sourceName: request.sourceName, importedAt: now, importedById: importer.doctorId, importedBySystemId: importer.systemId, summary: {} })
    .returning({ id: recordImports.id });
  const importId = importRow!.id;
  await keepIdentifiers(db, patientId, importId, identifiers);
  const [patient] = await db.select({ fullName: patients.fullName, email: patients.email }).from(patients).where(eq(patients.id, patientId));
  const owner: DocumentOwner = { patientId, patientName: patient!.fullName, patientEmail: patient!.email, authorId: importer.doctorId, importId };

  const tally = new Tally();
  const keys = await knownKeys(db, patientId);
  const newKeys: Array<{ resourceType: string; key: string }> = [];
  const keyOf = (entry: BundleEntryRead) => resourceKey(entry.resource, entry.fullUrl);
  const isKnown = (type: string, key: string) => keys.has(`${type}|${key}`);
  const remember = (type: string, key: string) => {
    keys.add(`${type}|${key}`);
    newKeys.push({ resourceType: type, key });
  };
  const staged: StagedRows = { vitals: [] };
  // One file, one report: a system that sends a document both as a DocumentReference and as a report's presented
  // form (this app does, for an investigation) sends the same bytes twice.
  const filesStored = new Set<string>();
  const firstTimeFile = (file: ImportedFile) => {
    const digest = createHash('sha256').update(file.bytes).digest('hex');
    if (filesStored.has(digest)) return false;
    filesStored.add(digest);
    return true;
  };
  const history = historyWriters(db, { patientId, importId, context: bundle.context, now });
  // The catalogue's panels, read once an import when a laboratory report comes.
  let cataloguePanelsRead: Promise<CataloguePanel[]> | null = null;
  const panels = () => (cataloguePanelsRead ??= cataloguePanels(db));

  // The results a laboratory report holds are written with it, as one order.
  const byResource = new Map(bundle.entries.map((entry) => [entry.resource, entry]));
  const labReports = bundle.entries.filter((entry) => entry.resource.resourceType === 'DiagnosticReport' && LAB_CATEGORY(entry.resource as DiagnosticReport));
  const resultsOf = (report: DiagnosticReport) =>
    itemsOf(report.result).flatMap((reference: Reference) => {
      const found = bundle.context.resolve(reference, report);
      return found?.resourceType === 'Observation' ? [found as Observation] : [];
    });
  const inReports = new Set(labReports.flatMap((entry) => resultsOf(entry.resource as DiagnosticReport)));

  for (const entry of bundle.entries) {
    try {
      await importEntry(entry);
    } catch (error) {
      // A mapping met a value of the wrong type where it reads one: the Bundle is not R4 there.
      if (error instanceof TypeError) throw refusedByRule(`${entry.resource.resourceType}${entry.resource.id ? `/${entry.resource.id.slice(0, 64)}` : ''} is not R4 where the clinic reads it`);
      throw error;
    }
  }

  async function importEntry(entry: BundleEntryRead): Promise<void> {
    const { resource } = entry;
    const type = resource.resourceType;
    if (REFERENCED_ONLY.has(type)) {
      tally.skipped(type, 'kept as the names the records that refer to it show');
      return;
    }
    if (type === 'Observation' && inReports.has(resource as Observation)) return;
    const key = keyOf(entry);
    if (isKnown(type, key)) {
      tally.present(type);
      if (type === 'DiagnosticReport') tally.present('Observation', resultsOf(resource as DiagnosticReport).length);
      return;
    }

    switch (type) {
      case 'Observation': {
        const observation = resource as Observation;
        const vital = vitalKind(observation);
        if (vital === 'derived') {
          tally.skipped(type, derivedReason(observation));
          break;
        }
        if (vital === 'measure') {
          const read = readVital(observation, now);
          if (!read.ok) {
            // A measure the clinic's rules cannot take (a unit it does not convert, a value past its plausible range,
            // a date without a time) is still the other system's measurement: kept as sent, beside the clinic's
            // readings and out of their trends. One that does not stand or is dated ahead is not a measurement taken.
            const other = readOtherObservation(observation, bundle.context);
            if (!other.ok || other.row.takenAt.getTime() > now.getTime() + MEASURED_AT_SLACK_MS) {
              tally.skipped(type, read.reason);
              break;
            }
            (staged.others ??= []).push(other.row);
            tally.stored(type);
            remember(type, key);
            break;
          }
          staged.vitals.push(read.row);
          tally.stored(type);
          remember(type, key);
          break;
        }
        const sent = categoryCodes(observation).includes('laboratory') ? readSentResult(observation) : null;
        if (!sent?.ok) {
          // Neither a clinic measure nor a result the laboratory's store reads (no LOINC code, say): kept as sent.
          const other = readOtherObservation(observation, bundle.context);
          if (!other.ok) {
            tally.skipped(type, sent ? sent.reason : other.reason);
            break;
          }
          (staged.others ??= []).push(other.row);
          tally.stored(type);
          remember(type, key);
          break;
        }
        await storeImportedLabOrder(db, { patientId, importId, reportName: null, takenAt: sent.at, issuedAt: null, results: [sent] });
        tally.stored(type);
        remember(type, key);
        break;
      }
      case 'DiagnosticReport': {
        const report = resource as DiagnosticReport;
        let stored = false;
        if (LAB_CATEGORY(report)) {
          const results = resultsOf(report);
          const read = results.map((observation) => ({ observation, sent: readSentResult(observation) }));
          const kept = read.flatMap(({ sent }) => (sent.ok ? [sent] : []));
          // A result the laboratory's store cannot read is kept as sent, as one sent alone would be; the report then
          // counts as kept, so that importing it again adds none of its results twice.
          for (const { observation, sent } of read) {
            if (sent.ok) continue;
            const other = readOtherObservation(observation, bundle.context);
            if (!other.ok) {
              tally.skipped('Observation', sent.reason);
              continue;
            }
            (staged.others ??= []).push(other.row);
            tally.stored('Observation');
            stored = true;
            const resultEntry = byResource.get(observation);
            if (resultEntry) remember('Observation', keyOf(resultEntry));
          }
          const count = await storeImportedLabOrder(db, { patientId, importId, ...reportHead(report), panels: await panels(), results: kept });
          if (count > 0) {
            stored = true;
            tally.stored('Observation', count);
            for (const { observation, sent } of read) {
              const resultEntry = byResource.get(observation);
              if (sent.ok && resultEntry) remember('Observation', keyOf(resultEntry));
            }
          }
        }
        const form = presentedFormOf(report);
        let present = false;
        if (form.attachment) {
          const file = readAttachment(form.attachment, bundle.context, report, form.title);
          if (file.ok && firstTimeFile(file.row)) {
            await storeImportedDocument(db, owner, { title: form.title, at: form.at, file: file.row }, now);
            stored = true;
          } else if (file.ok) present = true;
          else if (!stored) tally.skipped(type, file.reason);
        }
        if (stored || present) {
          if (stored) tally.stored(type);
          else tally.present(type);
          remember(type, key);
        } else if (!form.attachment) tally.skipped(type, LAB_CATEGORY(report) ? 'a laboratory report with no result the clinic keeps' : 'a report with neither laboratory results nor its document');
        break;
      }
      case 'DocumentReference': {
        const document = documentOf(resource as DocumentReference);
        const file = readAttachment(document.attachment, bundle.context, resource, document.title);
        if (!file.ok) {
          tally.skipped(type, file.reason);
          break;
        }
        if (firstTimeFile(file.row)) {
          await storeImportedDocument(db, owner, { title: document.title, at: document.at, file: file.row }, now);
          tally.stored(type);
        } else tally.present(type);
        remember(type, key);
        break;
      }
      case 'AllergyIntolerance': {
        const outcome = await importAllergy(db, patientId, importId, resource as AllergyIntolerance);
        if (outcome.kind === 'skipped') tally.skipped(type, outcome.reason);
        else {
          if (outcome.kind === 'stored') tally.stored(type);
          else tally.present(type);
          remember(type, key);
        }
        break;
      }
      default: {
        const writer = history.writers[type];
        if (!writer) {
          tally.skipped(type, 'not a record the clinic keeps');
          break;
        }
        const outcome = await writer(resource as Resource, staged);
        if (!outcome.ok) {
          tally.skipped(type, outcome.reason);
          break;
        }
        tally.stored(type);
        remember(type, key);
      }
    }
  }

  for (let start = 0; start < staged.vitals.length; start += 1000) {
    const rows = staged.vitals.slice(start, start + 1000).map((vital) => ({ patientId, measure: vital.measure, value: vital.value, value2: vital.value2, takenAt: vital.takenAt, source: 'import' as const, sourceId: importId }));
    await db.insert(observations).values(rows);
  }
  await history.flush(staged);
  for (let start = 0; start < newKeys.length; start += 1000) {
    await db.insert(importedResources).values(newKeys.slice(start, start + 1000).map((one) => ({ ...one, patientId, importId })));
  }

  const summary = tally.summary();
  await db.update(recordImports).set({ summary }).where(eq(recordImports.id, importId));
  await recordAudit(db, {
    actorId: importer.doctorId,
    actorEmail: importer.actorEmail,
    action: landing.created ? 'create' : 'update',
    entity: 'patient',
    entityId: patientId,
    patientId,
    address: importer.address,
    detail: `Record imported from ${request.sourceName.slice(0, 60)}: ${summaryWords(summary)}`,
  });
  return { ok: true, patientId, created: landing.created, importId, summary };
}
