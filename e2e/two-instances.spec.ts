import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { Client } from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/postgres-server';
import { SERVER_ENV, startAppServer, type AppServer } from './fixtures/app-server';
import { bookTomorrow, TOKEN } from './fixtures/book-tomorrow';
import { DEMO_DOCTOR, SIGNED_OUT, uniqueEmail } from './fixtures/demo-doctor';
import { LoginPage } from './pages/login-page';

// Two servers on one PostgreSQL agree. A write through either is seen by the other at its next request
// (the cached figures go by the database's generations, migration 0020), a session made on one works on the other,
// and the sign-in limits count the tries made on both. A throwaway PostgreSQL (scripts/postgres-server.ts) is
// started for it. Where none can be had, playwright.config.ts leaves this file out of the run and says so loudly,
// as `npm run test:pg` does; once it is in the run, a PostgreSQL that cannot be started is a failure.

test.use({ storageState: SIGNED_OUT });
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);
const KEY = { 'x-api-key': SERVER_ENV.HOSPITAL_API_KEY };

let postgres: ThrowawayPostgres | undefined;
let databaseUrl = '';
const servers: AppServer[] = [];
let serverA: AppServer;
let serverB: AppServer;

// If the worker ends without its afterAll (killed), PostgreSQL is still stopped and its folder removed.
process.once('exit', () => postgres?.remove());

test.beforeAll(async () => {
  // Installing PostgreSQL (as root on Debian, when it is missing) takes minutes; the servers' starts, seconds.
  test.setTimeout(600_000);
  await startThrowawayPostgres({ onCreated: (created) => (postgres = created) });
  databaseUrl = await postgres!.createDatabase('hms_two_instances');
  // TRUSTED_PROXY_HOPS: each sign-in try below comes "from" an address of its own, through X-Forwarded-For.
  const env = { DATABASE_URL: databaseUrl, TRUSTED_PROXY_HOPS: '1' };
  // Both at once on the new, empty database: each applies the migrations as it starts.
  const starts = await Promise.allSettled([startAppServer(env), startAppServer(env)]);
  for (const start of starts) if (start.status === 'fulfilled') servers.push(start.value);
  for (const start of starts) if (start.status === 'rejected') throw start.reason;
  [serverA, serverB] = servers;
  // A server never seeds PostgreSQL: the demo data and the demo doctor, as `npm run db:seed` adds them beside it.
  const seeded = await run('npx', ['tsx', 'scripts/db-seed.ts'], { env: { ...process.env, ...SERVER_ENV, APP_URL: serverA.baseURL, DATABASE_URL: databaseUrl } });
  expect(seeded.stdout).toContain('Seeded the sample data and the demo doctor');
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  postgres?.remove();
});

/** A browser signed in as the demo doctor on `server`. */
async function signedInOn(browser: Browser, server: AppServer): Promise<Page> {
  const context = await browser.newContext({ storageState: SIGNED_OUT, baseURL: server.baseURL });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signInAndWait(DEMO_DOCTOR.email, DEMO_DOCTOR.password);
  return page;
}

const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The dashboard's figures on `server`, as the page shows them. */
async function dashboardOn(page: Page, server: AppServer) {
  await page.goto(`${server.baseURL}/doctor/dashboard`);
  const figure = async (key: string) => numberIn(await page.getByTestId(`stat-${key}`).textContent());
  return { allPatients: await figure('allPatients'), pendingAppointments: await figure('pendingAppointments') };
}

