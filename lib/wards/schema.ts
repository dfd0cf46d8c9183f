import { z } from '@/lib/zod';
import { boundedId, boundedText, TEXT_MAX } from '@/lib/forms/common';
import { BED_KINDS, WARD_KINDS, WARD_SEXES } from './rules/kinds';

// The administrators' forms for wards and beds, and the bed board's buttons: shared by the forms and the actions.

const wardId = boundedId('Unknown ward');
const bedId = boundedId('Unknown bed');

/** "Add ward". */
export const wardSchema = z.object({
  name: boundedText('Name', TEXT_MAX.name, { required: 'Name is required' }),
  kind: z.enum(WARD_KINDS, { error: 'Choose the kind of ward' }),
  sex: z.enum(WARD_SEXES, { error: 'Choose whom the ward takes' }),
});
export type WardValues = z.output<typeof wardSchema>;

/** Changing a ward's name, kind or sex. */
export const wardChangeSchema = wardSchema.extend({ wardId });

/** "Add bed" to a ward. */
export const bedSchema = z.object({
  wardId,
  label: boundedText('Label', 20, { required: 'Label is required' }),
  kind: z.enum(BED_KINDS, { error: 'Choose the kind of bed' }),
});
export type BedValues = z.output<typeof bedSchema>;

/** "Out of service", with why; "Back in service"; "Retire"; the board's "Mark ready": one bed each. */
export const bedOutOfServiceSchema = z.object({
  bedId,
  reason: boundedText('Reason', 200, { required: 'Say why the bed is out of service' }),
});
export const bedIdSchema = z.object({ bedId });

/** The bed board's filter: one ward, or all of them. */
export const boardFilterSchema = z.object({ ward: wardId.optional().catch(undefined) });
