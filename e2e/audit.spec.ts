import { expect, test } from './fixtures/test';
import { DEMO_DOCTOR, SIGNED_OUT } from './fixtures/demo-doctor';
import { AuditPage } from './pages/audit-page';
import { LoginPage } from './pages/login-page';
import { PrescriptionListPage } from './pages/prescription-pages';
import { download, signUpFreshDoctor } from './pages/shared';

const DEMO_PERSON = 'Adaeze Nwankwo';
const CSV_HEADER = 'ID,At (UTC),Actor ID,Actor,Actor email,Action,Entity,Entity ID,Patient ID,Patient number,Patient,Address,Outcome,Detail';

test('an administrator finds their own sign-in and a change they just made on the Audit screen', async ({ browser }) => {
  // A sign-in of its own, in a browser of its own, so that the newest sign-in line is this one.
  const context = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await context.newPage();
  try {
    const startedAt = Date.now();
    const login = new LoginPage(page);
    await login.goto();
    await login.signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);

    // A change of patient data: a prescription's status switch.
    const list = new PrescriptionListPage(page);
    await list.goto();
    const row = list.rows().first();
    const href = await row.getByRole('link', { name: /^View the prescription for / }).getAttribute('href');
    const id = /id=(\d+)/.exec(href ?? '')?.[1];
    expect(id).toBeTruthy();
    const status = list.statusSwitch(row);
    const wasOn = await status.isChecked();
    await status.click();
    await expect(status).toBeChecked({ checked: !wasOn });
    await expect(page.getByText('Prescription status updated')).toBeVisible();

    // Settings leads to Audit.
    await page.goto('/doctor/settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: /^Audit/ }).click();
    const audit = new AuditPage(page);
    await expect(audit.heading).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['When', 'Who', 'Action', 'What', 'Patient', 'Address', 'Outcome', 'Detail']);

    // The change, newest first: who, what, its patient and the outcome.
    await audit.filter({ person: DEMO_PERSON, action: 'Changed' });
    await expect(page).toHaveURL(/action=update/);
    await expect(page).toHaveURL(/person=\d+/);
    // The Person filter shows who it filters by after the page is read again.
    await expect(audit.person).toHaveValue('Dr. Adaeze Nwankwo');
    const change = audit.cells(audit.rows.first());
    await expect(change.nth(1)).toContainText('Dr. Adaeze Nwankwo');
    await expect(change.nth(2)).toHaveText('Changed');
    await expect(change.nth(3)).toHaveText(`Prescription ${id}`);
    await expect(change.nth(4)).not.toHaveText('—');
    await expect(change.nth(6)).toHaveText('Done');
    await expect(change.nth(7)).toHaveText(`status: ${!wasOn}`);
    // Every row the filter leaves is a change.
    await expect(audit.rows.getByRole('cell', { name: 'Changed', exact: true })).toHaveCount(await audit.rows.count());

    // The sign-in, from this browser's address, after the test started.
    await audit.filter({ action: 'Signed in' });
    const signIn = audit.cells(audit.rows.first());
    await expect(signIn.nth(2)).toHaveText('Signed in');
    await expect(signIn.nth(3)).toHaveText('Session');
    await expect(signIn.nth(5)).toHaveText('127.0.0.1');
    const at = await signIn.nth(0).locator('time').getAttribute('datetime');
    expect(new Date(at ?? 0).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);

    // A date range that ends before the demo data leaves nothing.
    await audit.filter({ from: '2001-01-01', to: '2001-01-31' });
    await expect(page.getByText('No events match these filters.')).toBeVisible();
    await expect(audit.count).toHaveText('0 events');

    // Clearing the person leaves the other filters; Reset clears every field.
    await page.getByRole('button', { name: 'Clear Person' }).click();
    await expect(audit.person).toHaveValue('');
    await audit.filter({});
    await expect(page).not.toHaveURL(/person=\d/);
    await expect(page).toHaveURL(/from=2001-01-01/);
    await page.getByRole('link', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/doctor\/settings\/audit$/);
    await expect(audit.from).toHaveValue('');
    await expect(audit.count).not.toHaveText('0 events');
  } finally {
    await context.close();
  }
});

test('dates typed while the page is still loading its script are the dates Apply sends', async ({ page }) => {
  // Hold the page's script so that the dates are typed into the page as the server drew it, as on a slow line.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  const audit = new AuditPage(page);
  await page.goto('/doctor/settings/audit', { waitUntil: 'commit' });
  await audit.from.fill('2001-01-01');
  await audit.to.fill('31/01/2001');
  release();
  // Once the script runs, the fields keep the dates typed, written day first.
  await expect(audit.from).toHaveValue('01/01/2001');
  await expect(audit.to).toHaveValue('31/01/2001');
  await audit.apply.click();
  await expect(page).toHaveURL(/from=2001-01-01&to=2001-01-31/);
  await expect(audit.count).toHaveText('0 events');
});

