import { revalidatePath } from 'next/cache';
import { clinicClock, todayIso } from '@/lib/clinic-time';
import { expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import { setUpApi, tearDownApi } from '@/lib/hospital-api/server/testing';
import type { SignedInDoctor } from '@/lib/auth/session';
import type { DbHandle } from '@/lib/db/types';
import { count, desc, eq, gt, gte } from 'drizzle-orm';
import { APPOINTMENTS_PAGE_SIZE } from '@/lib/constants';
import { appointments, appointmentStatusChanges, auditEvents, patients } from '@/lib/db/schema';
import { addDaysIso, formatDate } from '@/lib/format';
import { nextWeekdayIso } from '@/lib/appointments/rules/booking';
import { getCurrentSession } from '@/lib/auth/current-doctor';
import { resetEnvForTests } from '@/lib/env';
import { BOOKING_FOR_COLLEAGUES_REFUSED } from '@/lib/appointments/schema/appointment';
import { APPOINTMENT_NOT_YOURS } from '@/lib/appointments/rules/status';
import { RESCHEDULE_NOT_YOURS } from '@/lib/appointments/rules/reschedule';
import { addAppointment, changeStatus, reschedule } from './actions';

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/db/cache/aggregate-cache', () => ({ ...jest.requireActual('@/lib/db/cache/aggregate-cache'), expireAggregatesOf: jest.fn() }));
jest.mock('@/lib/auth/current-doctor', () => ({ getCurrentSession: jest.fn(async () => ({ sessionId: 's', doctor: { id: 1, role: 'administrator', status: 'active' } as SignedInDoctor })) }));

let handle: DbHandle;
beforeAll(async () => {
  handle = await setUpApi();
});
afterAll(() => tearDownApi(handle));
beforeEach(() => {
  jest.mocked(expireAggregatesOf).mockClear();
  jest.mocked(revalidatePath).mockClear();
});

/**
 * The first Wednesday after the clinic's today by the real clock, which the API books against: inside the
 * signed-in doctor's hours (the demo doctor, id 1: the default week, Wednesday 09:00–16:00, 45 minutes a patient).
 */
const wednesday = nextWeekdayIso('Wednesday', clinicClock().date);

/** The page of the Upcoming list (from now on, earliest first; of one doctor if given) an appointment is on, counted here by hand. */
async function upcomingPageOf(id: number, doctorId?: number): Promise<number> {
  const clock = clinicClock();
  const rows = (await handle.db.select({ id: appointments.id, date: appointments.date, time: appointments.time, doctorId: appointments.doctorId }).from(appointments).where(gte(appointments.date, todayIso())))
    .filter((row) => `${row.date} ${row.time}` >= `${clock.date} ${clock.time.slice(0, 5)}` && (doctorId === undefined || row.doctorId === doctorId));
  const key = (row: { id: number; date: string; time: string }) => `${row.date} ${row.time} ${String(row.id).padStart(10, '0')}`;
  const index = rows.sort((a, b) => key(a).localeCompare(key(b))).findIndex((row) => row.id === id);
  expect(index).toBeGreaterThanOrEqual(0);
  return Math.floor(index / APPOINTMENTS_PAGE_SIZE) + 1;
}

async function lastAuditId(): Promise<number> {
  const [row] = await handle.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row?.id ?? 0;
}

const patientCount = async () => (await handle.db.select({ total: count() }).from(patients))[0].total;

const form = {
  fullName: 'Tunde Bakare',
  email: 'tunde.bakare@example.ng',
  phone: '+234 802 333 4455',
  age: '52',
  gender: 'male',
  date: wednesday,
  time: '09:30',
  type: 'checkup',
};

describe('addAppointment', () => {
  it('books with the signed-in doctor over the data layer: the patient it registers and the booking are audited as that doctor', async () => {
    const since = await lastAuditId();
    const result = await addAppointment(form);
    if (!result.ok) throw new Error(result.message);
    expect(result.data).toMatchObject({ name: 'Tunde Bakare', date: wednesday });
    const [row] = await handle.db.select().from(appointments).where(eq(appointments.id, result.data.id));
    // Booked with the signed-in doctor, for their 45 minutes.
    expect(row).toMatchObject({ doctorId: 1, status: 'pending', time: '09:30:00', endsAt: `${wednesday} 10:15:00` });
    const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, since)).orderBy(auditEvents.id);
    expect(lines.map((line) => [line.action, line.entity, line.actorId, line.patientId])).toEqual([
      ['create', 'patient', 1, result.data.patientId],
      ['create', 'appointment', 1, result.data.patientId],
    ]);
    // The patient's date of birth is only known from the age: estimated, and the phone stored in international form.
    const [patient] = await handle.db.select().from(patients).where(eq(patients.id, result.data.patientId));
    expect(patient).toMatchObject({ dateOfBirthEstimated: true, phone: '+2348023334455' });
    // With the page of the Upcoming list it landed on, among all doctors' and among the signed-in doctor's own.
    expect(result.data.page).toBe(await upcomingPageOf(result.data.id));
    expect(result.data.pageMine).toBe(await upcomingPageOf(result.data.id, 1));
    expect(jest.mocked(expireAggregatesOf).mock.calls).toEqual([['patients', 'appointments']]);
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/dashboard');
  });

  it('books a known email whose details agree with its record onto that patient, in their own name', async () => {
    const before = await patientCount();
    const result = await addAppointment({ ...form, fullName: 'tunde  BAKARE', email: 'Tunde.Bakare@example.ng', time: '11:00' });
    if (!result.ok) throw new Error(result.message);
    expect(result.data.name).toBe('Tunde Bakare');
    expect(await patientCount()).toBe(before);
  });

  it('never takes a known email’s record when other details disagree: its patient is offered to choose, each one shown audited as read', async () => {
    const [tunde] = await handle.db.select().from(patients).where(eq(patients.email, 'tunde.bakare@example.ng'));
    const before = await handle.db.select({ id: appointments.id }).from(appointments);
    const since = await lastAuditId();
    const probe = { ...form, fullName: 'Zed Probe', phone: '0803 999 0000', time: '11:45' };
    const refused = await addAppointment(probe);
    expect(refused).toMatchObject({ ok: false, duplicates: [expect.objectContaining({ id: tunde.id, fullName: 'Tunde Bakare', reasons: ['email'] })] });
    expect(await handle.db.select({ id: appointments.id }).from(appointments)).toEqual(before);
    const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, since)).orderBy(auditEvents.id);
    // The refusal, then the patient it showed, found from that patient's Access history.
    expect(lines.map((line) => [line.action, line.entity, line.outcome, line.patientId, line.detail])).toEqual([
      ['create', 'appointment', 'refused', null, 'This may be a registered patient. Book the one it is, or book a new patient.'],
      ['view', 'patient', 'success', tunde.id, 'likely duplicates'],
    ]);
    // A different person needs an email of their own: the record is never taken.
    await expect(addAppointment({ ...probe, newPatient: true })).resolves.toMatchObject({ ok: false, fieldErrors: { email: expect.stringContaining('registered patient') } });
    expect(await handle.db.select({ id: appointments.id }).from(appointments)).toEqual(before);
  });

  it('lists the registered patients a new email may be (same phone), then books the chosen one or a new patient', async () => {
    const before = await patientCount();
    const typed = { ...form, fullName: 'Tunde Bakare Jnr', email: 'tunde.jnr@example.ng', phone: '0802 333 4455', time: '12:30' };
    const refused = await addAppointment(typed);
    expect(refused).toMatchObject({ ok: false, duplicates: [expect.objectContaining({ fullName: 'Tunde Bakare', reasons: ['phone'] })] });
    if (refused.ok) throw new Error('expected the likely duplicates');
    const [duplicate] = refused.duplicates!;

    const chosen = await addAppointment({ patientId: duplicate.id, date: wednesday, time: '12:30', type: 'checkup' });
    expect(chosen).toMatchObject({ ok: true, data: { patientId: duplicate.id, name: 'Tunde Bakare' } });
    expect(await patientCount()).toBe(before);

    const different = await addAppointment({ ...typed, time: '13:30', newPatient: true });
    if (!different.ok) throw new Error(different.message);
    expect(different.data.patientId).not.toBe(duplicate.id);
    expect(await patientCount()).toBe(before + 1);
  });

  it('refuses details that disagree with the chosen patient’s record without saying which, and an unknown patient', async () => {
    const [tunde] = await handle.db.select().from(patients).where(eq(patients.email, 'tunde.bakare@example.ng'));
    const refusal = { ok: false, message: 'The details given do not match the patient’s record.' };
    // A wrong name, a wrong phone: the same whole answer, with nothing under any field.
    await expect(addAppointment({ patientId: tunde.id, fullName: 'Someone Else', age: '52', date: wednesday, time: '14:15', type: 'checkup' })).resolves.toEqual(refusal);
    await expect(addAppointment({ patientId: tunde.id, phone: '0803 000 0001', date: wednesday, time: '14:15', type: 'checkup' })).resolves.toEqual(refusal);
    await expect(addAppointment({ patientId: 2_000_000_000, date: wednesday, time: '14:15', type: 'checkup' })).resolves.toMatchObject({
      ok: false,
      message: 'There is no patient with this id.',
    });
  });

  it('answers the next free times when the doctor is taken then, and saves nothing', async () => {
    const before = await handle.db.select({ id: appointments.id }).from(appointments);
    // 10:00 overlaps the signed-in doctor's 09:30–10:15 booked above.
    const result = await addAppointment({ ...form, email: 'bola.ade@example.ng', fullName: 'Bola Adebayo', phone: '0809 111 2233', time: '10:00' });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('already has an appointment'), nextFreeSlots: expect.any(Array) });
    if (result.ok) throw new Error('expected a refusal');
    expect(result.nextFreeSlots?.length).toBeGreaterThan(0);
    expect(result.nextFreeSlots?.every((slot) => slot.doctorId === 1)).toBe(true);
    expect(await handle.db.select({ id: appointments.id }).from(appointments)).toHaveLength(before.length);
    expect(expireAggregatesOf).not.toHaveBeenCalled();
  });

  it('puts a time that has passed on the date field, and a missing name on its field', async () => {
    const result = await addAppointment({ ...form, date: '2020-01-01' });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('has passed'), fieldErrors: { date: expect.stringContaining('has passed') } });
    await expect(addAppointment({ ...form, fullName: '' })).resolves.toMatchObject({ ok: false, fieldErrors: { fullName: 'Fullname is required' } });
    expect(expireAggregatesOf).not.toHaveBeenCalled();
  });
});

