// The clinic workload's clinicians, made before the servers start (the embedded database is the server's alone
// once it runs): one account per simulated doctor, front-desk clerk and lab scientist, each with a session of
// its own, as each would have after signing in at the start of the shift. The front desk are administrators: in
// this app only an administrator books with another doctor and checks in another doctor's patients. Each doctor
// has today's list of ten visits, three of whose patients have arrived, to check in and complete. Signing in (an argon2 hash, on
// purpose slow) is not part of the day's work the workload measures, and a browser per clinician would not fit
// beside the server on a small machine. Prints one JSON line: [{ role, sessionId, expiresAt }].
import { randomBytes } from 'node:crypto';
import { and, gte, inArray, like, ne, sql } from 'drizzle-orm';
import { todayIso } from '@/lib/clinic-time';
import { APPOINTMENT_TYPES } from '@/lib/constants';
import { appointments, doctors, patients, schedules, sessions } from '@/lib/db/schema';
import { COLLEAGUE_WEEKS, insertWeek, unusablePasswordHash } from '@/mocks/colleagues';
import { describeTarget, exitWithError, withCliDatabase } from '../db-cli';

/** The sessions' lifetime: a shift, as a sign-in's is (lib/auth/session-cookie.ts). */
const LIFETIME_MS = 12 * 60 * 60 * 1000;
const ROLES = ['doctor', 'front-desk', 'lab'] as const;
type WorkloadRole = (typeof ROLES)[number];

const email = (role: WorkloadRole, n: number) => `bench-${role}-${n}@bench.invalid`;
const BOOKING_WEEK = COLLEAGUE_WEEKS[0];
const ACCOUNT_ROLE = { doctor: 'doctor', 'front-desk': 'administrator', lab: 'lab-scientist' } as const;
/** Each doctor's visits today, every half hour from 08:00; the first ARRIVED have checked in. */
const VISITS_TODAY = 10;
const ARRIVED = 3;

async function main() {
  const counts = Object.fromEntries(ROLES.map((role, index) => [role, Number(process.argv[2 + index] ?? 0)])) as Record<WorkloadRole, number>;
  if (ROLES.some((role) => !Number.isInteger(counts[role]) || counts[role] < 0)) {
    throw new Error('Usage: tsx scripts/bench/clinician-fixtures.ts DOCTORS FRONT_DESK LAB');
  }
  await withCliDatabase(async (handle) => {
    await handle.migrate();
    const db = handle.db;
    const wanted = ROLES.flatMap((role) => Array.from({ length: counts[role] }, (_, index) => ({ role, address: email(role, index + 1) })));
    const existing = await db.select({ id: doctors.id, email: doctors.email }).from(doctors).where(like(doctors.email, 'bench-%@bench.invalid'));
    const idOf = new Map(existing.map((row) => [row.email, row.id]));
    const passwordHash = await unusablePasswordHash();
    for (const [index, { role, address }] of wanted.entries()) {
      if (idOf.has(address)) continue;
      const [row] = await db
        .insert(doctors)
        .values({ email: address, firstName: 'Bench', lastName: `${role} ${index + 1}`, passwordHash, role: ACCOUNT_ROLE[role], status: 'active' })
        .returning({ id: doctors.id });
      idOf.set(address, row.id);
    }
    // An account kept from an earlier run has the role its clinician has now (a clerk is an administrator).
    for (const role of ROLES) {
      const addresses = wanted.filter((each) => each.role === role).map((each) => each.address);
      if (addresses.length > 0) await db.update(doctors).set({ role: ACCOUNT_ROLE[role], status: 'active' }).where(inArray(doctors.email, addresses));
    }
    // The booking form books with the signed-in account: the doctors and the front desk keep one week of hours
    // (weekdays 08:00–16:00, half an hour a visit), which the workload's bookings keep to (scripts/bench/workload/mix.ts).
    const booking = wanted.filter(({ role }) => role !== 'lab').map(({ address }) => idOf.get(address)!);
    if (booking.length > 0) await db.delete(schedules).where(inArray(schedules.doctorId, booking));
    for (const id of booking) await insertWeek(db, id, BOOKING_WEEK);
    const ids = wanted.map(({ address }) => idOf.get(address)!);
    // The visits of earlier runs from today on are cancelled (even those completed: they hold their times too), so
    // that this run's visits and bookings find their times free again. The bench's accounts only: no one else's.
    if (ids.length > 0) {
      await db
        .update(appointments)
        .set({ status: 'cancelled' })
        .where(and(inArray(appointments.doctorId, ids), gte(appointments.date, todayIso()), ne(appointments.status, 'cancelled')));
    }
    const doctorIds = wanted.flatMap(({ role, address }) => (role === 'doctor' ? [idOf.get(address)!] : []));
    await addTodaysVisits(db, doctorIds);
    // Yesterday's sessions of the bench's clinicians end: each run signs them in afresh.
    if (ids.length > 0) await db.delete(sessions).where(inArray(sessions.doctorId, ids));
    const now = new Date();
    const expiresAt = new Date(now.getTime() + LIFETIME_MS);
    const signedIn = wanted.map(({ role }, index) => ({ role, sessionId: randomBytes(32).toString('base64url'), doctorId: ids[index] }));
    // The sessions' rows and the server's view of them: a doctor's own visits are found by the account's id.
    if (signedIn.length > 0) {
      await db.insert(sessions).values(
        signedIn.map((each) => ({ id: each.sessionId, doctorId: each.doctorId, createdAt: now, lastSeenAt: now, expiresAt, ip: '127.0.0.1', userAgent: 'hms-bench clinic workload' })),
      );
    }
    console.error(`Signed in ${signedIn.length} bench clinicians on the ${describeTarget()}.`);
    console.log(JSON.stringify(signedIn.map(({ role, sessionId, doctorId }) => ({ role, sessionId, doctorId, expiresAt: expiresAt.toISOString() }))));
  });
}

/** Today's visits of each doctor, for patients drawn from the register (rows as the demo seed writes them: the app's write is server-only). */
async function addTodaysVisits(db: Parameters<Parameters<typeof withCliDatabase>[0]>[0]['db'], doctorIds: readonly number[]): Promise<void> {
  if (doctorIds.length === 0) return;
  const today = todayIso();
  const drawn = await db
    .select({ id: patients.id })
    .from(patients)
    .orderBy(sql`random()`)
    .limit(doctorIds.length * VISITS_TODAY);
  const rows = doctorIds.flatMap((doctorId, doctor) =>
    Array.from({ length: VISITS_TODAY }, (_, slot) => {
      const start = 8 * 60 + slot * 30;
      const at = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
      return {
        patientId: drawn[(doctor * VISITS_TODAY + slot) % drawn.length].id,
        doctorId,
        date: today,
        time: at(start),
        endsAt: `${today} ${at(start + 30)}`,
        type: APPOINTMENT_TYPES[slot % APPOINTMENT_TYPES.length],
        status: slot < ARRIVED ? ('arrived' as const) : ('pending' as const),
      };
    }),
  );
  await db.insert(appointments).values(rows);
}

main().catch(exitWithError);