test('opening a patient in the side sheet is a view in the trail, found by the patient filter as "P-000061", in the patient number', async ({ page }) => {
  await page.goto('/doctor/patients');
  const card = page.getByTestId('patient-card').first();
  const name = (await card.getByRole('heading').textContent())!;
  const number = (await card.getByText(/^P-\d{6}$/).textContent())!;
  await card.getByRole('button', { name: /^View Details of / }).click();
  await expect(page).toHaveURL(/[?&]patient=\d+/);
  const patientId = new URL(page.url()).searchParams.get('patient')!;

  const audit = new AuditPage(page);
  await audit.goto();
  // The number as the card writes it: the browser takes it (no "Please match the requested format"), the
  // server reads it, and the trail names the patient by it, never by the internal id.
  await audit.filter({ patient: number, action: 'Viewed' });
  await expect(page).toHaveURL(new RegExp(`[?&]patient=${number}(&|$)`));
  await expect(audit.patient).toHaveValue(number);
  const view = audit.cells(audit.rows.first());
  await expect(view.nth(2)).toHaveText('Viewed');
  await expect(view.nth(3)).toHaveText(`Patient ${number}`);
  await expect(view.nth(4)).toHaveText(`${name}${number}`);
  await expect(view.nth(7)).toHaveText('sheet');
  const byNumber = await audit.count.textContent();
  await expect(audit.table).not.toContainText(new RegExp(`\\bPatient ${patientId}\\b`));

  // The number typed as people shorten it, and the internal id older links carry, find the same lines.
  await audit.filter({ patient: `p${Number(number.slice(2))}` });
  await expect(audit.patient).toHaveValue(number);
  await expect(audit.count).toHaveText(byNumber!);
  await audit.goto(`?patient=${patientId}&action=view`);
  await expect(audit.count).toHaveText(byNumber!);

  // A row's patient link filters by the number.
  await audit.goto('?action=view');
  await audit.rows.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]patient=${number}(&|$)`));
  await expect(audit.patient).toHaveValue(number);

  // The chart's Access history names the patient by the number too.
  await page.goto(`/doctor/patients/${patientId}/access-history`);
  const history = page.getByRole('region', { name: 'Access history events' });
  await expect(history.getByRole('cell', { name: `Patient ${number}` }).first()).toBeVisible();
  await expect(history).not.toContainText(new RegExp(`\\bPatient ${patientId}\\b`));
});

test('a ?patient= that opens no sheet (no such patient, or a patient of another page) records no view', async ({ page }) => {
  // A patient of page 2: viewing them there is one line.
  await page.goto('/doctor/patients?page=2');
  await page.getByRole('button', { name: /^View Details of / }).first().click();
  await expect(page).toHaveURL(/[?&]patient=\d+/);
  const onPageTwo = new URL(page.url()).searchParams.get('patient')!;
  const audit = new AuditPage(page);
  const views = async (patient: string) => {
    await audit.goto();
    await audit.filter({ patient, action: 'Viewed' });
    return audit.count.textContent();
  };
  const before = await views(onPageTwo);

  // Page 1 does not show them: no sheet, no line. Nor for an id that is nobody's.
  await page.goto(`/doctor/patients?patient=${onPageTwo}`);
  await expect(page.getByRole('button', { name: /^View Details of / }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/doctor/patients?patient=2147483000');
  await expect(page.getByRole('button', { name: /^View Details of / }).first()).toBeVisible();
  expect(await views(onPageTwo)).toBe(before);
  expect(await views('2147483000')).toBe('0 events');
});

test('Export CSV downloads the filtered trail, and the export is itself in the trail', async ({ page }) => {
  const audit = new AuditPage(page);
  await audit.goto('?action=sign-in');
  await expect(audit.exportLink).toHaveAttribute('href', '/doctor/settings/audit/export?action=sign-in');
  const file = await download(page, audit.exportLink);
  expect(file.name).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = file.bytes.toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line.split(',')[5]).toBe('sign-in');
  expect(lines.slice(1).some((line) => line.includes(DEMO_DOCTOR.email))).toBe(true);

  await audit.goto('?action=export');
  const exported = audit.cells(audit.rows.first());
  await expect(exported.nth(3)).toHaveText('Audit trail');
  await expect(exported.nth(7)).toHaveText('action=sign-in');
});

test('a doctor who is not an administrator is refused the Audit screen and its export', async ({ browser, page }) => {
  const { context, page: other, email } = await signUpFreshDoctor(browser, 'audit');
  try {
    // As the Staff screen: to them it does not exist, and Settings does not offer it.
    await other.goto('/doctor/settings/audit');
    await expect(other.getByText('PageNotFound', { exact: true })).toBeVisible();
    await expect(new AuditPage(other).heading).toHaveCount(0);
    await other.goto('/doctor/settings');
    await expect(other.getByRole('link', { name: /^Change Password/ })).toBeVisible();
    await expect(other.getByRole('link', { name: /^Audit/ })).toHaveCount(0);
    const response = await other.request.get('/doctor/settings/audit/export');
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: 'Only an administrator can export the audit trail' });
  } finally {
    await context.close();
  }

  // The administrator finds the refused export in the trail, under the new doctor's email.
  const audit = new AuditPage(page);
  await audit.goto('?action=export');
  const refused = audit.rows.filter({ hasText: email });
  await expect(refused).toHaveCount(1);
  await expect(audit.cells(refused).nth(6)).toHaveText('Refused');
});
