// npm run db:migrate: applies the pending migrations of drizzle/ (idempotent).
import { describeTarget, exitWithError, withCliDatabase } from './db-cli';

withCliDatabase(async (handle) => {
  await handle.migrate();
  console.log(`Migrations applied to the ${describeTarget()}.`);
}).catch(exitWithError);
