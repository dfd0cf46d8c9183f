// The clinic workload's writes, recorded once per run in a real browser and replayed over plain HTTP.
//
// Why record and replay: a clinician's writes in this app are Next.js Server Actions, a POST to the page's URL with
// a `Next-Action` header naming the action and its arguments encoded by React. The action ids change with every
// build, and Next documents no way to call an action from outside: the documented client is the browser. So at the
// start of a run Chromium (Playwright, the browser the e2e tests use) does each write once as a clinician does it on
// the screens, and what it sent (URL, headers, body, read with Playwright's request API) is recorded; the virtual
// users then send that request again with another patient's, appointment's or order's values in it. Nothing of
// Next's internals is read from disk or node_modules: only what the browser sent, and the answer's RSC text to tell
// a refusal (record-answer.ts).
//
// What each action records, and the slots its replays vary (replayRequest):
//   record vitals        /doctor/new-diagnosis?patient={id}: a diagnosis test with weight, blood pressure, pulse and
//                        SpO₂ (the app has no vitals-only form: the visit page's "Record diagnosis test" is where a
//                        doctor records them). Slots: patientId (body and `?patient=`). Replays may repeat freely;
//                        the body keeps the recorded patient's age and measuring time (`measuredAt`), as the form sent.
//   write prescription   /doctor/prescription/create-prescription?patient={id}: one tablet of Parastamol 500 mg, morning
//                        and evening for 3 days. Slots: patientId. A patient allergic to it would be refused (none is).
//   order tests          the chart's (/doctor/patients/{id}) "Order tests": a random blood glucose, routine. Slots:
//                        patientId (body and path). Each replay places a new order (awaiting specimen).
//   book follow-up       /doctor/appointments?book={id}: the patient booked with the signed-in doctor. Slots: patientId,
//                        date (YYYY-MM-DD), time (HH:MM). A replay needs a date and time within the doctor's hours and
//                        free: a taken one is refused ("taken", with the next free times) and counts as a refusal.
//   check in             the visit page's Check in (→ arrived). Slots: appointmentId. Each replay needs a pending or
//                        confirmed appointment of its own: the same one twice is refused.
//   complete visit       the visit page's Complete (→ completed). A replay on another visit sends `"early":true`, as
//                        the browser does once the doctor confirms a visit not yet begun: the replayed visit may start
//                        later today. Slots: appointmentId, an arrived (or confirmed) appointment per replay, never one
//                        completed.
//   register patient     /doctor/patients/new, with the duplicate check. Slots: name (the last name), phone (the form
//                        sends it as +234…; the server takes a local "0809 123 4567" too): both new per replay, or the
//                        duplicate check refuses it. The first name, date of birth and address stay the recorded ones;
//                        no email.
//   collect specimen     the lab worklist's Collect specimen of an order waiting for it. Slots: orderId, accession (the
//                        tube's label, new per replay).
//   enter results        the lab worklist's Enter results of an order in progress (specimen collected). Slots: orderId,
//                        and testId (the one test's catalogue id): a replay needs a collected order of that same test
//                        (as "order tests" places) with no result yet.
//   release results      the lab worklist's Verify and release. Slots: orderId: an order whose results are entered, by
//                        an account other than the replay's (unless the server runs LAB_SELF_VERIFICATION=on).
// Each action says whose session recorded it (`account`): a replay sends a cookie of that kind (the workload sends
// each clinician's own: a lab scientist's for the lab's steps).
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findChromium } from '../../chromium';
import type { SessionCookie } from '../sign-in';
import { firstLine, replayableHeaders } from './record-capture';
import { bookFollowUp, changeStatus, orderTests, recordVitals, registerPatient, writePrescription, type Recorded } from './record-flows';
import { collectSpecimen, enterResults, labOrderNumber, releaseResults } from './record-lab';

export { replayRequest } from './record-replay';
export { actionAnswer } from './record-answer';

export type RecordedActionName =
  | 'record vitals' // the visit page's "Record diagnosis test" form, its vitals, for a patient
  | 'write prescription' // /doctor/prescription/create-prescription for a patient, one medicine
  | 'order tests' // the chart's "Order tests" dialog: one test of the catalogue
  | 'book follow-up' // booking an appointment for a patient (/doctor/appointments' booking dialog)
  | 'check in' // an appointment's check-in (pending/confirmed -> arrived)
  | 'complete visit' // completing a visit of an arrived appointment
  | 'register patient' // /doctor/patients/new: registration with the duplicate check
  | 'collect specimen' // the lab worklist's Collect specimen of an order waiting for it
  | 'enter results' // the lab worklist (/doctor/lab): enter a result of an order's test
  | 'release results'; // and release (verify) it

