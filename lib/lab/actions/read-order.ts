'use server';

import { z } from '@/lib/zod';
import { patientsShown, recordRead } from '@/lib/audit';
import { rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { getLabOrder, type LabOrderDetail } from '@/lib/lab/queries/order-detail';
import { NO_SUCH_ORDER } from '@/lib/lab/writes/order-state';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok } from '@/lib/server-actions/result';

/**
 * The Lab screen's dialogs (Enter results, Verify and release, View, Amend result) read the order they act on when
 * they open: lab staff only. Showing it is a read of the patient's data, recorded as the scientist's before it is sent.
 */
export const readLabOrder = doctorAction(
  z.object({ orderId: rowIdSchema }),
  async ({ orderId }, { db, doctor }) => {
    const order = await getLabOrder(db, orderId);
    if (!order) return fail(NO_SUCH_ORDER);
    await recordRead(db, {
      reader: doctor,
      source: 'lab order',
      items: [...patientsShown([order.patient.id]), { entity: 'lab-order', entityId: order.id, patientId: order.patient.id }],
    });
    return ok<LabOrderDetail>(order);
  },
  { role: 'lab' },
);
