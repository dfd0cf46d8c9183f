import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Resource } from '@medplum/fhirtypes';
import { readImmunization } from '@/lib/immunizations/fhir/from-immunization';
import { readMedication } from '@/lib/medication-history/fhir/from-medication';
import { readPastVisit } from '@/lib/past-visits/fhir/from-encounter';
import { readProblem } from '@/lib/problems/fhir/from-condition';
import type { ImportContext, Mapped } from '@/lib/record-import/context';
import { referenceIndex } from '@/lib/record-import/bundle/references';
import * as arb from './arbitraries';

// The import hands each mapping a resource whose elements no one has checked: the Bundle's reader checks only its
// entries' types. Whatever an element holds, a mapping answers a row the database takes, or why it keeps none; it
// never throws (an exception would fail the whole import as the server's fault).

fc.configureGlobal({ seed: arb.FUZZ_SEED, numRuns: arb.FUZZ_RUNS });

const fixture = (name: string): Resource => JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir', name), 'utf8')) as Resource;

/** The element names the mappings read, at any depth. */
const ELEMENTS = [
  'text', 'coding', 'system', 'code', 'display', 'reference', 'type', 'start', 'end', 'value', 'unit', 'low', 'high', 'status',
  'resourceType', 'note', 'clinicalStatus', 'verificationStatus', 'onsetDateTime', 'onsetPeriod', 'onsetString', 'abatementDateTime',
  'abatementPeriod', 'abatementString', 'recordedDate', 'recorder', 'asserter', 'vaccineCode', 'occurrenceDateTime', 'occurrenceString',
  'protocolApplied', 'doseNumberPositiveInt', 'doseNumberString', 'lotNumber', 'site', 'performer', 'function', 'actor', 'location',
  'statusReason', 'medicationCodeableConcept', 'medicationReference', 'ingredient', 'itemCodeableConcept', 'itemReference', 'dosage',
  'dosageInstruction', 'doseAndRate', 'doseQuantity', 'doseRange', 'timing', 'repeat', 'frequency', 'frequencyMax', 'period', 'periodMax',
  'periodUnit', 'boundsDuration', 'route', 'asNeededBoolean', 'asNeededCodeableConcept', 'effectiveDateTime', 'effectivePeriod', 'dateAsserted',
  'authoredOn', 'dispenseRequest', 'validityPeriod', 'requester', 'informationSource', 'reasonCode', 'reasonReference', 'class', 'participant',
  'individual', 'serviceProvider', 'name',
] as const;

/** Strings that mean something to a mapping: dates whole and partial, statuses, codes, references, and traps. */
const meaningful = fc.constantFrom(
  '2010', '2010-05', '2010-05-24', '2010-02-30', '2013-04-02T10:00:00+01:00', '2013-04-02T10:00:00', '2013-04-02T25:00:00Z', 'January 2012',
  'completed', 'not-done', 'entered-in-error', 'active', 'planned', 'cancelled', 'finished', 'AMB', 'EMER', 'AP', 'd', 'h', 'wk',
  'constructor', '__proto__', 'toString', '#med', '#', 'Practitioner/f201', 'Organization?identifier=x|1', 'urn:uuid:1',
  'http://snomed.info/sct', 'http://hl7.org/fhir/sid/cvx', 'http://www.nlm.nih.gov/research/umls/rxnorm', 'Patient/pat1', '', '   ',
);

const { value: hostile } = fc.letrec<{ value: unknown; node: Record<string, unknown> }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    meaningful,
    fc.jsonValue({ maxDepth: 1 }),
    arb.edgeNumber,
    fc.constantFrom(null, true, false, Number.NaN, []),
    tie('node'),
    fc.array(tie('value'), { maxLength: 3 }),
  ),
  node: fc.dictionary(fc.constantFrom(...ELEMENTS), tie('value'), { maxKeys: 4 }),
}));

type Path = ReadonlyArray<string | number>;

/**
 * Whether a place is one the Bundle's reader answers for rather than a mapping: the resource's type and id, and its
 * `contained` as a list of resources (the resolver looks a `#id` up in it), though not what those resources hold.
 */
