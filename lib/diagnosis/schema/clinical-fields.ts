import { z } from '@/lib/zod';
import { boundedId, boundedText } from '@/lib/forms/common';

// Field builders shared by the diagnosis-test and prescription schemas. Forms hold what the inputs give
// (strings); the schemas turn them into what the database stores (numbers or null, trimmed text).

/** A plain decimal as typed: "72", "72.5", "-1"; anything else (1e3, 0x10, "12kg") is not a number. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** '' (or nothing) means "not measured"; typed text becomes a number, or NaN that the schema refuses. */
function toNumberOrNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isNaN(value)) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

interface NumberRule {
  min: number;
  max: number;
  /** Whole numbers only (age, pulse rate). */
  integer?: boolean;
  /** Words after the number in messages, e.g. "cm". */
  unit?: string;
}

/** An optional measurement: empty is null; otherwise a number within its range, with messages naming the field. */
export function optionalNumber(label: string, { min, max, integer = false, unit }: NumberRule) {
  const suffix = unit ? ` ${unit}` : '';
  let number = z.number({ error: `${label} must be a number` });
  if (integer) number = number.int({ error: `${label} must be a whole number` });
  return z.preprocess(
    toNumberOrNull,
    number
      .min(min, { error: `${label} must be at least ${min}${suffix}` })
      .max(max, { error: `${label} must be at most ${max}${suffix}` })
      .nullable(),
  );
}

/** Free text that may be left empty; trimmed, bounded, and storable. */
export function optionalText(label: string, max: number) {
  return z.preprocess((value) => value ?? '', boundedText(label, max));
}

/** Text that must be filled in. */
export function requiredText(message: string, label: string, max: number) {
  return z.preprocess((value) => value ?? '', boundedText(label, max, { required: message }));
}

/** The id of a row chosen in a dropdown (patient, category); nothing chosen, or no id of ours, says `message`. */
export function requiredId(message: string) {
  return boundedId(message);
}

/** Systolic/diastolic in mmHg, e.g. "120/80". */
const BLOOD_PRESSURE = /^\d{2,3}\s*\/\s*\d{2,3}$/;

/** Blood pressure as the clinic writes it, or empty when not taken. */
export const optionalBloodPressure = optionalText('Blood pressure', 15)
  .refine((value) => value === '' || BLOOD_PRESSURE.test(value), { error: 'Blood pressure must look like 120/80' })
  .transform((value) => value.replace(/\s+/g, ''));

/** The database's id columns are 32-bit integers; anything else is no id of ours. */
export const rowIdSchema = boundedId('Unknown id');

/** A row id from a URL or the client, or null for anything that cannot be one of ours. */
export function parseRowId(id: unknown): number | null {
  const parsed = rowIdSchema.safeParse(id);
  return parsed.success ? parsed.data : null;
}
