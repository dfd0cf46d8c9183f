// npm run db:backup -- --out FILE [--url URL]   a backup of the running server's embedded database (scripts/backup-cli.ts).
import { getEnv } from '@/lib/env';
import { BACKUP_USAGE, backupFromServer, backupRequestOf, parseBackupArgs } from './backup-cli';
import { exitWithError } from './db-cli';

async function main() {
  const options = parseBackupArgs(process.argv.slice(2));
  if ('help' in options) {
    console.log(BACKUP_USAGE);
    return;
  }
  console.log(await backupFromServer(backupRequestOf(options, getEnv())));
}

main().catch(exitWithError);
