import { randomBytes } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import * as schema from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { WorkingHours } from '@/lib/appointments/rules/booking';
import { COLLEAGUES } from './nigeria';

// The demo doctor's colleagues: active doctor accounts with their own weeks, so that the sample's appointments
// are spread over several doctors. Nobody can sign in as them (their password is random and thrown away).

const WEEKDAYS_ONLY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const EVERY_DAY = [...WEEKDAYS_ONLY, 'Saturday', 'Sunday'] as const;

export const COLLEAGUE_WEEKS: readonly WorkingHours[] = [
  { perPatientTime: '00:30:00', days: WEEKDAYS_ONLY.map((day) => ({ day, from: '08:00', to: '16:00' })) },
  { perPatientTime: '00:30:00', days: [...WEEKDAYS_ONLY, 'Saturday' as const].map((day) => ({ day, from: '09:00', to: '17:00' })) },
  { perPatientTime: '00:45:00', days: (['Monday', 'Wednesday', 'Friday', 'Sunday'] as const).map((day) => ({ day, from: '10:00', to: '18:00' })) },
  { perPatientTime: '00:20:00', days: EVERY_DAY.map((day) => ({ day, from: '08:00', to: '14:00' })) },
];

/** Saves a doctor's week, as the schedule screen would. */
export async function insertWeek(db: Db, doctorId: number, week: WorkingHours): Promise<void> {
  const [schedule] = await db.insert(schema.schedules).values({ doctorId, perPatientTime: week.perPatientTime }).returning({ id: schema.schedules.id });
  await db.insert(schema.scheduleDays).values(week.days.map((slot, position) => ({ scheduleId: schedule.id, ...slot, position })));
}

/** An argon2id hash of a password nobody knows: the account exists, but no one signs in with it. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('hex'));

/** Adds the colleagues with their weeks; answers their ids and weeks, in COLLEAGUES' order. */
export async function seedColleagues(db: Db): Promise<Array<{ id: number; hours: WorkingHours }>> {
  const passwordHash = await unusablePasswordHash();
  const colleagues = [];
  for (const [index, colleague] of COLLEAGUES.entries()) {
    const [firstName, ...rest] = colleague.name.replace(/^Dr\.\s+/, '').split(' ');
    const [row] = await db
      .insert(schema.doctors)
      .values({ email: colleague.email, firstName, lastName: rest.join(' '), passwordHash, role: 'doctor', status: 'active', avatarPath: colleague.avatar })
      .returning({ id: schema.doctors.id });
    await insertWeek(db, row.id, COLLEAGUE_WEEKS[index]);
    colleagues.push({ id: row.id, hours: COLLEAGUE_WEEKS[index] });
  }
  return colleagues;
}
