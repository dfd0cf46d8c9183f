import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { NONE_AT_ANY_WIDTH, violationsAtEachWidth } from './fixtures/axe';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { pageOverflow } from './fixtures/layout';
import { expect, test } from './fixtures/test';
import { cardList, cardsOf, cardTitle } from './pages/data-cards';
import { ConnectedSystemsPage } from './pages/connected-systems-page';

// The administrators' Connected systems screen, end to end with the FHIR API: a system connected on the screen gets
// a token with its own key (SMART Backend Services) and reads patients; disabled on the screen, its token and its key
// open nothing; deleted, it leaves the list.

const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** A key pair as a vendor makes one: the public half goes on the screen, the private half signs. */
async function vendorKeys() {
  const kid = `e2e-${randomUUID()}`;
  const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid }] });
  return { kid, privateKey, jwks };
}

/** A client assertion of the system, for the token endpoint: lives four minutes, and is never the same twice. */
function assertion(clientId: string, audience: string, { kid, privateKey }: { kid: string; privateKey: CryptoKey }) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES384', kid })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('4m')
    .setJti(randomUUID())
    .sign(privateKey);
}

function askForToken(api: APIRequestContext, clientAssertion: string) {
  return api.post('/fhir/auth/token', {
    form: { grant_type: 'client_credentials', client_assertion_type: ASSERTION_TYPE, client_assertion: clientAssertion, scope: 'system/Patient.rs' },
  });
}

test('an administrator connects a system that then reads the FHIR API with its own key; disabled it is refused, deleted it is gone', async ({ page, playwright, baseURL }) => {
  // A system connected, a token, a read, a disable (seen from the API twice) and a delete, each through the screen.
  test.slow();
  const name = `Lab system ${Date.now().toString(36)}`;
  const keys = await vendorKeys();
  const audience = `${baseURL}/fhir/auth/token`;

  await page.goto('/doctor/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: /^Connected systems/ }).click();
  const screen = new ConnectedSystemsPage(page);
  await expect(page).toHaveURL(/\/doctor\/settings\/connected-systems$/);
  await expect(screen.heading).toBeVisible();
  // The token endpoint is on the screen, for the vendor: it is what the assertion names as its audience.
  await expect(page.getByRole('main').locator('code').filter({ hasText: audience }).first()).toBeVisible();

  const { clientId, tokenEndpoint } = await screen.connect({ name, jwks: keys.jwks });
  expect(clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(tokenEndpoint).toBe(audience);
  await expect(screen.toast(`${name} is connected`)).toBeVisible();
  await expect(screen.cell(name, 'state')).toHaveText('Enabled');
  await expect(screen.cell(name, 'clientId')).toContainText(clientId);
  await expect(screen.cell(name, 'scopes')).toHaveText('system/*.rs');
  await expect(screen.cell(name, 'keys')).toHaveText('1');
  await expect(screen.cell(name, 'lastUsed')).toHaveText('Never');

  // The system's own requests: no cookie of the doctor's goes with them.
  const api = await playwright.request.newContext({ baseURL, storageState: SIGNED_OUT });
  try {
    const granted = await askForToken(api, await assertion(clientId, audience, keys));
    expect(granted.status()).toBe(200);
    const token = (await granted.json()) as { access_token: string; token_type: string; scope: string };
    expect(token).toMatchObject({ token_type: 'bearer', scope: 'system/Patient.rs' });
    const bearer = { Authorization: `Bearer ${token.access_token}` };
    const read = await api.get('/fhir/Patient?_count=1', { headers: bearer });
    expect(read.status()).toBe(200);
    expect((await read.json()).resourceType).toBe('Bundle');

    // Its token was given just now: the screen says when, on the clinic's clock.
    await page.reload();
    await expect(screen.cell(name, 'lastUsed')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);

    await screen.row(name).getByRole('button', { name: `Disable ${name}`, exact: true }).click();
    await expect(screen.toast(`${name} disabled`)).toBeVisible();
    await expect(screen.cell(name, 'state')).toHaveText('Disabled');
    await page.reload();
    await expect(screen.cell(name, 'state')).toHaveText('Disabled');
    await expect(screen.row(name).getByRole('button', { name: `Enable ${name}`, exact: true })).toBeVisible();

    expect((await api.get('/fhir/Patient?_count=1', { headers: bearer })).status()).toBe(401);
    const refused = await askForToken(api, await assertion(clientId, audience, keys));
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'invalid_client' });
  } finally {
    await api.dispose();
  }

  await screen.row(name).getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await expect(screen.confirmDialog).toHaveAccessibleName(`Delete ${name}?`);
  await expect(screen.confirmDialog).toContainText('Its access tokens stop working at once');
  await screen.confirmDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(screen.toast(`${name} deleted`)).toBeVisible();
  await expect(screen.row(name)).toHaveCount(0);
  await page.reload();
  await expect(screen.heading).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});

