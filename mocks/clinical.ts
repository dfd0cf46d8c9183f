import { isoDateInZone } from '@/lib/clinic-time';
import { ageOn } from '@/lib/format';
import { NEXT_VISIT_UNITS, reportNumberFallback } from '@/lib/constants';
import { allergyMatches } from '@/lib/medicines/rules/allergy-match';
import { medicineCode } from '@/lib/medicines/rules/essential-medicines';
import { nextVisitDate } from '@/lib/medicines/rules/next-visit';
import { dispenseQuantity } from '@/lib/medicines/rules/quantity';
import type { diagnosisTests, prescriptionMedicines, prescriptions } from '@/lib/db/schema';
import { randomBloodPressure } from './medical';
import type { GeneratedPatient } from './people';
import type { Random } from './random';
import type { SittingVitals } from './vitals';

export type NewDiagnosisTest = typeof diagnosisTests.$inferInsert;
export type NewPrescription = typeof prescriptions.$inferInsert;
export type NewPrescriptionMedicine = Omit<typeof prescriptionMedicines.$inferInsert, 'prescriptionId'>;

export const DIAGNOSIS_TEST_COUNT = 15;

const round1 = (value: number) => Math.round(value * 10) / 10;
export const PRESCRIPTION_COUNT = 25;

/**
 * The sample's regimens: what a clinic writes day to day, each a formulary entry (by its code: the prototype's
 * three and the shipped list's) or, once, a medicine typed in free text (code null). The quantity is what the form
 * would compute (lib/medicines/rules/quantity.ts), so the sample reads as the app writes.
 */
export const SAMPLE_REGIMENS = [
  { code: 'atenolol', doseAmount: 50, doseUnit: 'mg', interval: 'morning', durationDays: 30, durationUnit: 'days', time: 'after meal' },
  { code: 'unidox', doseAmount: 100, doseUnit: 'mg', interval: 'both', durationDays: 7, durationUnit: 'days', time: 'after meal' },
  { code: 'parastamol', doseAmount: 1, doseUnit: 'tablet', interval: 'tds', durationDays: 3, durationUnit: 'days', time: 'after meal' },
  { code: medicineCode('Amlodipine', '5 mg', 'tablet'), doseAmount: 5, doseUnit: 'mg', interval: 'od', durationDays: 30, durationUnit: 'days', time: 'before meal' },
  { code: medicineCode('Artemether + Lumefantrine', '20 mg + 120 mg', 'tablet'), doseAmount: 4, doseUnit: 'tablet', interval: 'bd', durationDays: 3, durationUnit: 'days', time: 'after meal' },
  { code: medicineCode('Amoxicillin', '500 mg', 'capsule'), doseAmount: 500, doseUnit: 'mg', interval: 'tds', durationDays: 7, durationUnit: 'days', time: 'after meal' },
  { code: medicineCode('Omeprazole', '20 mg', 'capsule'), doseAmount: 20, doseUnit: 'mg', interval: 'od', durationDays: 14, durationUnit: 'weeks', time: 'before meal' },
  { code: medicineCode('Metformin', '500 mg', 'tablet'), doseAmount: 500, doseUnit: 'mg', interval: 'bd', durationDays: 30, durationUnit: 'days', time: 'after meal' },
  { code: medicineCode('Paracetamol', '500 mg', 'tablet'), doseAmount: 1, doseUnit: 'g', interval: 'prn', durationDays: 3, durationUnit: 'days', time: 'after meal' },
  { code: null, name: 'Vitamin B complex', doseAmount: 1, doseUnit: 'tablet', interval: 'od', durationDays: 30, durationUnit: 'days', time: 'after meal' },
] as const;

/** A formulary entry as the sample copies it onto a prescribed medicine. */
export type FormularyEntry = { id: number; name: string; strength: string; form: string; route: string; drugClass: string | null };

const HYPERTENSION_CODES = ['atenolol', medicineCode('Amlodipine', '5 mg', 'tablet')];

