import { wardRefusal } from '@/lib/admissions/rules/stay';
import type { Gender } from '@/lib/db/schema/enums';
import type { BedKind, WardKind, WardSex } from '@/lib/wards/rules/kinds';
import type { Random } from './random';

// Not `server-only`: the bulk seed (plain Node) uses it.
//
// The bulk data's wards, as a hospital of its size keeps them: twelve wards of 10 to 24 beds, 266 beds, 200 of them
// occupied (one ward full), a few being cleaned or out of service, the rest free. Which bed is which is drawn, and
// who may lie in a ward follows the same rules as the Admit step (lib/admissions/rules/stay.ts), with ages as the
// wards take them.

export interface BulkWard {
  name: string;
  kind: WardKind;
  sex: WardSex;
  beds: number;
  occupied: number;
  cleaning: number;
  outOfService: number;
}

/** Their names begin with "Block", which no demo ward's does: the top-up looks for the first of them. */
export const BULK_WARDS: readonly BulkWard[] = [
  { name: 'Block A Medical Ward', kind: 'medical', sex: 'mixed', beds: 24, occupied: 18, cleaning: 1, outOfService: 1 },
  { name: 'Block B Male Medical Ward', kind: 'medical', sex: 'male', beds: 24, occupied: 18, cleaning: 1, outOfService: 0 },
  { name: 'Block C Female Medical Ward', kind: 'medical', sex: 'female', beds: 24, occupied: 18, cleaning: 1, outOfService: 1 },
  { name: 'Block D Male Surgical Ward', kind: 'surgical', sex: 'male', beds: 24, occupied: 18, cleaning: 2, outOfService: 0 },
  { name: 'Block E Female Surgical Ward', kind: 'surgical', sex: 'female', beds: 24, occupied: 17, cleaning: 1, outOfService: 1 },
  { name: 'Block F Surgical Ward', kind: 'surgical', sex: 'mixed', beds: 24, occupied: 17, cleaning: 1, outOfService: 0 },
  { name: 'Block G Maternity Ward', kind: 'maternity', sex: 'female', beds: 24, occupied: 17, cleaning: 2, outOfService: 1 },
  { name: 'Block H Maternity Ward', kind: 'maternity', sex: 'female', beds: 20, occupied: 14, cleaning: 1, outOfService: 0 },
  { name: 'Block J Children’s Ward', kind: 'paediatric', sex: 'mixed', beds: 24, occupied: 17, cleaning: 1, outOfService: 1 },
  { name: 'Block K Children’s Ward', kind: 'paediatric', sex: 'mixed', beds: 20, occupied: 14, cleaning: 1, outOfService: 0 },
  { name: 'Block L Intensive Care Unit', kind: 'icu', sex: 'mixed', beds: 10, occupied: 8, cleaning: 1, outOfService: 0 },
  { name: 'Block M Medical Ward', kind: 'medical', sex: 'mixed', beds: 24, occupied: 24, cleaning: 0, outOfService: 0 },
];

export type BedRole = 'occupied' | 'cleaning' | 'out-of-service' | 'free';

export interface LaidBed {
  ward: number;
  label: string;
  kind: BedKind;
  role: BedRole;
}

/** A bed's kind by its place in the ward: the ICU's are intensive-care beds, a children's ward's first third cots, every other ward's last two side rooms. */
function bedKind(ward: BulkWard, index: number): BedKind {
  if (ward.kind === 'icu') return 'intensive-care';
  if (ward.kind === 'paediatric') return index < ward.beds / 3 ? 'cot' : 'standard';
  return index >= ward.beds - 2 ? 'side-room' : 'standard';
}

/** Every bed of every ward, in the order of their labels, each with its role drawn: so many occupied, so many being cleaned, out of service, free. */
export function layBeds(random: Random): LaidBed[] {
  return BULK_WARDS.flatMap((ward, wardIndex) => {
    const roles: BedRole[] = Array.from({ length: ward.beds }, (_, index) =>
      index < ward.occupied ? 'occupied' : index < ward.occupied + ward.cleaning ? 'cleaning' : index < ward.occupied + ward.cleaning + ward.outOfService ? 'out-of-service' : 'free',
    );
    return random.shuffle(roles).map((role, index) => ({ ward: wardIndex, label: `${index + 1}`, kind: bedKind(ward, index), role }));
  });
}

/** Whole years from the date of birth to `today` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

export interface Candidate {
  id: number;
  gender: Gender;
  dateOfBirth: string;
}

/** Whether the ward takes the patient: its sex and kind (the Admit step's rule), children in a children's ward only, mothers of 18 to 45 in a maternity ward. */
export function fits(ward: Pick<BulkWard, 'name' | 'kind' | 'sex'>, patient: Candidate, today: string): boolean {
  if (wardRefusal(ward, patient.gender) !== null) return false;
  const age = ageOn(patient.dateOfBirth, today);
  if (ward.kind === 'paediatric') return age < 18;
  if (ward.kind === 'maternity') return age >= 18 && age <= 45;
  return age >= 18;
}

const OUT_OF_SERVICE_REASONS = ['Broken side rail: waiting for the works department', 'Mattress torn: new one ordered', 'Oxygen outlet not working', 'Bed will not lower: waiting for a part'];
const TRANSFER_REASONS = ['Moved nearer the nurses’ station: needs closer watching', 'Moved to free this bed for a patient needing isolation', 'Moved at the family’s request, away from the door'];

export const outOfServiceReason = (random: Random) => random.pick(OUT_OF_SERVICE_REASONS);
export const transferReason = (random: Random) => random.pick(TRANSFER_REASONS);