const readersPlace = (path: Path) =>
  (path.length === 1 && (path[0] === 'resourceType' || path[0] === 'id' || path[0] === 'contained')) || (path.length === 2 && path[0] === 'contained');

/** Every place in a resource's JSON that a mapping answers for: each element, at any depth. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => {
    const path = [...prefix, key];
    return [...(readersPlace(path) ? [] : [path]), ...pathsOf(item, path)];
  });
}

function withValueAt(resource: Resource, path: Path, value: unknown): Resource {
  const copy = structuredClone(resource) as unknown as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    // An earlier change put something else where this place was: this one has nowhere to go.
    if (next === null || typeof next !== 'object') return resource;
    node = next as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy as unknown as Resource;
}

/**
 * A published resource with anything in a few of its places, at any depth (a coding's system a number, a dosage a
 * string, a list with a null in it), and now and then elements it did not have.
 */
function mangled(resource: Resource) {
  const paths = pathsOf(resource);
  const replaced = fc.array(fc.tuple(fc.constantFrom(...paths), hostile), { minLength: 1, maxLength: 4 });
  const added = fc.dictionary(fc.constantFrom(...ELEMENTS), hostile, { maxKeys: 2 });
  return fc.tuple(replaced, added).map(([changes, extra]) => {
    const changed = changes.reduce((current, [path, value]) => withValueAt(current, path, value), resource);
    return { ...extra, ...changed } as Resource;
  });
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A row the database takes: each value null, a string, or a valid instant; a day as YYYY-MM-DD; required words present. */
function expectInsertable(mapped: Mapped<Record<string, unknown>>, required: readonly string[]) {
  if (!mapped.ok) {
    expect(typeof mapped.reason).toBe('string');
    return;
  }
  for (const [column, value] of Object.entries(mapped.row)) {
    if (value instanceof Date) expect(Number.isNaN(value.getTime())).toBe(false);
    else if (value !== null) expect(typeof value).toBe('string');
    if (/On$/.test(column) && value !== null) expect(value).toMatch(ISO_DAY);
  }
  for (const column of required) expect(mapped.row[column] === '' || mapped.row[column] === null || mapped.row[column] === undefined).toBe(false);
}

const bundleOf = (...resources: Resource[]): ImportContext => referenceIndex(resources.map((resource) => ({ resource, fullUrl: null })));

describe('the import’s mappings, given resources with elements of any shape', () => {
  beforeAll(() => arb.announceFuzz('record mappings'));

  const referenced = ['synthea-organization-newman.json', 'synthea-location-newman.json', 'synthea-practitioner-hermiston.json', 'synthea-condition-hypertension.json'].map(fixture);
  const cases: Array<[string, string[], (resource: Resource, ctx: ImportContext) => Mapped<Record<string, unknown>>, string[]]> = [
    ['Condition', ['hl7-condition-example.json', 'hl7-condition-f201-fever.json', 'synthea-condition-stress.json'], (r, c) => readProblem(r as never, c), ['name', 'clinicalStatus']],
    ['Immunization', ['hl7-immunization-example.json', 'hl7-immunization-refused.json', 'synthea-immunization-influenza.json'], (r, c) => readImmunization(r as never, c), ['vaccine', 'status', 'givenOn']],
    [
      'MedicationStatement and MedicationRequest',
      ['hl7-medicationstatement-example1.json', 'hl7-medicationrequest0301.json', 'synthea-medicationrequest-lisinopril.json'],
      (r, c) => readMedication(r as never, c),
      ['name', 'status', 'kind'],
    ],
    ['Encounter', ['hl7-encounter-home.json', 'hl7-encounter-emerg.json', 'synthea-encounter-checkup.json'], (r, c) => readPastVisit(r as never, c), ['startedAt', 'status']],
  ];

  it.each(cases)('%s: a row the database takes, or why not; never an exception', (_type, names, read, required) => {
    const published = names.map(fixture);
    fc.assert(
      fc.property(fc.constantFrom(...published).chain(mangled), fc.array(fc.constantFrom(...published).chain(mangled), { maxLength: 2 }), (resource, others) => {
        expectInsertable(read(resource, bundleOf(...referenced, ...others)), required);
      }),
    );
  });
});
