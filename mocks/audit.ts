import * as schema from '@/lib/db/schema';
import type { AuditAction, AuditEntity } from '@/lib/db/schema';
import type { Random } from './random';

type AuditInsert = typeof schema.auditEvents.$inferInsert;

interface Actor {
  id: number;
  email: string;
}

const ADDRESSES = ['10.0.0.12', '10.0.0.15', '10.0.0.21', '192.168.1.34'];
const HOUR_MS = 3_600_000;

/**
 * A fortnight of the audit trail for the demo: sign-ins, patients' records opened, appointment changes, a
 * failed sign-in of an unknown email and a refused change, so that the Audit screen and a chart's Access
 * history have content. The real trail starts with the first request.
 */
export function auditSample(random: Random, { actors, patientIds, appointmentIds, now }: { actors: Actor[]; patientIds: number[]; appointmentIds: { id: number; patientId: number }[]; now: Date }): AuditInsert[] {
  const rows: AuditInsert[] = [];
  const line = (actor: Actor | null, action: AuditAction, entity: AuditEntity, at: Date, extra: Partial<AuditInsert> = {}): AuditInsert => ({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action,
    entity,
    at,
    address: ADDRESSES[random.int(0, ADDRESSES.length - 1)],
    ...extra,
  });
  for (let day = 14; day >= 1; day -= 1) {
    for (const actor of actors) {
      if (random.int(0, 2) === 0) continue;
      const start = new Date(now.getTime() - day * 24 * HOUR_MS + random.int(0, 2) * HOUR_MS);
      rows.push(line(actor, 'sign-in', 'session', start));
      const patientId = patientIds[random.int(0, patientIds.length - 1)];
      rows.push(line(actor, 'view', 'patient', new Date(start.getTime() + 0.2 * HOUR_MS), { entityId: String(patientId), patientId, detail: 'sheet' }));
      const appointment = appointmentIds[random.int(0, appointmentIds.length - 1)];
      rows.push(
        line(actor, 'update', 'appointment', new Date(start.getTime() + 0.5 * HOUR_MS), { entityId: String(appointment.id), patientId: appointment.patientId, detail: 'status: confirmed' }),
      );
      rows.push(line(actor, 'sign-out', 'session', new Date(start.getTime() + 3 * HOUR_MS)));
    }
  }
  const [demo, colleague] = actors;
  rows.push(line(null, 'sign-in-failed', 'session', new Date(now.getTime() - 3 * 24 * HOUR_MS), { actorEmail: 'admin@clinic.example', outcome: 'failed', detail: 'unknown email' }));
  if (colleague) {
    rows.push(line(colleague, 'staff-change', 'staff', new Date(now.getTime() - 2 * 24 * HOUR_MS), { entityId: String(demo.id), outcome: 'refused', detail: 'Only an administrator can do this.' }));
  }
  return rows.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
}
