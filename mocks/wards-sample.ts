import type { DischargeDisposition } from '@/lib/admissions/rules/disposition';
import type { BedKind, WardKind, WardSex } from '@/lib/wards/rules/kinds';
import type { SittingVitals } from './vitals';

// The demo's wards, as plain data (mocks/wards.ts writes it), and the shape of who lies and lay in them
// (mocks/wards-sample-demo.ts, -colleagues.ts and -past.ts): three wards, each with free beds left for the end-to-end
// tests to admit into, a bed being cleaned and one out of service. Times are hours before the seeding. Patients are
// named by their index among the sample's patients (mocks/people.ts); none of the four sample patients, nor anyone with
// a visit on the seeding day, is admitted, so that the screens other tests read stay as they were.

/** Who did it: the demo doctor, or a colleague by index (0 Dr. Ogunleye, 1 Dr. Chukwu, 2 Dr. Danjuma, 3 Dr. Bassey). */
export type Who = 'demo' | 0 | 1 | 2 | 3;

export interface SampleBed {
  label: string;
  kind: BedKind;
  /** Being cleaned since this many hours ago (the patient in it went home then). */
  cleaningSince?: number;
  outOfService?: { reason: string; since: number };
}

export interface SampleWard {
  name: string;
  kind: WardKind;
  sex: WardSex;
  beds: readonly SampleBed[];
}

export interface SampleStay {
  ward: string;
  bed: string;
  /** Moved here this many hours ago, and why; the first stay begins at admission and has neither. */
  movedAt?: number;
  reason?: string;
}

export interface SampleNote {
  by: Who;
  at: number;
  text: string;
  editedAt?: number;
  voided?: { at: number; reason: string };
}

export interface SampleRound {
  by: Who;
  at: number;
  vitals: SittingVitals;
}

export interface SampleDischarge {
  at: number;
  disposition: DischargeDisposition;
  diagnoses: string;
  course: string;
  procedures: string;
  /** Seen again this many days after the discharge day. */
  followUpInDays?: number;
}

export interface SampleAdmission {
  patient: number;
  by: Who;
  reason: string;
  expectedDays: number | null;
  admittedAt: number;
  stays: readonly SampleStay[];
  plan: string;
  notes: readonly SampleNote[];
  rounds: readonly SampleRound[];
  discharge?: SampleDischarge;
}

export const GENERAL_MEDICAL = 'General Medical Ward';
export const MALE_SURGICAL = 'Male Surgical Ward';
export const MATERNITY = 'Maternity Ward';

/** Beds labelled "1" … "n" (the screens say "bed 4"), with what differs about some of them. */
const numbered = (count: number, special: Readonly<Record<number, Partial<SampleBed>>> = {}): SampleBed[] =>
  Array.from({ length: count }, (_, index) => ({ label: `${index + 1}`, kind: 'standard' as const, ...special[index + 1] }));

/** Wards and beds were set up long before any stay of the sample. */
export const WARDS_OPENED_HOURS_AGO = 24 * 400;

export const SAMPLE_WARDS: readonly SampleWard[] = [
  {
    name: GENERAL_MEDICAL,
    kind: 'medical',
    sex: 'mixed',
    beds: numbered(12, {
      4: { cleaningSince: 3 },
      7: { outOfService: { reason: 'Broken side rail: waiting for the works department', since: 24 * 5 } },
      11: { kind: 'side-room' },
      12: { kind: 'side-room' },
    }),
  },
  { name: MALE_SURGICAL, kind: 'surgical', sex: 'male', beds: numbered(8) },
  { name: MATERNITY, kind: 'maternity', sex: 'female', beds: numbered(6) },
];

/** A patient's bed, by its ward and number. */
export const bed = (ward: string, label: number): SampleStay => ({ ward, bed: String(label) });
