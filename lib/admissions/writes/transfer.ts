import 'server-only';
import { bedStays } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { SAME_BED } from '@/lib/admissions/rules/messages';
import type { TransferValues } from '@/lib/admissions/schema/admission';
import { checkBed, endOf, leaveBed, lockBeds, openStayOf } from './beds';
import { lockOpenAdmission } from './open-admission';
import { inOneTransaction, refuse, type AdmissionOutcome } from './outcome';

/**
 * Moves an admitted patient to another bed, of this ward or another, with the reason: the stay in the old bed
 * ends now and the old bed is to be cleaned; the new stay begins now. The history of beds keeps every stay with
 * its times. Refused for an admission that is gone or has ended, the bed the patient is in, a bed that is not free
 * in the chosen ward, and a ward that does not take the patient; two transfers into one bed at once cannot both
 * win (the database refuses the second).
 */
export async function transfer(db: Db, values: TransferValues, { doctorId, now = new Date() }: { doctorId: number; now?: Date }): Promise<AdmissionOutcome<{ admissionId: number }>> {
  return inOneTransaction(db, async (tx) => {
    const admission = await lockOpenAdmission(tx, values.admissionId);
    const stay = await openStayOf(tx, admission.id);
    if (stay.bedId === values.bedId) refuse(SAME_BED);
    await lockBeds(tx, [stay.bedId, values.bedId]);
    await checkBed(tx, values, admission.gender);
    const at = endOf(stay, now);
    await leaveBed(tx, stay, at);
    await tx.insert(bedStays).values({ admissionId: admission.id, bedId: values.bedId, fromAt: at, reason: values.reason, movedById: doctorId });
    return { ok: true, data: { admissionId: admission.id }, admissionId: admission.id, patientId: admission.patientId };
  });
}
