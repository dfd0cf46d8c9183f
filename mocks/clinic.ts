import { addDaysIso, nairaToKobo } from '@/lib/format';
import type { appointments, medicalReports, transactionItems, transactions } from '@/lib/db/schema';
import type { AppointmentStatus, AppointmentType, TransactionStatus } from '@/lib/db/schema/enums';
import { DEMO_DOCTOR_DISPLAY_NAME } from './doctor';
import { randomReport } from './medical';
import { BANKS, COLLEAGUES } from './nigeria';
import type { NewPatient } from './people';
import type { Random } from './random';

export type NewAppointment = typeof appointments.$inferInsert;
/** A sample visit before it is given a doctor and an end (mocks/placement.ts). */
export type Visit = Omit<NewAppointment, 'doctorId' | 'endsAt'>;
export type NewTransaction = typeof transactions.$inferInsert;
export type NewTransactionItem = Omit<typeof transactionItems.$inferInsert, 'transactionId'>;
export type NewMedicalReport = typeof medicalReports.$inferInsert;

/** Value added tax in Nigeria. */
export const VAT_RATE = 0.075;

const DOCTOR_NAMES = [DEMO_DOCTOR_DISPLAY_NAME, ...COLLEAGUES.map((colleague) => colleague.name)];

/** Clinic hours, on the quarter hour. */
export function randomTime(random: Random): string {
  return `${String(random.int(8, 16)).padStart(2, '0')}:${String(random.pick([0, 15, 30, 45])).padStart(2, '0')}:00`;
}

/** A visit of the patient: it holds the patient only, whose name, phone and age are read from their record. */
export function appointmentFor(
  patient: { id: number },
  { date, time, type, status }: { date: string; time: string; type: AppointmentType; status: AppointmentStatus },
): Visit {
  return {
    patientId: patient.id,
    date,
    time,
    type,
    status,
  };
}

/**
 * A status that fits the date and time: the past is mostly completed, the future pending; a visit of today is
 * completed only when its time has come by `now` (the clinic's time of seeding), never later than now.
 */
export function statusFor(random: Random, { date, time }: { date: string; time: string }, { today, now }: { today: string; now: string }): AppointmentStatus {
  if (date > today) return 'pending';
  if (date === today) return time <= now && random.chance(0.35) ? 'completed' : 'pending';
  return random.chance(0.1) ? 'cancelled' : 'completed';
}

/** The base sample's appointment dates, as day offsets from the seed date, so that every "Show" option lists some. */
export const BASE_APPOINTMENT_OFFSETS = [
  0, 0, 0, 0, 0, 0, // today
  -1, -1, -1, -1, // yesterday
  -2, -3, -4, -5, -6, -7, // last week
  -9, -12, -15, -18, -21, -24, -27, -30, // last month
  -40, -65, -90, -120, -150, -185, -220, -260, -300, -350, // last year
  1, 2, 3, 5, 7, 9, 12, 16, 21, 28, // upcoming
  // The year before: visits (and so payments) to compare this year's transactions against.
  -366, -380, -395, -420, -450, -480, -510, -540, -570, -600, -630, -660, -690, -720,
] as const;

/**
 * The base sample's visits. `time` is the clinic's time of seeding: today's visits still to be seen whose time
 * has passed by then move to later today (laterToday), so that the doctors, the demo doctor among them, have
 * visits ahead on the day someone tries the app.
 */
export function baseAppointments(random: Random, people: ReadonlyArray<NewPatient & { id: number }>, today: string, time = '00:00:00'): Visit[] {
  return BASE_APPOINTMENT_OFFSETS.map((offset, index) => {
    // The four sample patients come back often; the others once or twice.
    const patient = index % 3 === 0 ? people[(index / 3) % 4] : people[4 + ((index * 7) % (people.length - 4))];
    const date = addDaysIso(today, offset);
    const visitTime = randomTime(random);
    // Two of today's visits are done already, when their time has come by the time of seeding.
    const todays = index < 2 && visitTime <= time ? 'completed' : 'pending';
    const visit = appointmentFor(patient, {
      date,
      time: visitTime,
      type: random.chance(0.2) ? 'surgery' : 'checkup',
      status: sampleStatus(offset, index, offset === 0 ? todays : statusFor(random, { date, time: visitTime }, { today, now: time })),
    });
    const toBeSeen = visit.status === 'pending' || visit.status === 'confirmed';
    return offset === 0 && toBeSeen && visit.time <= time ? { ...visit, time: laterToday(visit.time, time) } : visit;
  });
}

