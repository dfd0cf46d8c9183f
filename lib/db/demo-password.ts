import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { verifyPassword } from '@/lib/auth/password';
import { DEMO_DOCTOR_EMAIL, DEMO_DOCTOR_PASSWORD } from '@/mocks/doctor';
import { DEMO_LAB2_EMAIL, DEMO_LAB_EMAIL, DEMO_LAB_PASSWORD } from '@/mocks/lab';
import { doctors } from './schema';
import type { Db } from './types';

/** The demo accounts the README prints, each with its password. */
const DEMO_ACCOUNTS: ReadonlyArray<readonly [string, string]> = [
  [DEMO_DOCTOR_EMAIL, DEMO_DOCTOR_PASSWORD],
  [DEMO_LAB_EMAIL, DEMO_LAB_PASSWORD],
  [DEMO_LAB2_EMAIL, DEMO_LAB_PASSWORD],
];

/** True when a demo account (the doctor or a lab scientist) exists, is not disabled, and still opens with the password the README prints. */
export async function demoPasswordWorks(db: Db): Promise<boolean> {
  for (const [email, password] of DEMO_ACCOUNTS) {
    const [demo] = await db
      .select({ passwordHash: doctors.passwordHash })
      .from(doctors)
      .where(and(eq(sql`lower(${doctors.email})`, email), ne(doctors.status, 'disabled')))
      .limit(1);
    if (demo !== undefined && (await verifyPassword(demo.passwordHash, password))) return true;
  }
  return false;
}

/** The one line a production start prints while anyone who has read the README can sign in as an administrator. */
export function demoPasswordWarning(demoData: boolean): string {
  const why = demoData ? 'DEMO_DATA=on' : 'this database was seeded with the demo data';
  return (
    `Warning: a demo account (the demo doctor ${DEMO_DOCTOR_EMAIL}, an administrator, or the demo lab scientists) signs in with the password printed in the README (${why}). ` +
    'Use this server for demonstrations only, or disable those accounts (Settings, Staff) before real patients are entered.'
  );
}