/** A regimen as a prescribed row: the entry's name, strength, form and route copied, the quantity computed. */
function prescribed(regimen: (typeof SAMPLE_REGIMENS)[number], formulary: ReadonlyMap<string, FormularyEntry>): Omit<NewPrescriptionMedicine, 'position' | 'comment'> {
  const entry = regimen.code === null ? null : formulary.get(regimen.code);
  if (regimen.code !== null && !entry) throw new Error(`The sample's medicine ${regimen.code} is not in the formulary`);
  const medicine = {
    medicineId: entry?.id ?? null,
    name: entry?.name ?? ('name' in regimen ? regimen.name : ''),
    strength: entry?.strength ?? '',
    form: entry?.form ?? 'tablet',
    route: entry?.route ?? 'oral',
  };
  const quantity = dispenseQuantity({ doseAmount: regimen.doseAmount, doseUnit: regimen.doseUnit, strength: medicine.strength, form: medicine.form, frequency: regimen.interval, durationDays: regimen.durationDays });
  return {
    ...medicine,
    doseAmount: regimen.doseAmount,
    doseUnit: regimen.doseUnit,
    interval: regimen.interval,
    durationDays: regimen.durationDays,
    durationUnit: regimen.durationUnit,
    time: regimen.time,
    quantity: quantity?.quantity ?? null,
    quantityUnit: quantity?.unit ?? '',
  };
}

type Person = GeneratedPatient & { id: number };

/** What a fasting blood sugar says (WHO: 126 mg/dL and over is diabetes, 100–125 pre-diabetes): the flag always agrees with the value. */
export const diabetesOf = (fasting: number) => (fasting >= 126 ? 'Type 2' : fasting >= 100 ? 'Pre-diabetic' : 'No');

export function diagnosisTestsSample(
  random: Random,
  people: readonly Person[],
  categoryIds: readonly number[],
  doctorId: number,
  now: Date,
): Array<{ test: NewDiagnosisTest; vitals: SittingVitals; properties: Array<{ name: string; value: string }> }> {
  return Array.from({ length: DIAGNOSIS_TEST_COUNT }, (_, index) => {
    const patient = people[index % 4 === 3 ? 4 + index : index % 4];
    const highSugar = patient.vitals.glucose >= 126;
    const fasting = round1(highSugar ? random.float(126, 190) : random.float(72, 99));
    const createdAt = new Date(now.getTime() - random.int(1, 60 * 24 * 60) * 60 * 1000);
    const properties = [
      { name: 'Haemoglobin genotype', value: random.pick(['AA', 'AS', 'AC']) },
      { name: 'Pulse rate', value: `${random.int(60, 96)} bpm` },
      { name: 'Haemoglobin', value: `${random.float(10.5, 15.5)} g/dL` },
    ].slice(0, random.int(0, 2));
    return {
      test: {
        reportNumber: reportNumberFallback(index),
        patientId: patient.id,
        doctorId,
        categoryId: categoryIds[index % categoryIds.length],
        age: ageOn(patient.dateOfBirth, isoDateInZone(createdAt)),
        urineSugar: random.pick(['Nil', 'Nil', 'Trace', '1+']),
        diabetes: diabetesOf(fasting),
        cholesterol: random.float(140, 280),
        createdAt,
        updatedAt: createdAt,
      },
      vitals: {
        height: random.float(150, 190),
        // One story per patient: a test's weight is within a kilogram or two of their registered weight, and a
        // patient whose registered glucose was high has a high fasting sugar (and a diabetes flag that says so).
        weight: round1(patient.vitals.weight + (random.float(52, 105) - 78.5) / 20),
        glucose: round1(patient.vitals.glucose + (random.float(85, 180) - 132) / 5),
        'fasting-glucose': fasting,
        'blood-pressure': randomBloodPressure(random),
      },
      properties,
    };
  });
}

