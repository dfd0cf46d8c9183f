import type { z } from '@/lib/zod';
import { badRequest, FhirError, refusedByRule } from '@/lib/fhir/outcome';
import { referencedId } from '@/lib/fhir/search/reference';
import { LOINC } from '../codes';
import { flagOfInterpretation } from '../interpretation';
import type { ResultFlag } from '@/lib/lab/rules/states';
import { observationSchema, reportSchema, specimenSchema, type BundleInput, type ObservationInput, type SpecimenInput } from './bundle-input';

// A laboratory's transaction Bundle read into what it reports, before the database is asked: each DiagnosticReport
// with the ServiceRequest it answers, its Observations (the Bundle's own entries, by their fullUrl) and its
// Specimen. Whatever cannot be read so is refused naming the entry, and nothing is written.

/** One result as the lab sent it, and how a refusal names it. */
export interface SentResult {
  entry: number;
  /** "Observation urn:uuid:… (LOINC 718-7)": its fullUrl, else its place in the Bundle, and its code. */
  label: string;
  loincCodes: string[];
  observation: ObservationInput;
  /** The laboratory's own flag, kept when it sent one. */
  labFlag: ResultFlag | null;
  /** Not yet final: stored, not released. */
  preliminary: boolean;
  /** What its notes say (an amended result: why), or null. */
  note: string | null;
}

/** One report: the request it answers, the results in it, the specimen they were measured in. */
export interface SentReport {
  entry: number;
  label: string;
  serviceRequestId: number;
  final: boolean;
  /** Sent as amended or corrected: its results replace released ones, each saying why. */
  amended: boolean;
  /** The report's conclusion: why it was amended, where a result's note does not say. */
  conclusion: string | null;
  /** When the specimen was taken, as the report or its Specimen says (text: checked against the order). */
  collectedAt: string | null;
  accession: string | null;
  specimenEntry: number | null;
  results: SentResult[];
  subjectReferences: string[];
}

export interface SentBundle {
  reports: SentReport[];
  /** The entries in the Bundle's order, for the answer: a report's, a result's, a specimen's. */
  entries: Array<{ type: 'DiagnosticReport' | 'Observation' | 'Specimen' }>;
}

const TAKEN = ['DiagnosticReport', 'Observation', 'Specimen'] as const;
type TakenType = (typeof TAKEN)[number];

const REPORT_FINAL = ['final', 'amended', 'corrected', 'appended'];
const REPORT_PRELIMINARY = ['preliminary', 'partial'];
const RESULT_STATUSES = ['final', 'amended', 'corrected', 'preliminary'];

function parsed<S extends z.ZodType>(schema: S, resource: unknown, where: string): z.output<S> {
  const result = schema.safeParse(resource);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new FhirError(400, 'structure', `${where}.resource${issue.path.length > 0 ? `.${issue.path.join('.')}` : ''}: ${issue.message}.`);
}

const loincOf = (observation: ObservationInput) => (observation.code.coding ?? []).filter((one) => one.system === LOINC && one.code).map((one) => one.code!.trim());

/** A reference to an entry of the Bundle: its fullUrl exactly, or `Type/id` of the resource's own id. */
function entryReferenced(reference: string | undefined, entries: BundleInput['entry'], type: TakenType): number | null {
  if (!reference) return null;
  const index = entries.findIndex((entry) => {
    const resource = entry.resource as { resourceType?: unknown; id?: unknown } | undefined;
    if (resource?.resourceType !== type) return false;
    return entry.fullUrl === reference || (typeof resource.id === 'string' && reference === `${type}/${resource.id}`);
  });
  return index < 0 ? null : index;
}

/** When a specimen was taken, as the Specimen says. */
const collectedOf = (specimen: SpecimenInput) => specimen.collection?.collectedDateTime ?? specimen.collection?.collectedPeriod?.start ?? null;

/**
 * Reads a transaction Bundle of a laboratory's results: DiagnosticReports based on a ServiceRequest of this server,
 * each result an Observation entry of the Bundle; Specimens where the lab says when and in what it took them.
 */
