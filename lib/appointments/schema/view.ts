import { z } from '@/lib/zod';

/** "Mine / All doctors": whose appointments the screen lists, kept in the URL as `?doctor=mine|all`. */
export const DOCTOR_VIEWS = [
  { value: 'mine', label: 'Mine' },
  { value: 'all', label: 'All doctors' },
] as const;

export type DoctorView = (typeof DOCTOR_VIEWS)[number]['value'];

/** `?doctor=`: mine or all; absent or unknown, the signed-in account's own start (`fallback`). */
export const doctorViewOf = (value: unknown, fallback: DoctorView): DoctorView =>
  z.enum(['mine', 'all']).catch(fallback).parse(value);
