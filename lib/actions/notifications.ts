'use server';

import { z } from 'zod';
import { getNotifications } from '@/lib/data/notifications';
import { doctorAction } from './doctor-action';
import { ok } from './result';

/**
 * The bell's list, read again when it opens (the layout that rendered it does not re-render on client
 * navigation). The session is checked by the wrapper; the administrators' part by getNotifications.
 */
export const refreshNotifications = doctorAction(z.object({}).strict(), async (_input, { db, doctor }) => ok(await getNotifications(db, doctor)));
