// npm run db:seed                    seeds the sample data (and the demo doctor) into an empty database.
// npm run db:seed -- --patients N    also adds N generated patients with appointments, reports and transactions.
import { exitWithError } from './db-cli';
import { seedCommand } from './db-commands';

seedCommand(process.argv.slice(2)).catch(exitWithError);
