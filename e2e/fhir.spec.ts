import type { Bundle, DocumentReference, OperationOutcome, Patient } from '@medplum/fhirtypes';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { expect, test } from './fixtures/test';
import { download } from './pages/shared';

// The FHIR server as the production build serves it, through the proxy: JSON only, OperationOutcomes for every
// refusal, the doctor's session as the credential. (Each resource's mapping and search: the unit tests.)

const FHIR_JSON = 'application/fhir+json; charset=utf-8';

test('a signed-in doctor searches and reads patients as FHIR; signed out it is a 401 OperationOutcome', async ({ page, playwright, baseURL }) => {
  const found = await page.request.get('/fhir/Patient?name=chinedu%20okafor', { maxRedirects: 0 });
  expect(found.status()).toBe(200);
  expect(found.headers()['content-type']).toBe(FHIR_JSON);
  expect(found.headers()['cache-control']).toBe('no-store');
  const bundle = (await found.json()) as Bundle<Patient>;
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
  const patient = bundle.entry!.map((entry) => entry.resource).find((one) => one?.name?.[0].text === 'Chinedu Okafor');
  expect(patient).toBeDefined();
  expect(patient!.identifier![0].value).toMatch(/^P-\d{6}$/);

  const read = await page.request.get(`/fhir/Patient/${patient!.id}`);
  expect(((await read.json()) as Patient).id).toBe(patient!.id);

  const signedOut = await playwright.request.newContext({ baseURL, storageState: SIGNED_OUT });
  const refused = await signedOut.get('/fhir/Patient', { maxRedirects: 0 });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as OperationOutcome).resourceType).toBe('OperationOutcome');
  // The CapabilityStatement is for anyone.
  const metadata = await signedOut.get('/fhir/metadata');
  expect(metadata.status()).toBe(200);
  expect((await metadata.json()).resourceType).toBe('CapabilityStatement');
  await signedOut.dispose();
});

test('refusals are OperationOutcomes with their status: the base, an unknown type, XML, a bad parameter', async ({ page }) => {
  for (const [path, status] of [
    ['/fhir', 404],
    ['/fhir/Basic', 404],
    ['/fhir/Patient?_format=xml', 406],
    ['/fhir/Patient?_count=lots', 400],
    ['/fhir/Patient/no-such-patient', 404],
  ] as const) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers()['content-type'], path).toBe(FHIR_JSON);
    expect(((await response.json()) as OperationOutcome).resourceType, path).toBe('OperationOutcome');
  }
});

test('the chart’s "Download record (FHIR)" gives the whole record as one Bundle, the same as $everything pages through', async ({ page }) => {
  const found = (await (await page.request.get('/fhir/Patient?name=chinedu%20okafor')).json()) as Bundle<Patient>;
  const id = found.entry!.map((entry) => entry.resource!).find((one) => one.name?.[0].text === 'Chinedu Okafor')!.id!;
  await page.goto(`/doctor/patients/${id}`);
  const file = await download(page, page.getByRole('navigation', { name: 'Chart actions' }).getByRole('link', { name: 'Download record (FHIR)' }));
  expect(file.name).toMatch(/^P-\d{6}-record\.fhir\.json$/);
  const record = JSON.parse(file.bytes.toString('utf8')) as Bundle;
  expect(record).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect(record.entry![0]!.resource).toMatchObject({ resourceType: 'Patient', id });
  expect(file.name).toBe(`${(record.entry![0]!.resource as Patient).identifier![0]!.value}-record.fhir.json`);

  // The API's $everything, page after page, holds the same resources in the same order.
  const paged: string[] = [];
  for (let url: string | undefined = `/fhir/Patient/${id}/$everything?_count=50`; url; ) {
    const bundle = (await (await page.request.get(url)).json()) as Bundle;
    paged.push(...(bundle.entry ?? []).filter((entry) => entry.search?.mode === 'match').map((entry) => `${entry.resource!.resourceType}/${entry.resource!.id}`));
    url = bundle.link?.find((link) => link.relation === 'next')?.url;
  }
  // Then the files its documents name, in the Bundle itself: the record travels whole (another installation imports it).
  const keys = record.entry!.map((entry) => `${entry.resource!.resourceType}/${entry.resource!.id}`);
  expect(keys.slice(0, paged.length)).toEqual(paged);
  const named = new Set(
    record.entry!.flatMap((entry) => (entry.resource?.resourceType === 'DocumentReference' ? ((entry.resource as DocumentReference).content ?? []).map((content) => `Binary/${content.attachment.url?.split('/').pop()}`) : [])),
  );
  expect(keys.slice(paged.length).length).toBeGreaterThan(0);
  for (const key of keys.slice(paged.length)) expect(named).toContain(key);
  const types = new Set(paged.map((key) => key.split('/')[0]));
  for (const type of ['Patient', 'Observation', 'MedicationRequest', 'Appointment']) expect(types).toContain(type);
  for (const type of types) {
    expect(['Patient', 'AllergyIntolerance', 'Condition', 'Observation', 'DiagnosticReport', 'MedicationRequest', 'MedicationStatement', 'Immunization', 'Appointment', 'Encounter', 'DocumentReference', 'ServiceRequest', 'Specimen']).toContain(type);
  }

  // The download is in the patient's Access history.
  await page.goto(`/doctor/patients/${id}/access-history`);
  await expect(page.getByText(/FHIR record P-\d{6}-record\.fhir\.json/).first()).toBeVisible();
});