/** A list's total on `server`, through the hospital API: its cached count. */
async function totalOn(server: AppServer, pathAndQuery: string, headers: Record<string, string>) {
  const response = await fetch(`${server.baseURL}${pathAndQuery}`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
}

/** The Transactions screen's Success card on `server`, in naira. */
async function successCardOn(page: Page, server: AppServer) {
  await page.goto(`${server.baseURL}/doctor/transactions`);
  return numberIn(await page.getByTestId('summary-success').getByTestId('summary-amount').textContent());
}

test('a booking made on A is counted on B’s dashboard and in B’s list total at once', async ({ browser, playwright }) => {
  const page = await signedInOn(browser, serverB);
  // Read first, so that B has the figures cached when A books.
  const before = await dashboardOn(page, serverB);
  expect(await dashboardOn(page, serverB)).toEqual(before);
  const patientsBefore = await totalOn(serverB, '/api/v1/users?limit=1', KEY);
  const appointmentsBefore = await totalOn(serverB, '/api/v1/appointments?limit=1', TOKEN);

  const onA = await playwright.request.newContext({ baseURL: serverA.baseURL });
  try {
    await bookTomorrow(onA, { namePrefix: 'Two Instances', label: 'booked-on-a', time: '10:00' });
  } finally {
    await onA.dispose();
  }

  // The booking registered its patient too.
  expect(await dashboardOn(page, serverB)).toEqual({ allPatients: before.allPatients + 1, pendingAppointments: before.pendingAppointments + 1 });
  expect(await totalOn(serverB, '/api/v1/users?limit=1', KEY)).toBe(patientsBefore + 1);
  expect(await totalOn(serverB, '/api/v1/appointments?limit=1', TOKEN)).toBe(appointmentsBefore + 1);
  await page.context().close();
});

test('a payment recorded outside both servers shows on both Transactions screens at their next view', async ({ browser }) => {
  const page = await signedInOn(browser, serverA);
  const before = { a: await successCardOn(page, serverA), b: await successCardOn(page, serverB) };
  expect(before.b).toBe(before.a);
  // As psql would: a pending payment of this year, with an amount, marked successful.
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `update transactions set status = 'success'
        where id = (select t.id from transactions t join transaction_items i on i.transaction_id = t.id
                     where t.status = 'pending' and t.date >= date_trunc('year', current_date)::date and i.amount_kobo > 0
                     order by t.id limit 1)`,
    );
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
  const after = { a: await successCardOn(page, serverA), b: await successCardOn(page, serverB) };
  expect(after.a).toBeGreaterThan(before.a);
  expect(after.b).toBe(after.a);
  await page.context().close();
});

test('a session made on A works on B, and signing out on B ends it on A', async ({ browser }) => {
  const page = await signedInOn(browser, serverA);
  // The browser sends the cookie to both (cookies do not go by port); only A has seen this sign-in.
  await page.goto(`${serverB.baseURL}/doctor/dashboard`);
  await expect(page).toHaveURL(`${serverB.baseURL}/doctor/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: /^Dr\. / }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${serverB.baseURL}/login?signedOut=1`);
  await page.goto(`${serverA.baseURL}/doctor/dashboard`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.context().close();
});

test('ten wrong passwords spread over A and B lock the account on both', async ({ browser }) => {
  const email = uniqueEmail('two-instances');
  const password = 'right-password-29';
  const context = await browser.newContext({ storageState: SIGNED_OUT });
  const page = await context.newPage();
  await page.goto(`${serverA.baseURL}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/doctor\/dashboard$/);
  await context.clearCookies();

  // Each try from an address of its own, so that only the account's limit (10 from any address) can stop them;
  // five each: a server that counted only its own would still let the right password in.
  const login = new LoginPage(page);
  const tryOn = async (server: AppServer, address: string, typed: string) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await page.goto(`${server.baseURL}/login`);
    await login.attempt(email, typed);
  };
  for (let attempt = 1; attempt <= 10; attempt++) {
    await tryOn(attempt % 2 === 1 ? serverA : serverB, `203.0.113.${attempt}`, `wrong-${attempt}`);
    await expect(login.alert).toHaveText('Invalid email or password');
  }
  for (const [server, address] of [[serverA, '198.51.100.1'], [serverB, '198.51.100.2']] as const) {
    await tryOn(server, address, password);
    await expect(login.alert).toHaveText(/^Too many attempts\. Try again in \d+ minutes\.$/);
    await expect(page).toHaveURL(/\/login$/);
  }
  await context.close();
});