export function prescriptionsSample(
  random: Random,
  people: readonly Person[],
  doctorId: number,
  now: Date,
  formulary: ReadonlyMap<string, FormularyEntry>,
  allergiesOf: (patientId: number) => ReadonlyArray<{ substance: string; drugClass: string | null }> = () => [],
): Array<{ prescription: NewPrescription; vitals: SittingVitals; medicines: NewPrescriptionMedicine[] }> {
  return Array.from({ length: PRESCRIPTION_COUNT }, (_, index) => {
    const patient = people[index];
    const hypertensive = random.chance(0.4);
    // Nothing the patient is allergic to (the form would ask why), and distinct regimens (the same medicine twice
    // in one prescription is what the form warns of).
    const allergies = allergiesOf(patient.id);
    const safe = (regimen: (typeof SAMPLE_REGIMENS)[number]) => {
      const entry = regimen.code === null ? null : formulary.get(regimen.code);
      return allergyMatches({ name: entry?.name ?? ('name' in regimen ? regimen.name : ''), drugClass: entry?.drugClass ?? null }, allergies).length === 0;
    };
    const regimens = random.shuffle([...SAMPLE_REGIMENS]).filter((regimen) => !HYPERTENSION_CODES.includes(regimen.code ?? '') && safe(regimen));
    const forPressure = random.pick(HYPERTENSION_CODES);
    const chosen = [...(hypertensive ? SAMPLE_REGIMENS.filter((regimen) => regimen.code === forPressure && safe(regimen)) : []), ...regimens].slice(0, random.int(1, 3));
    const medicines = chosen.map((regimen, position) => ({
      ...prescribed(regimen, formulary),
      comment: random.pick(['', 'Take with plenty of water.', 'Stop if rash develops.', 'Avoid alcohol.']),
      position,
    }));
    const addedAt = new Date(now.getTime() - random.int(1, 90 * 24 * 60) * 60 * 1000);
    const nextVisitNumber = random.int(1, 4);
    const nextVisitUnit = random.weighted([[NEXT_VISIT_UNITS[0], 5], [NEXT_VISIT_UNITS[1], 4], [NEXT_VISIT_UNITS[2], 1]] as const);
    return {
      prescription: {
        patientId: patient.id,
        doctorId,
        addedAt,
        status: random.chance(0.8),
        diagnosis: hypertensive ? 'Essential hypertension' : random.pick(['Uncomplicated malaria', 'Upper respiratory tract infection', 'Dyspepsia', 'Tension headache']),
        foodAllergies: random.pick(['None', 'None', 'Groundnuts', 'Shellfish', 'Lactose']),
        diabetic: patient.vitals.glucose >= 126 ? 'Yes' : 'No',
        currentMedication: random.pick(['None', 'Amlodipine 5 mg', 'Metformin 500 mg', 'Salbutamol inhaler']),
        problemDescription: random.pick([
          'Recurrent headaches and dizziness for two weeks.',
          'Fever, chills and joint pains for three days.',
          'Persistent dry cough and mild chest pain.',
          'Follow-up for raised blood pressure.',
          'Burning epigastric pain after meals.',
        ]),
        test: random.pick(['Full Blood Count', 'Malaria Parasite Test', 'Fasting Blood Sugar', 'Lipid Profile', 'Urinalysis']),
        advice: random.pick([
          'Reduce salt intake and walk 30 minutes daily.',
          'Complete the full course of medication and drink plenty of fluids.',
          'Sleep under an insecticide-treated net.',
          'Avoid self-medication; return if symptoms worsen.',
        ]),
        nextVisitNumber,
        nextVisitUnit,
        nextVisitOn: nextVisitDate(isoDateInZone(addedAt), nextVisitNumber, nextVisitUnit),
      },
      // Its physical information's measurements, recorded as observations (mocks/vitals.ts), as the app does.
      vitals: {
        'blood-pressure': hypertensive ? `${random.int(140, 165)}/${random.int(90, 102)}` : randomBloodPressure(random),
        pulse: random.int(60, 100),
        temperature: random.float(36.2, 38.9),
        height: random.float(150, 190),
        weight: patient.vitals.weight,
      },
      medicines,
    };
  });
}
