import { expect, test } from './fixtures/test';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { DOCTOR_ROUTES } from './fixtures/routes';

test.describe('the public and doctor routes answer', () => {
  // Each route answering 200 with its heading: e2e/every-screen.spec.ts, with its console, axe and focus checks.
  test('/login and /signup send a signed-in doctor to the dashboard, or to where /login was told to go next', async ({ page }) => {
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/doctor\/dashboard$/);
    }
    await page.goto('/login?next=%2Fdoctor%2Fschedule');
    await expect(page).toHaveURL(/\/doctor\/schedule$/);
  });

  test('/doctor goes to the dashboard', async ({ page }) => {
    await page.goto('/doctor');
    await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  });

  test('/about shows only the word About', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('main')).toHaveText('About');
  });

  for (const width of [1440, 390]) {
    test(`/about lines up with the header's logo at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const logo = await page.getByRole('link', { name: 'HMS home' }).boundingBox();
      const about = await page.getByRole('heading', { level: 1, name: 'About' }).boundingBox();
      expect(Math.round(about!.x)).toBe(Math.round(logo!.x));
    });
  }

  test('an unknown path answers 404 with PageNotFound', async ({ page }) => {
    const response = await page.goto('/no/such/place');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('PageNotFound', { exact: true })).toBeVisible();
  });

  // No doctor screen streams a loading state before its content (it is in the first HTML): a missing record answers 404 on each.
  for (const [path, status] of [['/doctor/no-such-screen', 404], ['/doctor/appointment/999999', 404], ['/doctor/edit-diagnosis/999999', 404]] as const) {
    test(`${path} shows PageNotFound inside the doctor area, and a way back`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByText('PageNotFound', { exact: true })).toBeVisible();
      // The sidebar stays.
      await expect(page.getByRole('link', { name: 'Appointments' }).first()).toBeVisible();
      await page.getByRole('link', { name: 'Back to the dashboard' }).click();
      await expect(page).toHaveURL(/\/doctor\/dashboard$/);
    });
  }
});

test.describe('without a session', () => {
  test.use({ storageState: SIGNED_OUT });

  test('a doctor screen lands on the Login screen, which knows where to come back to', async ({ page }) => {
    await page.goto('/doctor/patients?search=okafor');
    await expect(page).toHaveURL(/\/login\?next=%2Fdoctor%2Fpatients%3Fsearch%3Dokafor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  // The proxy answers every doctor route with that redirect before any page runs: its answer is the whole behaviour,
  // read without a browser.
  for (const [path] of [['/doctor'], ...DOCTOR_ROUTES]) {
    test(`${path} is sent to /login`, async ({ request, baseURL }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location, baseURL);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('next')).toBe(path);
    });
  }
});
