import { ageOn, isoDateInZone } from '@/lib/format';
import { MEDICINE_DURATION_DAYS, MEDICINE_INTERVALS, MEDICINE_OPTIONS, MEDICINE_TIMES, NEXT_VISIT_UNITS, reportNumberFallback } from '@/lib/constants';
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

const DOSAGES: Record<(typeof MEDICINE_OPTIONS)[number], readonly string[]> = {
  atenolol: ['25 mg', '50 mg', '100 mg'],
  unidox: ['100 mg'],
  parastamol: ['500 mg', '1 g'],
};

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
): Array<{ prescription: NewPrescription; vitals: SittingVitals; medicines: NewPrescriptionMedicine[] }> {
  return Array.from({ length: PRESCRIPTION_COUNT }, (_, index) => {
    const patient = people[index];
    const hypertensive = random.chance(0.4);
    const medicines = Array.from({ length: random.int(1, 3) }, (_, position) => {
      const name = position === 0 && hypertensive ? 'atenolol' : random.pick(MEDICINE_OPTIONS);
      return {
        name,
        dosage: random.pick(DOSAGES[name]),
        durationDays: random.pick(MEDICINE_DURATION_DAYS),
        time: random.pick(MEDICINE_TIMES),
        interval: random.pick(MEDICINE_INTERVALS),
        comment: random.pick(['', 'Take with plenty of water.', 'Stop if rash develops.', 'Avoid alcohol.']),
        position,
      };
    });
    return {
      prescription: {
        patientId: patient.id,
        doctorId,
        addedAt: new Date(now.getTime() - random.int(1, 90 * 24 * 60) * 60 * 1000),
        status: random.chance(0.8),
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
        nextVisitNumber: random.int(1, 4),
        nextVisitUnit: random.weighted([[NEXT_VISIT_UNITS[0], 5], [NEXT_VISIT_UNITS[1], 4], [NEXT_VISIT_UNITS[2], 1]] as const),
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
