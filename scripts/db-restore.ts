// npm run db:restore -- FILE   fills an empty DATA_DIR from a backup (scripts/backup-cli.ts).
import { getEnv } from '@/lib/env';
import { parseRestoreArgs, RESTORE_USAGE, restoreFromFile } from './backup-cli';
import { exitWithError } from './db-cli';

async function main() {
  const options = parseRestoreArgs(process.argv.slice(2));
  if ('help' in options) {
    console.log(RESTORE_USAGE);
    return;
  }
  console.log(await restoreFromFile(options.file, getEnv().DATA_DIR));
}

main().catch(exitWithError);
