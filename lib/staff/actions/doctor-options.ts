'use server';

import { z } from '@/lib/zod';
import { listActiveDoctorOptions, type DoctorOption } from '@/lib/staff/queries/doctors';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { ok } from '@/lib/server-actions/result';

/**
 * The active doctors and administrators (never lab staff), by name: what a dialog opened on a page offers as "the
 * admitting doctor". Asked when the dialog opens, so the pages that carry the button do not read the staff list
 * on every view.
 */
export const listDoctorOptions = doctorAction(z.object({}), async (_input, { db }): Promise<ReturnType<typeof ok<DoctorOption[]>>> => ok(await listActiveDoctorOptions(db)));
