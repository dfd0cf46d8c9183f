import { z } from 'zod';
import { rowIdSchema } from './clinical-fields';

/** Accounts per page of the Staff screen. */
export const STAFF_PAGE_SIZE = 20;

/** The highest `?page=` taken at its word; anything past it, or not a page number, is the first page. */
const MAX_PAGE = 1_000_000;

/** `?page=` of the Staff screen, from 1: anything that is not a page number is the first page. */
export const staffPageSchema = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
);

export const parseStaffPage = (value: unknown): number => staffPageSchema.parse(value);

/** The input of every change on the Staff screen: the account it concerns. */
export const staffChangeSchema = z.object({ id: rowIdSchema });

export type StaffChangeInput = z.infer<typeof staffChangeSchema>;
