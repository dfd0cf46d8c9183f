'use server';

import { revalidatePath } from 'next/cache';
import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { ADMISSIONS_TABLES, expireAggregatesOf } from '@/lib/db/cache/aggregate-cache';
import { NO_NUL } from '@/lib/forms/common';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { fail, ok, type ActionResult } from '@/lib/server-actions/result';
import { findWardMatches, type WardMatch } from '@/lib/wards/queries/palette';
import { bedIdSchema, bedOutOfServiceSchema, bedSchema, wardChangeSchema, wardSchema } from '@/lib/wards/schema';
import { addBed as writeBed, retireBed as writeRetirement, returnBedToService, setBedOutOfService, type SavedBed } from '@/lib/wards/writes/beds';
import { markBedReady as writeReady } from '@/lib/wards/writes/ready';
import type { WardWriteResult } from '@/lib/wards/writes/result';
import { addWard as writeWard, changeWard as writeWardChange, type SavedWard } from '@/lib/wards/writes/wards';
import { z } from '@/lib/zod';

// The wards' and beds' changes: administrators keep the wards and beds; any doctor marks a cleaned bed ready. Each is
// audited as the ward's (a bed's line names the bed), refusals too, and a change of a bed expires the day's figures.

const ADMINISTRATION_PATH = '/doctor/settings/wards';
const BOARD_PATH = '/doctor/wards';

/** A write's answer as the action's: a refusal's message under its field too (the name or the label) when it has one. */
function answer<T>(result: WardWriteResult<T>): ActionResult<T> {
  if (result.ok) return ok(result.data);
  return fail(result.message, result.field ? { [result.field]: result.message } : undefined);
}

/** The screens that show beds, and the day's figures (the denominator of occupancy counts beds in service). */
function bedsChanged() {
  expireAggregatesOf(...ADMISSIONS_TABLES);
  revalidatePath(ADMINISTRATION_PATH);
  revalidatePath(BOARD_PATH);
  revalidatePath('/doctor/dashboard');
}

/** "Add ward". Administrators only; a name taken in any letter case is refused under the name. */
export const addWard = doctorAction(
  wardSchema,
  async (input, { db }) => {
    const result = answer(await writeWard(db, input));
    if (result.ok) bedsChanged();
    return result;
  },
  { role: 'administrator', audit: { entity: 'ward', action: 'create', entityId: (_, ward?: SavedWard) => ward?.wardId, detail: (input) => `ward ${input.name} added` } },
);

/** Changing a ward's name, kind or sex. Administrators only; refused when a patient in it would no longer fit. */
export const changeWard = doctorAction(
  wardChangeSchema,
  async (input, { db }) => {
    const result = answer(await writeWardChange(db, input));
    if (result.ok) bedsChanged();
    return result;
  },
  { role: 'administrator', audit: { entity: 'ward', action: 'update', entityId: (input) => input.wardId, detail: (input) => `ward changed: ${input.name}, ${input.kind}, ${input.sex}` } },
);

/** The audit line of a change of one bed: the bed by its id (its ward's id is known only once it is read). */
const bedAudit = (detail: (bed?: SavedBed) => string) => ({
  entity: 'ward' as const,
  action: 'update' as const,
  entityId: (input: { bedId: number }) => `bed ${input.bedId}`,
  detail: (_: unknown, bed?: SavedBed) => detail(bed),
});

const named = (bed?: SavedBed) => (bed ? `bed ${bed.label}` : 'bed');

/** "Add bed" to a ward. Administrators only; a label the ward's beds have in any letter case is refused under the label. */
export const addBed = doctorAction(
  bedSchema,
  async (input, { db }) => {
    const result = answer(await writeBed(db, input));
    if (result.ok) bedsChanged();
    return result;
  },
  { role: 'administrator', audit: { entity: 'ward', action: 'create', entityId: (input) => input.wardId, detail: (input) => `bed ${input.label} added` } },
);

/** "Out of service" with a reason. Administrators only; refused while a patient lies in the bed. */
export const takeBedOutOfService = doctorAction(
  bedOutOfServiceSchema,
  async ({ bedId, reason }, { db }) => {
    const result = answer(await setBedOutOfService(db, bedId, reason));
    if (result.ok) bedsChanged();
    return result;
  },
  { role: 'administrator', audit: bedAudit((bed) => `${named(bed)} out of service`) },
);

/** "Back in service": the bed is ready for a patient again. Administrators only. */
export const putBedBackInService = doctorAction(
  bedIdSchema,
  async ({ bedId }, { db }) => {
    const result = answer(await returnBedToService(db, bedId));
    if (result.ok) bedsChanged();
    return result;
  },
  { role: 'administrator', audit: bedAudit((bed) => `${named(bed)} back in service`) },
);

/** "Retire": the bed leaves the board, its history stays. Administrators only; refused while a patient lies in it. */
export const retireBed = doctorAction(
  bedIdSchema,
  async ({ bedId }, { db }) => {
    const result = answer(await writeRetirement(db, bedId));
    if (result.ok) bedsChanged();
    return result;
  },
  { role: 'administrator', audit: bedAudit((bed) => `${named(bed)} retired`) },
);

/** The bed board's "Mark ready": any doctor or administrator (not lab staff); only a bed being cleaned. */
export const markBedReady = doctorAction(
  bedIdSchema,
  async ({ bedId }, { db }) => {
    const result = answer(await writeReady(db, bedId));
    if (result.ok) bedsChanged();
    return result;
  },
  { audit: bedAudit(() => 'bed ready') },
);

const paletteSearchSchema = z.object({ q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH).regex(NO_NUL) }).strict();

/**
 * The command palette's wards and beds for what is typed: a few wards by name and beds by label, each opening its
 * ward's board. It names no patient, so it is not a read of anyone's record. Lab staff are refused (the default role).
 */
export const findWardsForPalette = doctorAction(paletteSearchSchema, async ({ q }, { db }) => ok<WardMatch[]>(await findWardMatches(db, q)));
