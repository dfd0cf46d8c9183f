// npm run db:register-client -- --name NAME --jwks-file FILE --scope "SCOPES"   registers a FHIR client (scripts/register-client.ts).
import { describeTarget, exitWithError, withCliDatabase } from './db-cli';
import { parseRegisterClientArgs, readJwksFile, registerClient, REGISTER_CLIENT_USAGE } from './register-client';

async function main() {
  const options = parseRegisterClientArgs(process.argv.slice(2));
  if ('help' in options) {
    console.log(REGISTER_CLIENT_USAGE);
    return;
  }
  const jwks = readJwksFile(options.jwksFile);
  await withCliDatabase(async (handle) => {
    await handle.migrate();
    for (const line of await registerClient(handle.db, { name: options.name, jwks, scope: options.scope }, describeTarget())) console.log(line);
  });
}

main().catch(exitWithError);
