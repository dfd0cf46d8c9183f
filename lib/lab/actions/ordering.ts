'use server';

import { z } from '@/lib/zod';
import * as read from '@/lib/lab/queries/catalogue-search';
import type { LabTestOption } from '@/lib/lab/queries/catalogue-search';
import { searchText } from '@/lib/lists/table-params';
import { doctorAction } from '@/lib/server-actions/doctor-action';
import { ok } from '@/lib/server-actions/result';

/**
 * The "Order tests" dialog's Test field, called as the doctor types: at most 20 tests a doctor may order whose name,
 * other words (FBC, MP, RBS) or LOINC code match, best fits first. Those who order: doctors and administrators. The
 * catalogue names no patient, so nothing goes to the audit trail.
 */
export const searchLabTests = doctorAction(z.object({ q: searchText }), async ({ q }, { db }) => ok<LabTestOption[]>(await read.searchLabTests(db, { q })));
