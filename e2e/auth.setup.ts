import { test as setup } from '@playwright/test';
import { DEMO_DOCTOR, DOCTOR_STORAGE_STATE } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';

setup('sign in as the demo doctor', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  await page.context().storageState({ path: DOCTOR_STORAGE_STATE });
});
