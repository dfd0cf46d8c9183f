import { existsSync, readFileSync } from 'node:fs';
import { demoDoctorSecrets, demoPatientFields, type NeverLogged } from './fixtures/never-logged';
import { e2eServers, SERVER_ENV } from './fixtures/servers';

/** The e2e servers' own credentials (fixtures/servers.ts's SERVER_ENV). */
function serverSecrets(): NeverLogged[] {
  return ['SESSION_SECRET', 'HOSPITAL_API_KEY', 'HOSPITAL_API_TOKEN']
    .filter((name) => SERVER_ENV[name])
    .map((name) => ({ what: name, value: SERVER_ENV[name] }));
}

/**
 * After every spec has run against them, no e2e server's log may hold a patient's name, email or phone, a session
 * cookie or a credential (lib/log never writes them). A global teardown rather than a last spec: it runs once
 * after all the others whatever subset of specs was chosen, and before Playwright stops the servers.
 */
export default async function scanServerLogs(): Promise<void> {
  for (const server of e2eServers()) {
    if (!existsSync(server.log)) throw new Error(`The e2e server's log ${server.log} is missing: playwright.config.ts's webServer command writes it`);
    const lines = readFileSync(server.log, 'utf8').split('\n');
    if (lines.every((line) => !line.trim())) throw new Error(`The e2e server's log ${server.log} is empty: the scan would prove nothing`);
    const found = [...demoPatientFields(), ...demoDoctorSecrets(server), ...serverSecrets()].flatMap(({ what, value }) => {
      const at = lines.findIndex((line) => line.includes(value));
      return at === -1 ? [] : [`${what} (line ${at + 1})`];
    });
    if (found.length > 0) throw new Error(`The e2e server's log ${server.log} holds what it must never write: ${found.join('; ')}`);
  }
}
