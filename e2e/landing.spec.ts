import { expect, test } from './fixtures/test';
import { SIGNED_OUT } from './fixtures/demo-doctor';
import { LandingPage } from './pages/landing-page';

// As a visitor sees it: a signed-in doctor who follows Register or Get Started lands on the dashboard instead.
test.use({ storageState: SIGNED_OUT });

test.describe('landing page', () => {
  test('shows the brand, headline and tagline', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(landing.header.getByText('HMS', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/digital hospital management.*in one place/i);
    await expect(page.getByText(/next-generation hospital solutions/i)).toBeVisible();
  });

  test('header and footer have the five links with real targets', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    const expected = { Home: '/', Services: '/#services', About: '/#about', Contact: '/#contact', Register: '/signup' };
    for (const [name, href] of Object.entries(expected)) {
      await expect(landing.headerLink(name)).toHaveAttribute('href', href);
      await expect(landing.footerLink(name)).toHaveAttribute('href', href);
    }
  });

  test('Services, About and Contact scroll to sections that exist', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    for (const [name, id] of [['Services', 'services'], ['About', 'about'], ['Contact', 'contact']]) {
      await landing.headerLink(name).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });

  test('Register opens the signup page', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await landing.headerLink('Register').click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('both Get Started buttons go to /login', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    const buttons = page.getByRole('link', { name: 'Get Started' });
    await expect(buttons).toHaveCount(2);
    for (const index of [0, 1]) {
      await landing.goto();
      await buttons.nth(index).click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('footer states experience, phone, hours, location and copyright', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(landing.footer).toContainText('3+ years of experience');
    // The phone comes from SITE_PHONE (set for the test servers in e2e/fixtures/servers.ts).
    await expect(landing.footer.getByTestId('footer-phone')).toHaveText('+234 803 555 0142');
    await expect(landing.footer.getByTestId('footer-hours')).toHaveText('08:00 AM to 21:00 PM');
    await expect(landing.footer).toContainText('Rivers State, Nigeria');
    await expect(landing.footer).toContainText('© 2024');
  });

  test('the public layout keeps its main area at least 80% of the viewport high', async ({ page }) => {
    await page.goto('/about');
    const viewport = page.viewportSize()!;
    const box = await page.getByRole('main').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(viewport.height * 0.8 - 1);
  });
});
