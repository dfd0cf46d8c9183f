// The import of a patient's record from another system (POST /fhir/$import-record), measured on the bench's database:
// a record of the size a hospital sends (150 observations, 30 visits, 40 reports: about 1.5 MB) must be stored within
// 3 seconds, and a 20 MB one without the server's memory passing its bound.
import { randomUUID } from 'node:crypto';
import { MemorySampler } from './server';
import { TARGETS, type TargetCheck } from './targets';

export interface RecordShape {
  observations: number;
  encounters: number;
  reports: number;
  /** The size the Bundle's JSON should come to, about. */
  bytes: number;
}

export const RECORD_SHAPES = {
  usual: { observations: 150, encounters: 30, reports: 40, bytes: 1.5 * 1024 * 1024 },
  largest: { observations: 150, encounters: 30, reports: 40, bytes: 19.5 * 1024 * 1024 },
} as const satisfies Record<string, RecordShape>;

/** The longest a usual record may take to import, and the largest resident memory while the largest one imports. */
export const IMPORT_TARGETS = { usualMaxMs: 3000 } as const;

const LOINC = 'http://loinc.org';
const VITALS = [
  { code: '29463-7', unit: 'kg', value: (n: number) => 60 + (n % 20) },
  { code: '8867-4', unit: '/min', value: (n: number) => 60 + (n % 30) },
  { code: '8310-5', unit: 'Cel', value: (n: number) => 36.5 + (n % 10) / 10 },
  { code: '9279-1', unit: '/min', value: (n: number) => 14 + (n % 6) },
];

/** A record of `shape`, made for the bench: each run's patient new (its own identifier and name). */
export function benchRecord(shape: RecordShape): string {
  const run = randomUUID();
  const subject = { reference: `urn:uuid:${run}` };
  const day = (n: number) => new Date(Date.UTC(2015, 0, 1) + n * 86_400_000 * 3).toISOString().replace('.000Z', '+00:00');
  const entries: unknown[] = [
    {
      fullUrl: `urn:uuid:${run}`,
      resource: {
        resourceType: 'Patient',
        identifier: [{ system: 'https://bench.example/mrn', value: run }],
        name: [{ given: ['Bench'], family: `Record ${run.slice(0, 8)}` }],
        gender: 'female',
        birthDate: '1980-05-05',
        telecom: [{ system: 'phone', value: `+234 803 ${run.replace(/\D/g, '').padEnd(7, '7').slice(0, 7)}` }],
      },
    },
  ];
  for (let n = 0; n < shape.encounters; n += 1) {
    entries.push({ fullUrl: `urn:uuid:${randomUUID()}`, resource: { resourceType: 'Encounter', id: `visit-${n}`, status: 'finished', class: { code: 'AMB' }, type: [{ text: 'Review' }], subject, period: { start: day(n), end: day(n) } } });
  }
  for (let n = 0; n < shape.observations; n += 1) {
    const vital = n % 3 !== 2;
    const kind = VITALS[n % VITALS.length]!;
    const resource = vital
      ? { resourceType: 'Observation', id: `obs-${n}`, status: 'final', category: [{ coding: [{ code: 'vital-signs' }] }], code: { coding: [{ system: LOINC, code: kind.code }] }, subject, effectiveDateTime: day(n % 300), valueQuantity: { value: kind.value(n), system: 'http://unitsofmeasure.org', code: kind.unit } }
      : { resourceType: 'Observation', id: `obs-${n}`, status: 'final', category: [{ coding: [{ code: 'laboratory' }] }], code: { coding: [{ system: LOINC, code: '718-7', display: 'Hemoglobin' }] }, subject, effectiveDateTime: day(n % 300), valueQuantity: { value: 11 + (n % 5), system: 'http://unitsofmeasure.org', code: 'g/dL' }, referenceRange: [{ low: { value: 12 }, high: { value: 15.5 } }] };
    entries.push({ fullUrl: `urn:uuid:${randomUUID()}`, resource });
  }
  const skeleton = JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: entries });
  // The reports' notes fill the rest: plain text, each its own, in base64 as systems send files.
  const perReport = Math.max(200, Math.floor(((shape.bytes - skeleton.length) / shape.reports - 400) * 0.75));
  for (let n = 0; n < shape.reports; n += 1) {
    const line = `Report ${n} of ${run}: clinical note, findings and plan. `;
    const note = line.repeat(Math.ceil(perReport / line.length)).slice(0, perReport);
    entries.push({
      fullUrl: `urn:uuid:${randomUUID()}`,
      resource: { resourceType: 'DocumentReference', id: `note-${n}`, status: 'current', description: `Clinic note ${n + 1}`, subject, date: day(n), content: [{ attachment: { contentType: 'text/plain', data: Buffer.from(note).toString('base64') } }] },
    });
  }
  return JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: entries });
}

