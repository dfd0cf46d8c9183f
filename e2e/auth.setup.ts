import { DEMO_DOCTOR, SIGNED_OUT } from './fixtures/demo-doctor';
import { e2eServers } from './fixtures/servers';
import { test as setup } from './fixtures/test';
import { LoginPage } from './pages/login-page';

// Each server has a database of its own, so the demo doctor signs in on each, and its specs start from that state.
for (const server of e2eServers()) {
  setup(`sign in as the demo doctor on ${server.baseURL}`, async ({ browser }) => {
    // Signed out: the state this test writes is every other spec's default.
    const context = await browser.newContext({ baseURL: server.baseURL, storageState: SIGNED_OUT });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    await context.storageState({ path: server.doctorState });
    await context.close();
  });
}
