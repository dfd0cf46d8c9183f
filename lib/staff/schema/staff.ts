import { z } from '@/lib/zod';
import { rowIdSchema } from '@/lib/diagnosis/schema/clinical-fields';
import { pageNumber } from '@/lib/lists/table-params';

/** Accounts per page of the Staff screen. */
export const STAFF_PAGE_SIZE = 20;

/** `?page=` of the Staff screen, from 1: anything that is not a page number is the first page. */
export const staffPageSchema = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), pageNumber);

export const parseStaffPage = (value: unknown): number => staffPageSchema.parse(value);

/** The input of every change on the Staff screen: the account it concerns. */
export const staffChangeSchema = z.object({ id: rowIdSchema });

export type StaffChangeInput = z.infer<typeof staffChangeSchema>;