/** The last quarter hour of the sample's clinic day (randomTime's latest). */
const LAST_SAMPLE_TIME = '16:45:00';

/**
 * A time at least half an hour after `now`, on the quarter hour (so that a test run that starts at seeding
 * still finds it ahead), or `time` unchanged when that is past the clinic's day.
 */
export function laterToday(time: string, now: string): string {
  const [hours, minutes] = now.split(':').map(Number);
  const quarters = Math.ceil((hours * 60 + minutes + 30) / 15);
  const later = `${String(Math.floor(quarters / 4)).padStart(2, '0')}:${String((quarters % 4) * 15).padStart(2, '0')}:00`;
  return later <= LAST_SAMPLE_TIME ? later : time;
}

/**
 * Every status shows in the sample: some of today's and the upcoming appointments are confirmed, and some
 * past cancellations were no-shows. Decided by position, so that the random sequence (and the rest of the
 * sample) stays as it was.
 */
function sampleStatus(offset: number, index: number, status: AppointmentStatus): AppointmentStatus {
  if (offset >= 0 && status === 'pending' && index % 2 === 0) return 'confirmed';
  if (offset < 0 && status === 'cancelled' && index % 2 === 0) return 'no-show';
  return status;
}

/** The status changes that lead from a new booking (pending) to `status`. */
export function statusPath(status: AppointmentStatus): Array<{ fromStatus: AppointmentStatus; toStatus: AppointmentStatus }> {
  if (status === 'pending') return [];
  if (status === 'completed') return [{ fromStatus: 'pending', toStatus: 'confirmed' }, { fromStatus: 'confirmed', toStatus: 'completed' }];
  return [{ fromStatus: 'pending', toStatus: status }];
}

const roundTo = (random: Random, min: number, max: number, step: number) => Math.round(random.int(min, max) / step) * step;

/** Line items in kobo: a check-up (or surgery), medicine, sometimes laboratory tests. */
export function randomItems(random: Random, type: AppointmentType): NewTransactionItem[] {
  const items: NewTransactionItem[] = [{ label: 'Check-up', amountKobo: nairaToKobo(roundTo(random, 5000, 25000, 500)) }];
  if (type === 'surgery') items.push({ label: 'Surgery', amountKobo: nairaToKobo(roundTo(random, 150000, 850000, 5000)) });
  items.push({ label: 'Medicine', amountKobo: nairaToKobo(roundTo(random, 1500, 30000, 250)) });
  if (random.chance(0.3)) items.push({ label: 'Laboratory tests', amountKobo: nairaToKobo(roundTo(random, 3000, 15000, 500)) });
  return items;
}

export const taxOn = (items: readonly NewTransactionItem[]) =>
  Math.round(items.reduce((sum, item) => sum + item.amountKobo, 0) * VAT_RATE);

export function randomTransactionStatus(random: Random): TransactionStatus {
  return random.weighted([['success', 75], ['pending', 15], ['failed', 10]] as const);
}

export function transactionFor(
  random: Random,
  { patientId, appointmentId, date, time, items, serial }: { patientId: number; appointmentId: number | null; date: string; time: string; items: readonly NewTransactionItem[]; serial: number },
  now: Date,
): NewTransaction {
  const status = randomTransactionStatus(random);
  return {
    patientId,
    appointmentId,
    date,
    status,
    payerBank: random.pick(BANKS),
    paymentMethod: random.weighted([['Debit Card', 70], ['Bank Transfer', 20], ['USSD', 10]] as const),
    // Paid an hour after the visit, in Nigerian time (UTC+1, no daylight saving), and never later than now.
    paidAt: status === 'success' ? new Date(Math.min(new Date(`${date}T${time}+01:00`).getTime() + 60 * 60 * 1000, now.getTime())) : null,
    taxKobo: taxOn(items),
    documentation: `${status === 'success' ? 'receipt' : 'invoice'}-GCH-${String(serial).padStart(6, '0')}.pdf`,
  };
}

export function reportFor(random: Random, patientId: number, today: string): NewMedicalReport {
  return { patientId, reportDate: addDaysIso(today, -random.int(0, 400)), doctorName: random.pick(DOCTOR_NAMES), ...randomReport(random) };
}

/** Three reports for each of the four sample patients, one for the next ten. */
export function baseMedicalReports(random: Random, people: ReadonlyArray<{ id: number }>, today: string): NewMedicalReport[] {
  const owners = [...people.slice(0, 4).flatMap((patient) => [patient, patient, patient]), ...people.slice(4, 14)];
  return owners.map((patient) => reportFor(random, patient.id, today));
}
