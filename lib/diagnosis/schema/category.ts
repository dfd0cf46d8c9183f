import { z } from '@/lib/zod';
import { optionalText, requiredText } from './clinical-fields';

export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 500;

/** The "New Diagnosis Category" dialog: category (its name) and description. */
export const diagnosisCategorySchema = z.object({
  name: requiredText('Category is required', 'Category', CATEGORY_NAME_MAX),
  description: optionalText('Description', CATEGORY_DESCRIPTION_MAX),
});

export type DiagnosisCategoryFormInput = z.input<typeof diagnosisCategorySchema>;
export type DiagnosisCategoryValues = z.output<typeof diagnosisCategorySchema>;
