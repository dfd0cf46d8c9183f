// npm run db:migrate: applies the pending migrations of drizzle/ (idempotent).
import { exitWithError } from './db-cli';
import { migrateCommand } from './db-commands';

migrateCommand().catch(exitWithError);