export function readResultsBundle(bundle: BundleInput): SentBundle {
  if (bundle.type !== 'transaction') throw badRequest(`A Bundle of type ${bundle.type.slice(0, 30)} is not taken here: send the results as a transaction (all or nothing).`);
  const entries = bundle.entry;
  const where = (index: number) => `Bundle.entry[${index}]`;
  const fullUrls = new Set<string>();
  const types: TakenType[] = entries.map((entry, index) => {
    const type = (entry.resource as { resourceType?: unknown } | undefined)?.resourceType;
    if (typeof type !== 'string') throw new FhirError(400, 'structure', `${where(index)}.resource is required: a resource with its resourceType.`);
    if (!(TAKEN as readonly string[]).includes(type)) throw refusedByRule(`${where(index)}: a ${type.slice(0, 40)} is not taken here; a laboratory sends DiagnosticReport, Observation and Specimen entries`);
    if (!entry.request) throw new FhirError(400, 'structure', `${where(index)}.request is required: each entry of a transaction says its method and url.`);
    if (entry.request.method !== 'POST' || entry.request.url.replace(/^\/+/, '') !== type) {
      throw new FhirError(422, 'not-supported', `${where(index)}: only POST ${type} is taken (the results are new), not ${entry.request.method.slice(0, 10)} ${entry.request.url.slice(0, 60)}.`);
    }
    if (entry.fullUrl) {
      if (fullUrls.has(entry.fullUrl)) throw new FhirError(400, 'structure', `${where(index)}.fullUrl ${entry.fullUrl.slice(0, 80)} is used by another entry.`);
      fullUrls.add(entry.fullUrl);
    }
    return type as TakenType;
  });

  const claimed = new Map<number, number>();
  const reports = entries.flatMap((entry, index): SentReport[] => {
    if (types[index] !== 'DiagnosticReport') return [];
    const label = `DiagnosticReport ${entry.fullUrl ?? where(index)}`;
    const report = parsed(reportSchema, entry.resource, where(index));
    const final = REPORT_FINAL.includes(report.status);
    if (!final && !REPORT_PRELIMINARY.includes(report.status)) throw refusedByRule(`${label}: a report with status ${report.status.slice(0, 20)} holds no results to keep; send final or preliminary`);
    const based = (report.basedOn ?? []).map((one) => (one.reference ? referencedId(one.reference, 'ServiceRequest') : null));
    if (based.length !== 1 || based[0] === null) throw refusedByRule(`${label}: basedOn must name the one ServiceRequest of this server it reports on (ServiceRequest/{id})`);
    const specimenEntry = entryReferenced(report.specimen?.[0]?.reference, entries, 'Specimen') ?? (types.filter((type) => type === 'Specimen').length === 1 ? types.indexOf('Specimen') : null);
    const specimen = specimenEntry === null ? null : parsed(specimenSchema, entries[specimenEntry]!.resource, where(specimenEntry));
    const results = (report.result ?? []).map((reference, position): SentResult => {
      const found = entryReferenced(reference.reference, entries, 'Observation');
      if (found === null) throw refusedByRule(`${label}: result[${position}] ${String(reference.reference).slice(0, 80)} is not an Observation of this Bundle`);
      if (claimed.has(found)) throw refusedByRule(`${where(found)}: an Observation is the result of one report, not of two`);
      claimed.set(found, index);
      const observation = parsed(observationSchema, entries[found]!.resource, where(found));
      const loincCodes = loincOf(observation);
      const resultLabel = `Observation ${entries[found]!.fullUrl ?? where(found)} (${loincCodes.length > 0 ? `LOINC ${loincCodes.join(', ')}` : 'no LOINC code'})`;
      if (!RESULT_STATUSES.includes(observation.status)) throw refusedByRule(`${resultLabel}: a result with status ${observation.status.slice(0, 20)} is not kept`);
      const note = (observation.note ?? []).map((one) => one.text?.trim() ?? '').filter(Boolean).join('\n') || null;
      return { entry: found, label: resultLabel, loincCodes, observation, labFlag: flagOfInterpretation(observation.interpretation), preliminary: observation.status === 'preliminary', note };
    });
    if (results.length === 0) throw refusedByRule(`${label}: it holds no result; each result is an Observation entry of this Bundle named in result`);
    return [
      {
        entry: index,
        label,
        serviceRequestId: based[0],
        final: final && results.every((result) => !result.preliminary),
        amended: report.status === 'amended' || report.status === 'corrected',
        conclusion: report.conclusion?.trim() || null,
        collectedAt: (specimen && collectedOf(specimen)) ?? report.effectiveDateTime ?? report.effectivePeriod?.start ?? null,
        accession: specimen?.accessionIdentifier?.value?.trim() || report.identifier?.find((one) => one.value?.trim())?.value?.trim() || null,
        specimenEntry,
        results,
        subjectReferences: [report.subject?.reference, specimen?.subject?.reference, ...results.map((result) => result.observation.subject?.reference)].filter((one): one is string => Boolean(one)),
      },
    ];
  });
  if (reports.length === 0) throw refusedByRule('The Bundle holds no DiagnosticReport: a laboratory sends its results as a report with its Observations');
  for (const [index, type] of types.entries()) {
    if (type === 'Observation' && !claimed.has(index)) throw refusedByRule(`${where(index)} (Observation ${entries[index]!.fullUrl ?? ''}): it is the result of no report; name it in a DiagnosticReport's result`);
  }
  const specimens = new Set(reports.map((report) => report.specimenEntry));
  for (const [index, type] of types.entries()) {
    if (type === 'Specimen' && !specimens.has(index)) throw refusedByRule(`${where(index)} (Specimen ${entries[index]!.fullUrl ?? ''}): it is the specimen of no report; name it in a DiagnosticReport's specimen`);
  }
  const seen = new Set<number>();
  for (const report of reports) {
    if (seen.has(report.serviceRequestId)) throw refusedByRule(`${report.label}: ServiceRequest/${report.serviceRequestId} is reported on twice in this Bundle`);
    seen.add(report.serviceRequestId);
  }
  return { reports, entries: types.map((type) => ({ type })) };
}
