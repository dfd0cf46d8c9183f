// npm run db:backup -- --out FILE [--url URL]   a backup of the running server's embedded database (scripts/backup-cli.ts).
import { getEnv } from '@/lib/env';
import { BACKUP_USAGE, backupFromServer, parseBackupArgs } from './backup-cli';
import { exitWithError } from './db-cli';

async function main() {
  const options = parseBackupArgs(process.argv.slice(2));
  if ('help' in options) {
    console.log(BACKUP_USAGE);
    return;
  }
  const env = getEnv();
  console.log(await backupFromServer({ out: options.out, baseUrl: options.url ?? env.APP_URL, token: env.HOSPITAL_API_TOKEN }));
}

main().catch(exitWithError);
