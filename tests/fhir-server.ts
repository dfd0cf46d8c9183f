import type { Db } from '@/lib/db/types';
import type { DbHandle } from '@/lib/db/types';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { signedIn } from './signed-in';

/** Who the FHIR route tests sign in as: the demo doctor of the seeded data. */
export const FHIR_READER = { id: 1, email: 'doctor@example.com' };

/**
 * For a test file of FHIR routes: its own copy of the seeded database, and the demo doctor signed in, from before
 * the file's first test until after its last. The file routes the session guard to tests/signed-in.ts:
 *   jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);
 */
export function withFhirServer(): { readonly db: Db } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await setUpApi();
    signedIn.current = { sessionId: 's', doctor: FHIR_READER as Doctor };
  });
  afterAll(async () => {
    signedIn.current = null;
    await tearDownApi(handle);
  });
  return {
    get db() {
      if (!handle) throw new Error('The database opens in beforeAll; read it inside a test.');
      return handle.db;
    },
  };
}

/**
 * A create of `type` as a connected system sends it: POST with FHIR's JSON and the bearer token `token()` gives (read
 * when sent, since tokens are made in beforeAll); `headers` add or replace (another token, another media type).
 */
export function fhirCreate(post: (request: Request, context: undefined) => Promise<Response>, type: string, token: () => string) {
  return (body: unknown, headers: Record<string, string> = {}) =>
    post(
      new Request(`http://localhost/fhir/${type}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/fhir+json', Authorization: `Bearer ${token()}`, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      undefined,
    );
}

/** The first issue's words of an OperationOutcome answer. */
export const outcomeText = async (response: Response): Promise<string> => ((await response.json()) as { issue: Array<{ details?: { text?: string } }> }).issue[0]!.details!.text!;
