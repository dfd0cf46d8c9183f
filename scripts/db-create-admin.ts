// npm run db:create-admin -- --email you@hospital.org   creates an active administrator (scripts/create-admin.ts).
import { createAdmin, CREATE_ADMIN_USAGE, parseCreateAdminArgs, readAdminPassword } from './create-admin';
import { describeTarget, exitWithError, withCliDatabase } from './db-cli';

async function main() {
  const options = parseCreateAdminArgs(process.argv.slice(2));
  if ('help' in options) {
    console.log(CREATE_ADMIN_USAGE);
    return;
  }
  // Asked before the database is opened, so that a prompt never holds the embedded database's folder.
  const password = await readAdminPassword({ env: process.env, stdin: process.stdin, stdout: process.stdout });
  await withCliDatabase(async (handle) => {
    await handle.migrate();
    console.log(await createAdmin(handle.db, { email: options.email, password }, describeTarget()));
  });
}

main().catch(exitWithError);
