// The work of `npm run db:register-client` (scripts/db-register-client.ts), apart from the process, for the tests.
import { readFileSync } from 'node:fs';
import { recordAudit } from '@/lib/audit/record';
import { connectedSystemSchema } from '@/lib/connected-systems/schema';
import { registerConnectedSystem, type RegisteredSystem } from '@/lib/connected-systems/writes';
import type { Db } from '@/lib/db/types';

export const REGISTER_CLIENT_USAGE = `Usage: npm run db:register-client -- --name NAME --jwks-file FILE --scope "SCOPES"

Registers a connected system of the FHIR API (SMART Backend Services) on the configured database (DATABASE_URL,
or the embedded one in DATA_DIR while no server holds it), enabled at once:
  --name        what the audit trail and the Connected systems screen call it
  --jwks-file   a JSON file {"keys": [...]} with the public keys it signs with (RS384 or ES384), each with its kid
  --scope       the system scopes it may be given, separated by spaces: "system/Patient.rs system/Observation.cruds"
The last line printed is the new client's id alone: the system names itself by it in its assertions.`;

export interface RegisterClientOptions {
  name: string;
  jwksFile: string;
  scope: string;
}

const FLAGS = { '--name': 'name', '--jwks-file': 'jwksFile', '--scope': 'scope' } as const;

/** `--name N --jwks-file F --scope S` (or `--flag=value`); `--help`. Anything else is refused with the usage. */
export function parseRegisterClientArgs(args: readonly string[]): RegisterClientOptions | { help: true } {
  const found: Partial<RegisterClientOptions> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const key = FLAGS[flag as keyof typeof FLAGS];
    if (!key) throw new Error(`Unexpected argument "${arg}".\n\n${REGISTER_CLIENT_USAGE}`);
    const value = inline ?? args[++i];
    if (value === undefined) throw new Error(`${flag} needs a value.\n\n${REGISTER_CLIENT_USAGE}`);
    found[key] = value;
  }
  for (const [flag, key] of Object.entries(FLAGS)) if (!found[key]) throw new Error(`${flag} is required.\n\n${REGISTER_CLIENT_USAGE}`);
  return found as RegisterClientOptions;
}

/** The key file's text, or a message that names the file. Read before the database is opened. */
export function readJwksFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the JWKS file ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
}

/**
 * Checks the name, keys and scopes with the Connected systems screen's schema, then registers the system with its
 * audit line (the command line as the actor) in one transaction. Resolves with the lines to print, the client id last.
 */
export async function registerClient(db: Db, input: { name: string; jwks: string; scope: string }, target: string): Promise<string[]> {
  const parsed = connectedSystemSchema.safeParse({ name: input.name, jwks: input.jwks, scopes: input.scope });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path[0] === 'scopes' ? 'scope' : String(issue.path[0])}: ${issue.message}.`).join('\n'));
  const system: RegisteredSystem = await db.transaction(async (tx) => {
    const made = await registerConnectedSystem(tx, parsed.data, null);
    await recordAudit(tx, { actorId: null, actorEmail: null, action: 'create', entity: 'connected-system', entityId: made.id, address: 'command line', detail: `${made.name}, registered with npm run db:register-client` });
    return made;
  });
  return [`Registered ${system.name} in the ${target}, enabled, with the scopes ${parsed.data.scopes}. Its client id:`, system.clientId];
}
