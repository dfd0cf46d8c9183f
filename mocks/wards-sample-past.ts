import { bed, GENERAL_MEDICAL, MALE_SURGICAL, type SampleAdmission } from './wards-sample';

// Admissions that have ended, each with its whole discharge summary: one sent home this morning with a follow-up date
// (his bed, General Medical Bed 4, is being cleaned since), one home without, one referred, one gone against advice.
export const PAST_ADMISSIONS: readonly SampleAdmission[] = [
  {
    patient: 29, // Segun Olaniyan, 41
    by: 'demo',
    reason: 'Blood pressure 210/120 with a pounding headache',
    expectedDays: 3,
    admittedAt: 100,
    stays: [bed(GENERAL_MEDICAL, 4)],
    plan: 'Amlodipine 10 mg and lisinopril 10 mg daily\nBlood pressure 4-hourly\nECG, creatinine and urinalysis',
    notes: [
      { by: 'demo', at: 98, text: 'Hypertensive urgency: BP 210/120, headache, no chest pain, no weakness. Fundi normal. Oral treatment started.' },
      { by: 'demo', at: 26, text: 'BP 142/88. ECG, creatinine and urine normal. Home tomorrow.' },
    ],
    rounds: [
      { by: 'demo', at: 98, vitals: { 'blood-pressure': '210/120', pulse: 88 } },
      { by: 'demo', at: 26, vitals: { 'blood-pressure': '142/88', pulse: 76 } },
    ],
    discharge: {
      at: 3,
      disposition: 'home',
      diagnoses: 'Hypertensive urgency\nEssential hypertension, poorly controlled',
      course:
        'Blood pressure brought down over 48 hours with amlodipine and lisinopril by mouth; no sign of damage to the heart, kidneys or eyes (ECG, creatinine, urinalysis and fundi normal). Taught to take the tablets every day and to have his blood pressure checked at the pharmacy weekly.',
      procedures: 'None',
      followUpInDays: 14,
    },
  },
  {
    patient: 30, // Esther Amadi, 57
    by: 0,
    reason: 'Typhoid fever with dehydration',
    expectedDays: 5,
    admittedAt: 24 * 16,
    stays: [bed(GENERAL_MEDICAL, 8)],
    plan: 'IV fluids; IV ceftriaxone 2 g daily',
    notes: [{ by: 0, at: 24 * 16 - 2, text: 'Fever for two weeks, dry, tender abdomen. Fluids and ceftriaxone started.' }],
    rounds: [{ by: 0, at: 24 * 16 - 2, vitals: { temperature: 38.9, pulse: 110, 'blood-pressure': '98/60' } }],
    discharge: {
      at: 24 * 10,
      disposition: 'home',
      diagnoses: 'Typhoid fever',
      course: 'Rehydrated with IV fluids; afebrile after four days of ceftriaxone, changed to ciprofloxacin by mouth to finish 14 days.',
      procedures: 'None',
    },
  },
  {
    patient: 51, // Emeka Balogun, 79
    by: 'demo',
    reason: 'Unable to pass urine since the morning',
    expectedDays: 2,
    admittedAt: 24 * 25,
    stays: [bed(MALE_SURGICAL, 4)],
    plan: 'Urethral catheter\nTamsulosin 400 micrograms daily\nUltrasound of the kidneys and prostate',
    notes: [{ by: 'demo', at: 24 * 25 - 1, text: 'Acute retention, 1.2 L drained by catheter. Prostate large and smooth.' }],
    rounds: [{ by: 'demo', at: 24 * 25 - 1, vitals: { 'blood-pressure': '154/90', pulse: 94 } }],
    discharge: {
      at: 24 * 21,
      disposition: 'referred',
      diagnoses: 'Acute urinary retention\nBenign enlargement of the prostate',
      course: 'Catheterised; kidneys normal on ultrasound. Failed a trial without the catheter. Referred to the urologists at the teaching hospital for prostatectomy, with the catheter in place.',
      procedures: 'Urethral catheterisation',
    },
  },
  {
    patient: 46, // Kayode Adewale, 23
    by: 2,
    reason: 'Head injury after a fall from a ladder; knocked out for a minute',
    expectedDays: 1,
    admittedAt: 24 * 40,
    stays: [bed(MALE_SURGICAL, 6)],
    plan: 'Neurological observations hourly\nCT of the head',
    notes: [{ by: 2, at: 24 * 40 - 1, text: 'GCS 15/15, scalp laceration sutured. For observation overnight and a CT scan.' }],
    rounds: [{ by: 2, at: 24 * 40 - 1, vitals: { 'blood-pressure': '126/80', pulse: 72 } }],
    discharge: {
      at: 24 * 40 - 18,
      disposition: 'against-medical-advice',
      diagnoses: 'Minor head injury\nScalp laceration',
      course: 'Observed overnight, GCS 15/15 throughout. Left before the CT scan against advice; the risks were explained and he signed the form.',
      procedures: 'Suture of a scalp laceration',
    },
  },
];
