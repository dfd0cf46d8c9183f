import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { verifyPassword } from '@/lib/auth/password';
import { DEMO_DOCTOR_EMAIL, DEMO_DOCTOR_PASSWORD } from '@/mocks/doctor';
import { doctors } from './schema';
import type { Db } from './types';

/** True when the demo doctor's account exists, is not disabled, and still opens with the password the README prints. */
export async function demoPasswordWorks(db: Db): Promise<boolean> {
  const [demo] = await db
    .select({ passwordHash: doctors.passwordHash })
    .from(doctors)
    .where(and(eq(sql`lower(${doctors.email})`, DEMO_DOCTOR_EMAIL), ne(doctors.status, 'disabled')))
    .limit(1);
  return demo !== undefined && (await verifyPassword(demo.passwordHash, DEMO_DOCTOR_PASSWORD));
}

/** The one line a production start prints while anyone who has read the README can sign in as an administrator. */
export function demoPasswordWarning(demoData: boolean): string {
  const why = demoData ? 'DEMO_DATA=on' : 'this database was seeded with the demo data';
  return (
    `Warning: the demo doctor ${DEMO_DOCTOR_EMAIL}, an administrator, signs in with the password printed in the README (${why}). ` +
    'Use this server for demonstrations only, or disable that account (Settings, Staff) before real patients are entered.'
  );
}
