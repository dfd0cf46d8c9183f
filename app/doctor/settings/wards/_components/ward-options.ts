import { BED_KIND_LABELS, BED_KINDS, WARD_KIND_LABELS, WARD_KINDS, WARD_SEX_LABELS, WARD_SEXES } from '@/lib/wards/rules/kinds';

// The choices of the ward and bed forms, in the words the screens use.

export const WARD_KIND_OPTIONS = WARD_KINDS.map((kind) => ({ value: kind, label: WARD_KIND_LABELS[kind] }));
/** Whom a ward takes, said as the choice means it. */
export const WARD_SEX_OPTIONS = WARD_SEXES.map((sex) => ({ value: sex, label: sex === 'mixed' ? 'Mixed (anyone)' : `${WARD_SEX_LABELS[sex]} only` }));
export const BED_KIND_OPTIONS = BED_KINDS.map((kind) => ({ value: kind, label: BED_KIND_LABELS[kind] }));
