import { existsSync, readFileSync } from 'node:fs';
import { SERVER_ENV } from './fixtures/app-server';
import { demoDoctorSecrets, demoPatientFields, type NeverLogged } from './fixtures/never-logged';
import { SERVER_LOG } from './fixtures/server-log';

/** The e2e server's own credentials (playwright.config.ts's webServer.env). */
function serverSecrets(): NeverLogged[] {
  return ['SESSION_SECRET', 'HOSPITAL_API_KEY', 'HOSPITAL_API_TOKEN']
    .filter((name) => SERVER_ENV[name])
    .map((name) => ({ what: name, value: SERVER_ENV[name] }));
}

/**
 * After every spec has run against it, the e2e server's log must hold no patient's name, email or phone, no
 * session cookie and no credential (lib/log never writes them). A global teardown rather than a last spec: it
 * runs once after all the others whatever subset of specs was chosen, and before Playwright stops the server.
 */
export default async function scanServerLog(): Promise<void> {
  if (!existsSync(SERVER_LOG)) throw new Error(`The e2e server's log ${SERVER_LOG} is missing: playwright.config.ts's webServer command writes it`);
  const lines = readFileSync(SERVER_LOG, 'utf8').split('\n');
  if (lines.every((line) => !line.trim())) throw new Error(`The e2e server's log ${SERVER_LOG} is empty: the scan would prove nothing`);
  const found = [...demoPatientFields(), ...demoDoctorSecrets(), ...serverSecrets()].flatMap(({ what, value }) => {
    const at = lines.findIndex((line) => line.includes(value));
    return at === -1 ? [] : [`${what} (line ${at + 1})`];
  });
  if (found.length > 0) throw new Error(`The e2e server's log ${SERVER_LOG} holds what it must never write: ${found.join('; ')}`);
}