describe('changeStatus', () => {
  it('moves the appointment as the signed-in doctor and refreshes the screens', async () => {
    const [{ id }] = await handle.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.status, 'pending')).limit(1);
    await expect(changeStatus({ id, status: 'confirmed' })).resolves.toMatchObject({ ok: true, data: { id, status: 'confirmed' } });
    const history = await handle.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, id));
    expect(history).toEqual([expect.objectContaining({ fromStatus: 'pending', toStatus: 'confirmed', changedById: 1 })]);
    expect(expireAggregatesOf).toHaveBeenCalledWith('appointments');
    expect(revalidatePath).toHaveBeenCalledWith(`/doctor/appointment/${id}`);

    await expect(changeStatus({ id, status: 'pending' })).resolves.toEqual({
      ok: false,
      message: 'A confirmed appointment cannot become pending: it can become arrived, completed, cancelled, no-show.',
    });
    await expect(changeStatus({ id: 2_000_000_000, status: 'confirmed' })).resolves.toEqual({ ok: false, message: 'This appointment no longer exists.' });
  });

  it('completes a visit before its start only once the doctor has confirmed it (early: true)', async () => {
    const booked = await addAppointment({ ...form, fullName: 'Early Bird', email: 'early.bird@example.ng', phone: '0805 777 8899', time: '14:15' });
    if (!booked.ok) throw new Error(booked.message);
    const id = booked.data.id;
    await expect(changeStatus({ id, status: 'confirmed' })).resolves.toMatchObject({ ok: true });
    await expect(changeStatus({ id, status: 'completed' })).resolves.toEqual({
      ok: false,
      message: expect.stringMatching(/^This visit starts (at 14:15 today|on .+ at 14:15)\. Confirm to mark it completed before then\.$/),
    });
    await expect(changeStatus({ id, status: 'completed', early: false })).resolves.toMatchObject({ ok: false });
    const [row] = await handle.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
    expect(row.status).toBe('confirmed');
    await expect(changeStatus({ id, status: 'completed', early: true })).resolves.toMatchObject({ ok: true, data: { id, status: 'completed' } });
  });
});

