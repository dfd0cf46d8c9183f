import { gt, max } from 'drizzle-orm';
import type { Doctor } from '@/lib/staff/queries/doctors';
import { getNotifications } from '@/lib/dashboard/queries/notifications';
import { searchPatientOptions } from '@/lib/patients/queries/options';
import { auditEvents } from '@/lib/db/schema';
import { withSeededDatabase } from '@/tests/seeded-database';
import { signedIn } from '@/tests/signed-in';
import { refreshNotifications } from './actions';

jest.mock('@/lib/auth/current-doctor', () => jest.requireActual('@/tests/signed-in').currentDoctorModule);
jest.mock('@/lib/dashboard/queries/notifications', () => ({ getNotifications: jest.fn() }));

const database = withSeededDatabase();

beforeEach(() => {
  signedIn.current = { sessionId: 's', doctor: { id: 1, email: 'doctor@example.com' } as Doctor };
});

describe('refreshNotifications', () => {
  it('records the patients the opened bell names as read by the doctor, once each, and nothing for an empty bell', async () => {
    const [first, second] = await searchPatientOptions(database.db, { q: '' });
    const items = [
      { id: 1, patientId: first.id, patientName: first.fullName, time: '14:30:00', status: 'confirmed' as const },
      { id: 2, patientId: second.id, patientName: second.fullName, time: '15:15:00', status: 'pending' as const },
      { id: 3, patientId: first.id, patientName: first.fullName, time: '16:00:00', status: 'pending' as const },
    ];
    jest.mocked(getNotifications).mockResolvedValueOnce({ appointments: { items, total: 3 }, accounts: null });
    const [{ last }] = await database.db.select({ last: max(auditEvents.id) }).from(auditEvents);
    await expect(refreshNotifications({})).resolves.toMatchObject({ ok: true, data: { appointments: { total: 3 } } });
    const lines = await database.db.select().from(auditEvents).where(gt(auditEvents.id, last ?? 0));
    expect(lines.map((line) => [line.action, line.entity, line.patientId, line.actorId, line.detail]).sort()).toEqual(
      [
        ['view', 'patient', first.id, 1, 'notifications'],
        ['view', 'patient', second.id, 1, 'notifications'],
      ].sort(),
    );

    // The lab results it names are patients shown too.
    jest.mocked(getNotifications).mockResolvedValueOnce({
      appointments: { items: [], total: 0 },
      accounts: null,
      labResults: { items: [{ orderId: 4, orderNumber: 'LAB-000004', patientId: second.id, patientName: second.fullName, severity: 'critical' }], total: 1 },
    });
    const [{ last: middle }] = await database.db.select({ last: max(auditEvents.id) }).from(auditEvents);
    await expect(refreshNotifications({})).resolves.toMatchObject({ ok: true });
    const labLines = await database.db.select().from(auditEvents).where(gt(auditEvents.id, middle ?? 0));
    expect(labLines.map((line) => [line.action, line.entity, line.patientId, line.detail])).toEqual([['view', 'patient', second.id, 'notifications']]);

    jest.mocked(getNotifications).mockResolvedValueOnce({ appointments: { items: [], total: 0 }, accounts: null });
    const [{ last: after }] = await database.db.select({ last: max(auditEvents.id) }).from(auditEvents);
    await expect(refreshNotifications({})).resolves.toMatchObject({ ok: true });
    expect(await database.db.select().from(auditEvents).where(gt(auditEvents.id, after ?? 0))).toEqual([]);
  });
});
