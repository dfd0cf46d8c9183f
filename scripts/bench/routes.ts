// What the bench measures: /about (the baseline), every doctor screen and four API cases.
import { API_CASES, FHIR_PAGES, type RouteKind } from './targets';

export interface RouteSpec {
  name: string;
  /** The path to request; `{id}` is replaced by an id found on another route's page (see `idFrom`). */
  path: string;
  kind: RouteKind;
  /** 'system': a connected system's access token (scripts/bench/connected-system.ts). */
  auth: 'none' | 'session' | 'api-key' | 'system';
  /** Where a real id for `{id}` is found: a page measured earlier and a pattern whose group 1 is the id. */
  idFrom?: { route: string; pattern: RegExp };
  /**
   * The page's route as its folders under app/ write it, when that differs from the address: a route group
   * such as "(chart)" is a folder but no part of the address. Lets a reader (and routes.test.ts) find the
   * page.tsx a route measures.
   */
  page?: string;
  /**
   * A write: each request POSTs the resource this makes, `n` counting the requests (so that each patient or
   * allergy is a new one) and `id` the id found by `idFrom`.
   */
  write?: (n: number, id: string) => unknown;
  /**
   * A page deep in a FHIR search: the page that starts after this id, by the signed cursor its `next` links would
   * carry (scripts/bench/measure-all.ts signs it with the servers' secret).
   */
  pageAfter?: number;
}

/** A name fragment common among the generated patients (a surname of mocks/nigeria.ts) and one nobody has. */
export const SEARCH_HIT = 'okafor';
export const SEARCH_MISS = 'zzqxjv';

const doctor = (path: string, idFrom?: RouteSpec['idFrom'], page?: string): RouteSpec => ({
  name: path.replace('{id}', ':id'),
  path,
  kind: 'doctor',
  auth: 'session',
  ...(idFrom ? { idFrom } : {}),
  ...(page ? { page } : {}),
});

const api = (name: string, query: string): RouteSpec => ({ name, path: `/api/v1/users?${query}`, kind: 'api', auth: 'api-key' });

/** A FHIR search, as a connected system makes it: with an access token of its own. */
const fhir = (path: string, idFrom?: RouteSpec['idFrom']): RouteSpec => ({ name: path.replace('{id}', ':id'), path, kind: 'fhir', auth: 'system', ...(idFrom ? { idFrom } : {}) });

/** A connected system's write: POST of a new resource each request. */
const fhirWrite = (type: string, write: NonNullable<RouteSpec['write']>, idFrom?: RouteSpec['idFrom']): RouteSpec => ({
  name: `POST /fhir/${type}`,
  path: `/fhir/${type}`,
  kind: 'fhir',
  auth: 'system',
  write,
  ...(idFrom ? { idFrom } : {}),
});

/** What makes this run's writes its own: a second run on the same database registers new patients, not duplicates. */
const RUN = Date.now().toString(36);

/** A patient's id, from the first card of the patients screen. */
const FROM_PATIENTS: RouteSpec['idFrom'] = { route: '/doctor/patients', pattern: /id="view-details-(\d+)"/ };

/**
 * The patient the FHIR writes add to: the second card's, never the one whose chart and visits are measured. The
 * warm-up sends the writes too, and every run on a kept database adds thousands of readings and allergies: on the
 * first card's patient they grew the chart being measured (2,867 allergies after a few runs, a chart of 980 KB).
 */
export const FOR_WRITES: RouteSpec['idFrom'] = { route: '/doctor/patients', pattern: /id="view-details-\d+"[\s\S]*?id="view-details-(\d+)"/ };