test("a system registers a patient from another record and their penicillin allergy: the chart shows both, its phone marked; the system then cannot be deleted", async ({ page, playwright, baseURL }) => {
  test.slow();
  const name = `Pharmacy ${Date.now().toString(36)}`;
  const keys = await vendorKeys();
  const audience = `${baseURL}/fhir/auth/token`;
  const screen = new ConnectedSystemsPage(page);
  await screen.goto();
  const { clientId } = await screen.connect({ name, jwks: keys.jwks, scopes: 'system/Patient.crs system/AllergyIntolerance.crs' });

  // A Synthea record (tests/fixtures/fhir): a US phone, no Nigerian number; a new family name, so never a duplicate here.
  const synthea = JSON.parse(readFileSync(path.join(process.cwd(), 'tests/fixtures/fhir/synthea-patient.json'), 'utf8')) as { name: Array<{ family: string }> };
  const family = `Ochoa${Date.now().toString(36)}`;
  synthea.name = synthea.name.map((part) => ({ ...part, family }));
  const api = await playwright.request.newContext({ baseURL, storageState: SIGNED_OUT });
  let patientId: string;
  try {
    const granted = await api.post('/fhir/auth/token', {
      form: { grant_type: 'client_credentials', client_assertion_type: ASSERTION_TYPE, client_assertion: await assertion(clientId, audience, keys), scope: 'system/Patient.c system/AllergyIntolerance.c' },
    });
    expect(granted.status()).toBe(200);
    const headers = { Authorization: `Bearer ${((await granted.json()) as { access_token: string }).access_token}`, 'Content-Type': 'application/fhir+json' };
    const registered = await api.post('/fhir/Patient', { headers, data: JSON.stringify(synthea) });
    expect(registered.status()).toBe(201);
    patientId = ((await registered.json()) as { id: string }).id;
    const allergy = { resourceType: 'AllergyIntolerance', category: ['medication'], code: { text: 'Penicillin' }, patient: { reference: `Patient/${patientId}` }, reaction: [{ manifestation: [{ text: 'Hives' }] }] };
    expect((await api.post('/fhir/AllergyIntolerance', { headers, data: JSON.stringify(allergy) })).status()).toBe(201);
  } finally {
    await api.dispose();
  }

  await page.goto(`/doctor/patients/${patientId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Barbara209 Leonor133 ${family}`);
  await expect(page.getByTestId('chart-phone')).toHaveText('555-403-6377 (as another system sent it: check it with the patient)');
  await expect(page.getByRole('main')).toContainText('Penicillin');

  await screen.goto();
  await screen.row(name).getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await screen.confirmDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(screen.confirmDialog).toContainText(`${name} recorded drug allergies in patients' records and stays their recorder: disable it instead.`);
  await screen.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(screen.cell(name, 'state')).toHaveText('Enabled');
});

test('the form says why pasted keys cannot be taken, on their field', async ({ page }) => {
  const screen = new ConnectedSystemsPage(page);
  await screen.goto();
  await page.getByRole('button', { name: 'Connect a system' }).click();
  const form = page.getByRole('dialog', { name: 'Connect a system' });
  await form.getByLabel('Name').fill(`Bad keys ${Date.now().toString(36)}`);
  await form.getByLabel('JWKS').fill('{"keys": []}');
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(form.getByText('The JWKS must be an object with a "keys" list of at least one key')).toBeVisible();
  await expect(form.getByLabel('JWKS')).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);
});

test('with a system in it, the list reads on a phone as cards and passes axe at both widths, its dialogs too', async ({ page }) => {
  const name = `Pharmacy system with a long name ${Date.now().toString(36)}`;
  const screen = new ConnectedSystemsPage(page);
  await screen.goto();
  await screen.connect({ name, jwks: (await vendorKeys()).jwks, scopes: 'system/Patient.rs system/Observation.cruds system/MedicationRequest.rs' });
  await expect(screen.cell(name, 'state')).toHaveText('Enabled');
  // The screen, not the toasts over it (they close themselves after five seconds): the screen as a reload draws it.
  await page.reload();
  await expect(screen.cell(name, 'state')).toHaveText('Enabled');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);

  // A phone: no table, a card named by the system, nothing scrolled sideways, its buttons in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(screen.table).toHaveCount(0);
  const card = cardsOf(cardList(page, 'Connected systems')).filter({ hasText: name });
  await expect(card).toHaveAccessibleName(name);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  for (const button of [`Disable ${name}`, `Delete ${name}`, `Copy the client ID of ${name}`]) {
    const box = (await card.getByRole('button', { name: button, exact: true }).boundingBox())!;
    expect(box.x + box.width, button).toBeLessThanOrEqual(390);
  }
  // The long name wraps beside the buttons, never under them.
  const nameBox = (await (await cardTitle(card)).locator('span').first().boundingBox())!;
  const disableBox = (await card.getByRole('button', { name: `Disable ${name}`, exact: true }).boundingBox())!;
  expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(disableBox.x);

  await page.getByRole('button', { name: 'Connect a system' }).click();
  const form = page.getByRole('dialog', { name: 'Connect a system' });
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await expect(screen.confirmDialog).toBeVisible();
  expect(await violationsAtEachWidth(page)).toEqual(NONE_AT_ANY_WIDTH);
  await screen.confirmDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(screen.toast(`${name} deleted`)).toBeVisible();
  await expect(card).toHaveCount(0);
});
