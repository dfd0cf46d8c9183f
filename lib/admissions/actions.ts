'use server';

import { revalidatePath } from 'next/cache';
import { eq } from 'drizzle-orm';
import { z } from '@/lib/zod';
import { patients } from '@/lib/db/schema';
import { boundedId } from '@/lib/forms/common';
import { recordAudit, requestAddress } from '@/lib/audit';
import { patientChartHref } from '@/lib/patients/rules/chart-tabs';
import { listWardsWithFreeBeds } from '@/lib/wards/queries/free-beds';
import { wardRefusal } from '@/lib/admissions/rules/stay';
import { admitSchema, dischargeSchema, planSchema, transferSchema } from '@/lib/admissions/schema/admission';
import { progressNoteEditSchema, progressNoteSchema, progressNoteVoidSchema } from '@/lib/admissions/schema/progress-note';
import { roundVitalsSchema } from '@/lib/admissions/schema/round-vitals';
import { admit, PATIENT_GONE } from '@/lib/admissions/writes/admit';
import { transfer } from '@/lib/admissions/writes/transfer';
import { discharge } from '@/lib/admissions/writes/discharge';
import { addNote, editNote, voidNote } from '@/lib/admissions/writes/progress-notes';
import { recordRoundVitals as recordVitals, savePlan } from '@/lib/admissions/writes/round';
import { patientOfAdmission, patientOfNote } from '@/lib/admissions/writes/open-admission';
import type { AdmissionOutcome } from '@/lib/admissions/writes/outcome';
import { ADMISSIONS_TABLES, expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import type { Db } from '@/lib/db/types';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok, type ActionResult } from '@/lib/server-actions/result';
import type { WardWithFreeBeds } from '@/lib/wards/queries/free-beds';

// The admissions' changes from the screens: admit, transfer, discharge, and a ward round's vitals, plan and
// progress notes. Each is audited with its patient (read in the change's transaction); a lab scientist is refused
// by doctorAction's default role, and sees none of it.

/**
 * What a write answered, as the action answers it; the pages that show it are read again. A change of who lies
 * where (or of an admission's row) expires the wards' cached figures too.
 */
function answer<T>(outcome: AdmissionOutcome<T>, { figures = false }: { figures?: boolean } = {}): ActionResult<T> {
  if (!outcome.ok) return fail(outcome.message);
  if (figures) expireAggregatesOf(...ADMISSIONS_TABLES);
  revalidatePath('/doctor/wards');
  revalidatePath(`/doctor/admissions/${outcome.admissionId}`);
  revalidatePath(patientChartHref(outcome.patientId));
  revalidatePath('/doctor/dashboard');
  return ok(outcome.data);
}

const ofAdmission = (input: { admissionId: number }, db: Db) => patientOfAdmission(db, input.admissionId);
const ofNote = (input: { noteId: number }, db: Db) => patientOfNote(db, input.noteId);

/** "Admit", from the visit page or the chart: the patient into a free bed, by the doctor who pressed it. */
export const admitPatient = doctorAction(
  admitSchema,
  async (input, { db, doctor }) => {
    const outcome = await admit(db, input, { doctorId: doctor.id });
    if (outcome.ok && input.appointmentId) revalidatePath(`/doctor/appointment/${input.appointmentId}`);
    return answer(outcome, { figures: true });
  },
  { audit: { entity: 'admission', action: 'create', entityId: (_, data) => data?.admissionId, patientId: (input) => input.patientId } },
);

/** "Transfer": the patient to another bed or ward, with the reason; the old bed is to be cleaned. */
export const transferPatient = doctorAction(transferSchema, async (input, { db, doctor }) => answer(await transfer(db, input, { doctorId: doctor.id }), { figures: true }), {
  audit: { entity: 'admission', action: 'update', entityId: (input) => input.admissionId, patientId: ofAdmission, detail: () => 'transfer' },
});

/**
 * "Discharge", with the summary. A follow-up visit it books is audited as an appointment of the patient, in the
 * same transaction; a death answers the address of the death report with the patient filled in.
 */
export const dischargePatient = doctorAction(
  dischargeSchema,
  async (input, { db, doctor }) => {
    const outcome = await discharge(db, input, { doctorId: doctor.id });
    if (outcome.ok && outcome.data.followUpAppointmentId !== null) {
      await recordAudit(db, {
        actorId: doctor.id,
        actorEmail: doctor.email,
        action: 'create',
        entity: 'appointment',
        entityId: outcome.data.followUpAppointmentId,
        patientId: outcome.patientId,
        address: await requestAddress(),
        detail: 'follow-up of a discharge',
      });
      expireAggregatesOf('appointments');
      revalidatePath('/doctor/appointments');
    }
    return answer(outcome, { figures: true });
  },
  {
    audit: {
      entity: 'admission',
      action: 'update',
      entityId: (input) => input.admissionId,
      patientId: ofAdmission,
      detail: (input) => `discharge: ${input.disposition}`,
    },
  },
);

/** A ward round's vitals: observations of the patient, which the chart's trends and flags read. */
export const recordRoundVitals = doctorAction(roundVitalsSchema, async (input, { db, doctor }) => answer(await recordVitals(db, input, { doctorId: doctor.id })), {
  audit: { entity: 'admission', action: 'update', entityId: (input) => input.admissionId, patientId: ofAdmission, detail: () => 'round vitals' },
});

/** The plan of care, rewritten on a round. */
export const saveAdmissionPlan = doctorAction(planSchema, async (input, { db }) => answer(await savePlan(db, input), { figures: true }), {
  audit: { entity: 'admission', action: 'update', entityId: (input) => input.admissionId, patientId: ofAdmission, detail: () => 'plan' },
});

/** A progress note, signed by the doctor who writes it. */
export const addProgressNote = doctorAction(progressNoteSchema, async (input, { db, doctor }) => answer(await addNote(db, input, { doctorId: doctor.id })), {
  audit: { entity: 'progress-note', action: 'create', entityId: (_, data) => data?.noteId, patientId: ofAdmission },
});

/** A note's text rewritten by its author, within 24 hours of writing it. */
export const editProgressNote = doctorAction(progressNoteEditSchema, async (input, { db, doctor }) => answer(await editNote(db, input, { doctorId: doctor.id })), {
  audit: { entity: 'progress-note', action: 'update', entityId: (input) => input.noteId, patientId: ofNote },
});

/** A note voided with the reason, by its author or an administrator. */
export const voidProgressNote = doctorAction(progressNoteVoidSchema, async (input, { db, doctor }) => answer(await voidNote(db, input, { actor: doctor })), {
  audit: { entity: 'progress-note', action: 'void', entityId: (input) => input.noteId, patientId: ofNote },
});

export type WardChoice = WardWithFreeBeds & { refusal: string | null };

/**
 * What the Admit and Transfer dialogs offer: every ward with its free beds, and why a ward does not take this
 * patient (null when it does). It shows no patient's data, so it writes no audit line.
 */
export const freeBedsForPatient = doctorAction(z.object({ patientId: boundedId('Unknown patient') }), async ({ patientId }, { db }): Promise<ActionResult<{ wards: WardChoice[] }>> => {
  const [patient] = await db.select({ gender: patients.gender }).from(patients).where(eq(patients.id, patientId));
  if (!patient) return fail(PATIENT_GONE);
  const wards = await listWardsWithFreeBeds(db);
  return ok({ wards: wards.map((ward) => ({ ...ward, refusal: wardRefusal(ward, patient.gender) })) });
});
