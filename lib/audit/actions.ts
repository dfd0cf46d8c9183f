'use server';

import { z } from '@/lib/zod';
import { searchAuditPeople, type AuditPerson } from '@/lib/audit/queries/people';
import { searchText } from '@/lib/lists/table-params';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { ok } from '@/lib/server-actions/result';

/**
 * The Audit screen's Person filter, called as the administrator types: a few accounts whose name or email
 * holds the text. For administrators only, as the Audit screen is.
 */
export const findAuditPeople = doctorAction(z.object({ q: searchText }), async ({ q }, { db }) => ok<AuditPerson[]>(await searchAuditPeople(db, { q })), {
  role: 'administrator',
});
