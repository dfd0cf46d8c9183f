import { index, integer, pgTable, time } from 'drizzle-orm/pg-core';
import { DEFAULT_PER_PATIENT_TIME } from '../../constants';
import { identityId, ownedBy, timestamptz } from './columns';
import { doctors } from './doctors';
import { weekdayEnum } from './pg-enums';

/** One schedule per doctor. */
export const schedules = pgTable('schedules', {
  id: identityId(),
  doctorId: integer('doctor_id')
    .notNull()
    .unique()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  /** "HH:MM:SS". */
  perPatientTime: time('per_patient_time').notNull().default(DEFAULT_PER_PATIENT_TIME),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const scheduleDays = pgTable(
  'schedule_days',
  {
    id: identityId(),
    scheduleId: ownedBy('schedule_id', () => schedules.id),
    day: weekdayEnum('day').notNull(),
    from: time('from').notNull(),
    to: time('to').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('schedule_days_schedule_id_idx').on(t.scheduleId, t.position)],
);
