'use server';

import { z } from '@/lib/zod';
import { patientsShown, recordRead } from '@/lib/audit';
import { getNotifications } from '@/lib/dashboard/queries/notifications';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { ok } from '@/lib/server-actions/result';

/**
 * The bell's list, read again when it opens (the layout that rendered it does not re-render on client
 * navigation). The session is checked by the wrapper; the administrators' part by getNotifications. Opening the
 * bell is the doctor looking at who comes next and whose results wait: the patients it names are recorded as read,
 * once per opening.
 */
export const refreshNotifications = doctorAction(z.object({}).strict(), async (_input, { db, doctor }) => {
  const notifications = await getNotifications(db, doctor);
  const shown = [...notifications.appointments.items, ...(notifications.labResults?.items ?? [])].map((item) => item.patientId);
  await recordRead(db, { reader: doctor, source: 'notifications', items: patientsShown(shown) });
  return ok(notifications);
});