describe('addAppointment with a colleague', () => {
  /** Signs in, for the next action, as the first colleague (id 2): a plain doctor. */
  const asPlainDoctor = () =>
    jest.mocked(getCurrentSession).mockResolvedValueOnce({ sessionId: 's2', doctor: { id: 2, email: 'colleague@example.ng', role: 'doctor', status: 'active' } as SignedInDoctor });
  /** A new patient's booking on the Wednesday (inside the colleagues' weekday hours, 08:00–16:00 and 09:00–17:00). */
  const booking = (name: string, time: string, doctorId?: number) => ({
    ...form,
    fullName: name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.ng`,
    phone: `0809 ${time.replace(':', '')} 1234`,
    time,
    ...(doctorId === undefined ? {} : { doctorId }),
  });
  afterEach(() => {
    delete process.env.BOOKING_FOR_COLLEAGUES;
    resetEnvForTests();
  });

  it('books an administrator’s choice of doctor, audited as the administrator', async () => {
    const since = await lastAuditId();
    const result = await addAppointment(booking('Kemi Adeyemi', '15:00', 2));
    if (!result.ok) throw new Error(result.message);
    const [row] = await handle.db.select().from(appointments).where(eq(appointments.id, result.data.id));
    // The colleague's own per-patient time (30 minutes).
    expect(row).toMatchObject({ doctorId: 2, time: '15:00:00', endsAt: `${wednesday} 15:30:00` });
    expect(result.data).toMatchObject({ doctorId: 2, pageMine: null, page: await upcomingPageOf(result.data.id) });
    const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, since)).orderBy(auditEvents.id);
    expect(lines.map((line) => [line.action, line.entity, line.actorId, line.outcome])).toEqual([
      ['create', 'patient', 1, 'success'],
      ['create', 'appointment', 1, 'success'],
    ]);
  });

  it('refuses a plain doctor’s booking with another doctor, saves nothing and audits the refusal; their own books', async () => {
    const before = await patientCount();
    const since = await lastAuditId();
    asPlainDoctor();
    await expect(addAppointment(booking('Bola Ige', '11:00', 3))).resolves.toEqual({ ok: false, message: BOOKING_FOR_COLLEAGUES_REFUSED });
    expect(await patientCount()).toBe(before);
    const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, since));
    expect(lines.map((line) => [line.action, line.entity, line.actorId, line.outcome])).toEqual([['create', 'appointment', 2, 'refused']]);

    asPlainDoctor();
    const own = await addAppointment(booking('Bola Ige', '11:00'));
    if (!own.ok) throw new Error(own.message);
    expect(own.data).toMatchObject({ doctorId: 2, pageMine: await upcomingPageOf(own.data.id, 2) });
  });

  it('lets a plain doctor book with a colleague when the clinic allows everyone to', async () => {
    process.env.BOOKING_FOR_COLLEAGUES = 'everyone';
    resetEnvForTests();
    asPlainDoctor();
    const result = await addAppointment(booking('Femi Kuti', '12:00', 3));
    if (!result.ok) throw new Error(result.message);
    const [row] = await handle.db.select({ doctorId: appointments.doctorId }).from(appointments).where(eq(appointments.id, result.data.id));
    expect(row.doctorId).toBe(3);
  });
});

describe('changeStatus: only the appointment’s doctor or an administrator', () => {
  it('refuses a plain doctor another doctor’s appointment (audited as refused, nothing moved), and lets them move their own', async () => {
    const [theirs] = await handle.db.select({ id: appointments.id, doctorId: appointments.doctorId }).from(appointments).where(eq(appointments.status, 'pending')).limit(1);
    const otherDoctor = theirs.doctorId === 2 ? 3 : 2;
    const asDoctor = (id: number) =>
      jest.mocked(getCurrentSession).mockResolvedValueOnce({ sessionId: 'other', doctor: { id, email: `doctor${id}@example.ng`, role: 'doctor', status: 'active' } as SignedInDoctor });
    const since = await lastAuditId();
    for (const status of ['cancelled', 'no-show', 'confirmed'] as const) {
      asDoctor(otherDoctor);
      await expect(changeStatus({ id: theirs.id, status })).resolves.toEqual({ ok: false, message: APPOINTMENT_NOT_YOURS });
    }
    const [row] = await handle.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, theirs.id));
    expect(row.status).toBe('pending');
    const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, since));
    expect(lines.map((line) => [line.actorId, line.outcome, line.entityId])).toEqual(Array(3).fill([otherDoctor, 'refused', String(theirs.id)]));
    asDoctor(theirs.doctorId);
    await expect(changeStatus({ id: theirs.id, status: 'confirmed' })).resolves.toMatchObject({ ok: true });
  });
});

describe('changeStatus: check-in and no-show', () => {
  it('checks a patient in (with the time, from the history), refuses a no-show before the start, and completes', async () => {
    const booked = await addAppointment({ ...form, fullName: 'Ngozi Eze', email: 'ngozi.eze@example.ng', phone: '0805 111 2299', time: '15:00' });
    if (!booked.ok) throw new Error(booked.message);
    const id = booked.data.id;
    await expect(changeStatus({ id, status: 'no-show' })).resolves.toEqual({
      ok: false,
      message: expect.stringMatching(/^This visit starts (at 15:00 today|on .+ at 15:00)\. It cannot be marked a no-show before then\.$/),
    });
    const arrived = await changeStatus({ id, status: 'arrived' });
    if (!arrived.ok) throw new Error(arrived.message);
    expect(arrived.data).toMatchObject({ status: 'arrived', arrivedAt: expect.any(Date) });
    const [change] = await handle.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, id));
    expect(change).toMatchObject({ fromStatus: 'pending', toStatus: 'arrived', changedById: 1, changedAt: arrived.data.arrivedAt });
    await expect(changeStatus({ id, status: 'completed', early: true })).resolves.toMatchObject({ ok: true, data: { status: 'completed', arrivedAt: arrived.data.arrivedAt } });
  });
});

describe('reschedule', () => {
  // A Wednesday more than a year ahead: the demo data books none of the doctor's hours then.
  const wednesday = nextWeekdayIso('Wednesday', addDaysIso(clinicClock().date, 400));
  let booked = 0;
  /** A new patient's booking with the signed-in administrator (doctor 1) on that Wednesday at `time`. */
  async function bookAt(time: string, name: string) {
    booked += 1;
    const phone = `0806 555 ${String(booked).padStart(4, '0')}`;
    const result = await addAppointment({ ...form, date: wednesday, fullName: name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.ng`, phone, time });
    if (!result.ok) throw new Error(result.message);
    return result.data;
  }

  it('moves the visit as the signed-in doctor, refreshes the screens and audits it as rescheduled from … to …', async () => {
    const { id, patientId } = await bookAt('10:40', 'Amaka Moved Once');
    jest.mocked(revalidatePath).mockClear();
    const since = await lastAuditId();
    const result = await reschedule({ id, date: wednesday, time: '13:05' });
    expect(result).toEqual({ ok: true, data: { id, date: wednesday, time: '13:05:00', from: { date: wednesday, time: '10:40:00' } } });
    const [row] = await handle.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ time: '13:05:00', endsAt: `${wednesday} 13:50:00` });
    const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, since));
    expect(lines.map((line) => [line.action, line.entity, line.entityId, line.patientId, line.actorId, line.outcome, line.detail])).toEqual([
      ['update', 'appointment', String(id), patientId, 1, 'success', `rescheduled from ${formatDate(wednesday)} at 10:40 to ${formatDate(wednesday)} at 13:05`],
    ]);
    const [change] = await handle.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, id));
    expect(change).toMatchObject({ fromStatus: 'pending', toStatus: 'pending', changedById: 1, fromStart: `${wednesday} 10:40:00`, toStart: `${wednesday} 13:05:00` });
    expect(revalidatePath).toHaveBeenCalledWith('/doctor/appointments');
    expect(revalidatePath).toHaveBeenCalledWith(`/doctor/appointment/${id}`);
    expect(expireAggregatesOf).toHaveBeenCalledWith('appointments');
  });

  it('answers a clash with the next free times, a past time on the date field, a malformed time under its field; nothing moves', async () => {
    const moving = await bookAt('09:00', 'Bisi Stays Put');
    await bookAt('14:20', 'Chidi Holds Slot');
    const taken = await reschedule({ id: moving.id, date: wednesday, time: '14:20' });
    expect(taken).toMatchObject({ ok: false, message: expect.stringMatching(/already has an appointment at .+ at 14:20\.$/) });
    expect(!taken.ok && taken.nextFreeSlots?.length).toBeGreaterThan(0);
    expect(!taken.ok && taken.nextFreeSlots?.every((slot) => slot.doctorId === 1)).toBe(true);

    const past = await reschedule({ id: moving.id, date: '2020-01-01', time: '09:00' });
    expect(past).toEqual({ ok: false, message: expect.stringMatching(/has passed/), fieldErrors: { date: expect.stringMatching(/has passed/) } });
    expect(await reschedule({ id: moving.id, date: wednesday, time: '3 PM' })).toMatchObject({ ok: false, fieldErrors: { time: expect.stringContaining('24-hour') } });
    const [row] = await handle.db.select({ time: appointments.time }).from(appointments).where(eq(appointments.id, moving.id));
    expect(row.time).toBe('09:00:00');
  });

  it("refuses a plain doctor another doctor's appointment (audited as refused), and lets its own doctor move it", async () => {
    const [theirs] = await handle.db
      .select({ id: appointments.id, doctorId: appointments.doctorId, date: appointments.date, time: appointments.time })
      .from(appointments)
      .where(eq(appointments.status, 'pending'))
      .limit(1);
    const otherDoctor = theirs.doctorId === 2 ? 3 : 2;
    const asDoctor = (id: number) =>
      jest.mocked(getCurrentSession).mockResolvedValueOnce({ sessionId: 'other', doctor: { id, email: `doctor${id}@example.ng`, role: 'doctor', status: 'active' } as SignedInDoctor });
    const since = await lastAuditId();
    asDoctor(otherDoctor);
    await expect(reschedule({ id: theirs.id, date: wednesday, time: '10:00' })).resolves.toEqual({ ok: false, message: RESCHEDULE_NOT_YOURS });
    const [row] = await handle.db.select({ date: appointments.date, time: appointments.time }).from(appointments).where(eq(appointments.id, theirs.id));
    expect(row).toEqual({ date: theirs.date, time: theirs.time });
    const lines = await handle.db.select().from(auditEvents).where(gt(auditEvents.id, since));
    expect(lines.map((line) => [line.actorId, line.outcome, line.entityId, line.detail])).toEqual([[otherDoctor, 'refused', String(theirs.id), RESCHEDULE_NOT_YOURS]]);
  });

  it('refuses a visit that is no longer pending or confirmed, in words', async () => {
    const { id } = await bookAt('11:50', 'Dayo Checked In');
    await expect(changeStatus({ id, status: 'arrived' })).resolves.toMatchObject({ ok: true });
    await expect(reschedule({ id, date: wednesday, time: '15:10' })).resolves.toEqual({
      ok: false,
      message: 'A arrived appointment cannot be rescheduled: only a pending or confirmed one can. Book a new appointment instead.',
    });
  });
});
