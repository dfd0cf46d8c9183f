import { addDaysIso, addYearsIso } from '@/lib/format';
import type { Gender } from '@/lib/db/schema/enums';
import type { patients } from '@/lib/db/schema';
import { BLOOD_GROUP_WEIGHTS, ONGOING_SURGERIES, randomBloodPressure, TREATMENTS } from './medical';
import {
  EMAIL_DOMAINS,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  PHONE_PREFIXES,
  STATE_WEIGHTS,
  SURNAMES,
} from './nigeria';
import type { Random } from './random';

export type NewPatient = typeof patients.$inferInsert;

/** The vitals a generated patient was registered with: written as their observations (./vitals.ts), never on the patient. */
export interface RegistrationVitals {
  weight: number;
  bloodPressure: string;
  /** Blood glucose (a random reading), mg/dL. */
  glucose: number;
}

export type GeneratedPatient = NewPatient & { vitals: RegistrationVitals };

/** The four patient names the brief's diagnosis form offers; they are the first four patients. */
export const SAMPLE_PATIENT_NAMES = ['Chinedu Okafor', 'Aisha Bello', 'Oluwaseun Adeyemi', 'Ngozi Eze'] as const;
const SAMPLE_PATIENT_GENDERS: readonly Gender[] = ['male', 'female', 'male', 'female'];

export const FEMALE_AVATARS = 6;
export const MALE_AVATARS = 6;

/** "+2348031234567": the international form every phone is stored in. */
export function randomPhone(random: Random): string {
  return `+234${random.pick(PHONE_PREFIXES)}${random.digits(3)}${random.digits(4)}`;
}

export function avatarFor(gender: Gender, random: Random): string {
  if (gender === 'female') return `/avatars/patient-f-${String(random.int(1, FEMALE_AVATARS)).padStart(2, '0')}.svg`;
  if (gender === 'male') return `/avatars/patient-m-${String(random.int(1, MALE_AVATARS)).padStart(2, '0')}.svg`;
  return '/avatars/patient-default.svg';
}

interface PatientOptions {
  /** Makes the email unique: the n-th generated patient gets "first.last.n@…". */
  serial: number;
  /** The seed date (YYYY-MM-DD): ages and last visits are counted from it. */
  today: string;
  name?: { firstName: string; lastName: string; gender: Gender };
  adult?: boolean;
}

/** What fits the patient: antenatal care only for women of childbearing age, hypertension only for adults. */
function fitting<T>(random: Random, lists: { anyone: readonly T[]; adult: readonly T[]; childbearing: readonly T[] }, gender: Gender, age: number): T {
  const choices = [...lists.anyone];
  if (age >= 18) choices.push(...lists.adult);
  if (gender === 'female' && age >= 18 && age <= 45) choices.push(...lists.childbearing);
  return random.pick(choices);
}

export function generatePatient(random: Random, { serial, today, name, adult: mustBeAdult = false }: PatientOptions): GeneratedPatient {
  const gender: Gender = name?.gender ?? random.weighted([['female', 49], ['male', 49], ['other', 2]] as const);
  const firstName =
    name?.firstName ?? random.pick(gender === 'female' ? FEMALE_FIRST_NAMES : gender === 'male' ? MALE_FIRST_NAMES : [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES]);
  const lastName = name?.lastName ?? random.pick(SURNAMES);
  const place = random.weighted(STATE_WEIGHTS);
  const age = !mustBeAdult && random.chance(0.15) ? random.int(1, 17) : random.int(18, 85);
  const adult = age >= 18;
  const patient: GeneratedPatient = {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${serial}@${random.pick(EMAIL_DOMAINS)}`.toLowerCase(),
    phone: randomPhone(random),
    gender,
    dateOfBirth: addDaysIso(addYearsIso(today, -age), -random.int(0, 364)),
    avatar: avatarFor(gender, random),
    state: place.state,
    street: `${random.int(1, 120)} ${random.pick(place.streets)}, ${place.city}`,
    zipCode: `${place.postcodePrefix}${String(random.int(1, 299)).padStart(3, '0')}`,
    vitals: {
      // Roughly 3 kg a year in childhood.
      weight: adult ? random.float(48, 112) : random.float(6 + age * 2.5, 12 + age * 3.5),
      bloodPressure: randomBloodPressure(random),
      glucose: random.chance(0.2) ? random.int(126, 220) : random.int(72, 120),
    },
    bloodGroup: random.weighted(BLOOD_GROUP_WEIGHTS),
    treatment: fitting(random, TREATMENTS, gender, age),
    ongoingSurgeries: random.chance(0.15) ? fitting(random, ONGOING_SURGERIES, gender, age) : 'None',
  };
  // The old "last visited" day is drawn and dropped (a last visit is now the latest completed appointment), so
  // that every later draw, and so every generated patient, stays as it was.
  random.int(0, 400);
  return patient;
}

/** The four sample patients (SAMPLE_PATIENT_NAMES) first, then `count - 4` generated ones. */
export function basePatients(random: Random, count: number, today: string): GeneratedPatient[] {
  const result: GeneratedPatient[] = SAMPLE_PATIENT_NAMES.map((fullName, index) => {
    const [firstName, lastName] = fullName.split(' ');
    return generatePatient(random, { serial: index + 1, today, adult: true, name: { firstName, lastName, gender: SAMPLE_PATIENT_GENDERS[index] } });
  });
  const names = new Set<string>(SAMPLE_PATIENT_NAMES);
  while (result.length < count) {
    const patient = generatePatient(random, { serial: result.length + 1, today });
    const fullName = `${patient.firstName} ${patient.lastName}`;
    // Distinct names keep the small sample readable (search and dropdowns show one person per name).
    if (names.has(fullName)) continue;
    names.add(fullName);
    result.push(patient);
  }
  return result;
}