/** In this order: list pages come before the detail pages that take an id from them. */
export const ROUTES: readonly RouteSpec[] = [
  { name: '/about', path: '/about', kind: 'baseline', auth: 'none' },
  doctor('/doctor/dashboard'),
  doctor('/doctor/patients'),
  // The side sheet open: each view appends an audit line, so this measures the audit trail's write.
  doctor('/doctor/patients?patient={id}', FROM_PATIENTS),
  doctor('/doctor/patients/new'),
  // Import record: the form (the import itself is measured once per size after the routes: scripts/bench/record-import.ts).
  doctor('/doctor/patients/import'),
  // The chart, the screen a doctor opens most, in its parts (app/doctor/patients/[id]/(chart)/: the route
  // group adds nothing to the address). Each part is its own request with its audit line.
  doctor('/doctor/patients/{id}', FROM_PATIENTS, '/doctor/patients/{id}/(chart)'), // the Overview
  doctor('/doctor/patients/{id}/diagnosis-tests', FROM_PATIENTS, '/doctor/patients/{id}/(chart)/diagnosis-tests'),
  doctor('/doctor/patients/{id}/prescriptions', FROM_PATIENTS, '/doctor/patients/{id}/(chart)/prescriptions'),
  doctor('/doctor/patients/{id}/transactions', FROM_PATIENTS, '/doctor/patients/{id}/(chart)/transactions'),
  doctor('/doctor/patients/{id}/medical-reports', FROM_PATIENTS, '/doctor/patients/{id}/(chart)/medical-reports'),
  doctor('/doctor/patients/{id}/access-history', FROM_PATIENTS, '/doctor/patients/{id}/(chart)/access-history'),
  // The patient's lab orders and each test over time (three orders a patient in the bulk data).
  doctor('/doctor/patients/{id}/results', FROM_PATIENTS, '/doctor/patients/{id}/(chart)/results'),
  doctor('/doctor/patients/{id}/edit', FROM_PATIENTS),
  doctor('/doctor/appointments'),
  doctor('/doctor/appointment/{id}', { route: '/doctor/appointments', pattern: /\/doctor\/appointment\/(\d+)/ }),
  doctor('/doctor/diagnosis'),
  doctor('/doctor/diagnosis-category'),
  doctor('/doctor/new-diagnosis'),
  doctor('/doctor/edit-diagnosis/{id}', { route: '/doctor/diagnosis', pattern: /\/doctor\/edit-diagnosis\/(\d+)/ }),
  doctor('/doctor/prescription'),
  doctor('/doctor/prescription/create-prescription'),
  doctor('/doctor/prescription/prescriptionn-details?id={id}', {
    route: '/doctor/prescription',
    pattern: /prescriptionn-details\?id=(\d+)/,
  }),
  doctor('/doctor/prescription/demo'),
  doctor('/doctor/transactions'),
  doctor('/doctor/reports'),
  doctor('/doctor/schedule'),
  // The lab's worklist over 300,000 orders: the first list, and the one that waits on a second scientist.
  doctor('/doctor/lab'),
  doctor('/doctor/lab?list=to-verify'),
  // The bed board over the bulk wards (266 beds, 200 occupied: scripts/bench/ward-fixtures.ts): without a ward, the
  // overview of the twelve wards (more beds than BOARD_ALL_BEDS_LIMIT); the first ward's beds, as its staff open them
  // from the overview's link; and the page of an admission that ward links an occupied bed to.
  doctor('/doctor/wards'),
  doctor('/doctor/wards?ward={id}', { route: '/doctor/wards', pattern: /\/doctor\/wards\?ward=(\d+)/ }),
  doctor('/doctor/admissions/{id}', { route: '/doctor/wards?ward=:id', pattern: /\/doctor\/admissions\/(\d+)/ }),
  doctor('/doctor/settings'),
  doctor('/doctor/settings/profile-page'),
  doctor('/doctor/settings/edit-profile'),
  doctor('/doctor/settings/change-password'),
  doctor('/doctor/settings/security'),
  doctor('/doctor/settings/medicines'),
  doctor('/doctor/settings/lab-tests'),
  // The administrators' wards and their beds (the bulk wards: twelve, 266 beds).
  doctor('/doctor/settings/wards'),
  doctor('/doctor/settings/staff'),
  doctor('/doctor/settings/audit'),
  doctor('/doctor/settings/voided'),
  doctor('/doctor/settings/connected-systems'),
  // Again after the doctor screens: the baseline is the mean of both runs, so a drift of the machine's load
  // during the run shows (and counts half).
  { name: '/about (again)', path: '/about', kind: 'baseline', auth: 'none' },
  fhir(`/fhir/Patient?name=${SEARCH_HIT}`),
  fhir('/fhir/Patient?identifier=P-050000'),
  fhir('/fhir/Observation?patient={id}&category=vital-signs', FROM_PATIENTS),
  fhir('/fhir/Observation?patient={id}&category=laboratory&code=718-7', FROM_PATIENTS),
  fhir('/fhir/DiagnosticReport?patient={id}&status=final', FROM_PATIENTS),
  // The orders still waiting across 300,000, as an outside lab polls for its work.
  fhir('/fhir/ServiceRequest?status=active&category=108252007'),
  // A whole record of at least 100 observations (scripts/bench/fhir-fixtures.ts), on one page.
  fhir('/fhir/Patient/1/$everything?_count=200'),
  { name: FHIR_PAGES.page1, path: '/fhir/Patient?_count=20', kind: 'fhir', auth: 'system' },
  // Page 500: the page after the 9,980th patient, as 499 `next` links would reach it.
  { name: FHIR_PAGES.page500, path: '/fhir/Patient?_count=20', kind: 'fhir', auth: 'system', pageAfter: 499 * 20 },
  api(API_CASES.page1, 'limit=10&page=1'),
  api(API_CASES.deepPage, 'limit=10&page=10000'),
  api(API_CASES.searchHit, `limit=10&page=1&search=${SEARCH_HIT}`),
  api(API_CASES.searchMiss, `limit=10&page=1&search=${SEARCH_MISS}`),
  // The writes last: what they add (patients, measurements, allergies, audit lines) is read by no route after them.
  fhirWrite('Patient', (n) => ({
    resourceType: 'Patient',
    name: [{ family: `Bench${n}`, given: [`Write${RUN}`] }],
    gender: n % 2 ? 'male' : 'female',
    birthDate: '1990-04-02',
  })),
  fhirWrite(
    'Observation',
    (n, id) => ({
      resourceType: 'Observation',
      status: 'final',
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }] }],
      code: { coding: [{ system: 'http://loinc.org', code: '8867-4' }] },
      subject: { reference: `Patient/${id}` },
      effectiveDateTime: new Date(Date.now() - n * 1000).toISOString(),
      valueQuantity: { value: 60 + (n % 40), unit: '/min', system: 'http://unitsofmeasure.org', code: '/min' },
    }),
    FOR_WRITES,
  ),
  fhirWrite(
    'AllergyIntolerance',
    (n, id) => ({ resourceType: 'AllergyIntolerance', category: ['medication'], code: { text: `Bench drug ${RUN}-${n}` }, patient: { reference: `Patient/${id}` }, reaction: [{ manifestation: [{ text: 'Rash' }] }] }),
    FOR_WRITES,
  ),
];

/** Whether any of `routes` reads the wards, which a database seeded before them gets first (scripts/bench/ward-fixtures.ts). */
export const readsWards = (routes: readonly RouteSpec[]): boolean => routes.some((route) => /^\/doctor\/(settings\/)?(wards|admissions)\b/.test(route.path));

/** The routes asked for with --only (by a fragment of their name), always with the baseline. */
export function selectRoutes(routes: readonly RouteSpec[], only: readonly string[]): RouteSpec[] {
  if (only.length === 0) return [...routes];
  return routes.filter((route) => route.kind === 'baseline' || only.some((fragment) => route.name.includes(fragment)));
}