export interface RecordedAction {
  name: RecordedActionName;
  /** Path (+search) the browser posted to. */
  path: string;
  /** Headers as the browser sent them, minus cookie, host, content-length, connection, and any header starting with ':'. */
  headers: Record<string, string>;
  body: string;
  /** The values recorded in the body/path that a replay replaces, by slot name, e.g. { patientId: '123' }. */
  slots: Record<string, string>;
  /** Whose session the browser had: a replay sends that account's cookie (absent: the doctor's). */
  account?: 'doctor' | 'labScientist';
}

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A browser context signed in with `cookie` (`__Host-` cookies are Secure, on path /, for the host alone). */
async function signedInContext(browser: Browser, baseUrl: string, cookie: SessionCookie, timeoutMs: number): Promise<{ context: BrowserContext; page: Page }> {
  const url = new URL(baseUrl);
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addCookies([
    {
      name: cookie.name,
      value: cookie.value,
      domain: url.hostname,
      path: '/',
      secure: cookie.name.startsWith('__Host-') || url.protocol === 'https:',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  page.setDefaultNavigationTimeout(timeoutMs);
  return { context, page };
}

/**
 * Why the cookie does not open `path` (a redirect to the login page, or an error), or null when it does. Asked
 * without following redirects: the proxy sends a signed-out browser to APP_URL's login page, which in development
 * may be another address than `baseUrl`.
 */
async function notSignedIn(context: BrowserContext, path: string, timeoutMs: number): Promise<string | null> {
  try {
    const response = await context.request.get(path, { maxRedirects: 0, timeout: timeoutMs });
    if (response.status() < 300) return null;
    const location = response.headers().location ?? '';
    return `the session cookie does not open ${path}: ${response.status()}${location ? ` to ${location}` : ''}`;
  } catch (error) {
    return `${path} did not answer: ${firstLine(error)}`;
  }
}

/**
 * Drives Chromium once through each write it can, signed in with the given cookies (added to the context with
 * Playwright's context.addCookies). Returns what was recorded and, for each write it could not record, why (never
 * throws for one flow's failure: a missing flow is reported, the others still recorded).
 *
 * The lab's steps work on the order that "order tests" has just placed (collected first by the lab, a step not
 * recorded), or, when it could not be placed, on `ids.labOrderId`. Results are entered as the lab scientist and
 * released by the doctor (an administrator may verify): without a lab scientist the doctor does both, which the
 * server refuses unless it runs with LAB_SELF_VERIFICATION=on.
 */
export async function recordActions(options: {
  baseUrl: string;
  doctor: SessionCookie; // a doctor (role doctor or administrator)
  labScientist?: SessionCookie; // for enter/release results (an administrator may also do lab work)
  /** Another lab scientist, who verifies and releases what the first entered (else the doctor does, if allowed). */
  secondLabScientist?: SessionCookie;
  ids: { patientId: number; appointmentId?: number; /** an arrived appointment to complete */ arrivedAppointmentId?: number; labOrderId?: number };
  /** How long one step of a flow may take (a page's first compile in development is slow); 90 s. */
  timeoutMs?: number;
}): Promise<{ actions: RecordedAction[]; missing: Array<{ name: RecordedActionName; why: string }> }> {
  const { baseUrl, ids } = options;
  const timeoutMs = options.timeoutMs ?? 90_000;
  const actions: RecordedAction[] = [];
  const missing: Array<{ name: RecordedActionName; why: string }> = [];

  const keep = (name: RecordedActionName, recorded: Recorded, account: 'doctor' | 'labScientist') => {
    const url = new URL(recorded.sent.url);
    actions.push({ name, path: `${url.pathname}${url.search}`, headers: replayableHeaders(recorded.sent.headers), body: recorded.sent.body, slots: recorded.slots, account });
  };
  /** Runs one flow; a failure is the flow's, reported, never the run's. */
  async function attempt<T extends Recorded>(name: RecordedActionName, account: 'doctor' | 'labScientist', flow: () => Promise<T>): Promise<T | undefined> {
    try {
      const recorded = await flow();
      keep(name, recorded, account);
      return recorded;
    } catch (error) {
      missing.push({ name, why: firstLine(error) });
      return undefined;
    }
  }

  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: findChromium(), args: BROWSER_ARGS });
  } catch (error) {
    const why = `Chromium did not start: ${firstLine(error)}`;
    return { actions, missing: ALL_ACTIONS.map((name) => ({ name, why })) };
  }
  try {
    const doctor = await signedInContext(browser, baseUrl, options.doctor, timeoutMs);
    const { page } = doctor;
    const signedOut = await notSignedIn(doctor.context, '/doctor/patients', timeoutMs);
    if (signedOut) return { actions, missing: ALL_ACTIONS.map((name) => ({ name, why: `the doctor's session cannot be used: ${signedOut}` })) };
    const labContext = options.labScientist ? await signedInContext(browser, baseUrl, options.labScientist, timeoutMs) : null;
    const labSignedOut = labContext ? await notSignedIn(labContext.context, '/doctor/lab', timeoutMs) : null;
    const lab = labContext && !labSignedOut ? labContext.page : null;
    const releaserContext = options.secondLabScientist ? await signedInContext(browser, baseUrl, options.secondLabScientist, timeoutMs) : null;
    const releaser = releaserContext && !(await notSignedIn(releaserContext.context, '/doctor/lab', timeoutMs)) ? releaserContext.page : null;

    await attempt('register patient', 'doctor', () => registerPatient(page, timeoutMs));
    await attempt('record vitals', 'doctor', () => recordVitals(page, ids.patientId, timeoutMs));
    await attempt('write prescription', 'doctor', () => writePrescription(page, ids.patientId, timeoutMs));
    const ordered = await attempt('order tests', 'doctor', () => orderTests(page, ids.patientId, timeoutMs));
    await attempt('book follow-up', 'doctor', () => bookFollowUp(page, ids.patientId, timeoutMs));

    const checkedIn = ids.appointmentId === undefined ? undefined : await attempt('check in', 'doctor', () => changeStatus(page, ids.appointmentId!, 'Check in', timeoutMs));
    if (ids.appointmentId === undefined) missing.push({ name: 'check in', why: 'no appointmentId was given (a pending or confirmed appointment)' });
    // The appointment just checked in is an arrived one, when none other was given.
    const toComplete = ids.arrivedAppointmentId ?? (checkedIn ? ids.appointmentId : undefined);
    if (toComplete === undefined) missing.push({ name: 'complete visit', why: 'no arrived appointment: neither arrivedAppointmentId nor a checked-in appointmentId' });
    else await attempt('complete visit', 'doctor', () => changeStatus(page, toComplete, 'Complete', timeoutMs));

    const labPage = lab ?? page;
    const labAccount = lab ? 'labScientist' : 'doctor';
    const number = ordered?.number ?? (ids.labOrderId === undefined ? undefined : labOrderNumber(ids.labOrderId));
    if (number === undefined) {
      const why = `no lab order to work on: "order tests" was not recorded and no labOrderId was given`;
      missing.push({ name: 'enter results', why }, { name: 'release results', why });
    } else {
      // A new order waits for its specimen; one given may be collected already.
      // An order given by id is found by the number it most likely has (both count up from 1), checked by the id the dialog reads.
      const expectedId = ordered ? undefined : ids.labOrderId;
      let collected: string | null = null;
      try {
        keep('collect specimen', await collectSpecimen(labPage, number, timeoutMs, expectedId), labAccount);
      } catch (error) {
        collected = firstLine(error);
        missing.push({ name: 'collect specimen', why: collected });
      }
      const entered = await attempt('enter results', labAccount, async () => {
        try {
          return await enterResults(labPage, number, timeoutMs, expectedId);
        } catch (error) {
          throw new Error(`${firstLine(error)}${collected && ordered ? ` (collecting its specimen failed: ${collected})` : ''}`);
        }
      });
      if (!entered) missing.push({ name: 'release results', why: 'no results were entered to release' });
      // Released by another account than the one that entered: a second lab scientist, else the doctor.
      else
        await attempt('release results', releaser ? 'labScientist' : 'doctor', async () => {
          try {
            return await releaseResults(releaser ?? page, number, timeoutMs);
          } catch (error) {
            const alone = lab ? '' : ` (${labSignedOut ? `the lab scientist's session cannot be used: ${labSignedOut}` : 'no labScientist was given'}: the doctor entered the results and may not verify them too)`;
            throw new Error(`${firstLine(error)}${alone}`);
          }
        });
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
  return { actions, missing };
}

const ALL_ACTIONS: RecordedActionName[] = [
  'record vitals',
  'write prescription',
  'order tests',
  'book follow-up',
  'check in',
  'complete visit',
  'register patient',
  'collect specimen',
  'enter results',
  'release results',
];