export interface ImportMeasure {
  name: keyof typeof RECORD_SHAPES;
  bytes: number;
  status: number;
  ms: number;
  /** The largest resident memory of the server's processes while it imported. */
  peakRssBytes: number;
  /** What the server said (its OperationOutcome's first lines, or its refusal). */
  said: string[];
  /** Whether the server still answered afterwards: its heap stayed within --max-old-space-size, or it would have died. */
  aliveAfter: boolean;
}

/** Imports each record of RECORD_SHAPES once, one after the other, on a quiet server. */
export async function measureImports(baseUrl: string, token: () => Promise<string>, serverPids: readonly number[]): Promise<ImportMeasure[]> {
  const measures: ImportMeasure[] = [];
  for (const name of Object.keys(RECORD_SHAPES) as Array<keyof typeof RECORD_SHAPES>) {
    const body = benchRecord(RECORD_SHAPES[name]);
    const memory = new MemorySampler(serverPids, 100);
    memory.resetWindow();
    const started = performance.now();
    const response = await fetch(`${baseUrl}/fhir/$import-record?patient=new&source=Bench`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/fhir+json', Authorization: `Bearer ${await token()}` },
      body,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const peakRssBytes = memory.resetWindow();
    memory.stop();
    let said: string[] = [];
    try {
      said = ((JSON.parse(text) as { issue?: Array<{ details?: { text?: string } }> }).issue ?? []).map((issue) => issue.details?.text ?? '').slice(0, 6);
    } catch {
      said = [text.slice(0, 200)];
    }
    const aliveAfter = await fetch(`${baseUrl}/about`).then((answer) => answer.ok, () => false);
    measures.push({ name, bytes: Buffer.byteLength(body), status: response.status, ms, peakRssBytes, said, aliveAfter });
  }
  return measures;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The import's two targets: the usual record stored within 3 s; the largest stored with the server's heap within its
 * bound (--max-old-space-size=384: past it the process dies, so a server that stored it and still answers kept to
 * it). The resident memory of the process (V8's heap not yet collected, and the embedded database's own) is stated
 * beside it, against the bench's bound under load for comparison.
 */
export function importChecks(measures: readonly ImportMeasure[]): TargetCheck[] {
  return measures.map((measure) => {
    const stored = measure.status === 200 || measure.status === 201;
    if (measure.name === 'usual') {
      return { subject: `record import (${mib(measure.bytes)})`, target: `stored within ${IMPORT_TARGETS.usualMaxMs / 1000} s`, actual: stored ? `${(measure.ms / 1000).toFixed(2)} s` : `status ${measure.status}`, met: stored && measure.ms <= IMPORT_TARGETS.usualMaxMs };
    }
    const rss = `peak RSS ${mib(measure.peakRssBytes)} (${measure.peakRssBytes < TARGETS.maxPeakRssBytes ? 'within' : 'over'} the ${TARGETS.maxPeakRssBytes / 1024 / 1024} MB of a load)`;
    return {
      subject: `record import (${mib(measure.bytes)}) memory`,
      target: 'stored, the server alive after it (heap ≤ 384 MB)',
      actual: stored ? `${(measure.ms / 1000).toFixed(2)} s, ${measure.aliveAfter ? 'alive' : 'gone'}; ${rss}` : `status ${measure.status}`,
      met: stored && measure.aliveAfter,
    };
  });
}
