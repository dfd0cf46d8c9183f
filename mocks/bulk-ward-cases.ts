import type { WardKind } from '@/lib/wards/rules/kinds';

// Not `server-only`: the bulk seed (plain Node) uses it.
//
// What brings a patient to each kind of ward in the bulk data, with the plan, the discharge summary's parts and a
// round's note in the words of the demo's own (mocks/wards-sample.ts), a few cases a kind: the bench's admission
// pages hold text of a real page's length, not placeholders.

export interface WardCase {
  reason: string;
  plan: string;
  diagnoses: string;
  course: string;
  procedures: string;
  note: string;
}

const MEDICAL: readonly WardCase[] = [
  {
    reason: 'Severe malaria: high fever, vomiting and drowsiness',
    plan: 'IV artesunate at 0, 12 and 24 hours, then daily\nIV fluids\nParacetamol 6-hourly\nBlood glucose 6-hourly',
    diagnoses: 'Severe falciparum malaria',
    course: 'Treated with IV artesunate for three days, then artemether-lumefantrine by mouth. Afebrile for 48 hours before discharge.',
    procedures: 'None',
    note: 'Febrile overnight, eating a little. Continue artesunate; change to tablets once they stay down.',
  },
  {
    reason: 'Breathless on lying flat, swollen legs: heart failure',
    plan: 'IV furosemide twice daily\nDaily weights; fluids limited to 1.5 L\nEchocardiogram',
    diagnoses: 'Acute decompensated heart failure\nHypertensive heart disease',
    course: 'Diuresed 4 kg with IV furosemide; changed to tablets. Lisinopril started. Breathing comfortably at rest on discharge.',
    procedures: 'Echocardiogram',
    note: 'Breathing easier, weight down 1.2 kg since yesterday. Continue furosemide.',
  },
  {
    reason: 'Uncontrolled diabetes: vomiting and very high blood glucose',
    plan: 'Insulin by the protocol; glucose hourly\nIV fluids with potassium\nLook for the infection that started it',
    diagnoses: 'Diabetic ketoacidosis\nType 2 diabetes mellitus',
    course: 'Insulin infusion for 24 hours, then insulin under the skin. Urinary infection treated. Taught to check the glucose at home.',
    procedures: 'None',
    note: 'Ketones gone. Eating; insulin under the skin from breakfast.',
  },
];

const SURGICAL: readonly WardCase[] = [
  {
    reason: 'Acute appendicitis',
    plan: 'Appendicectomy\nAntibiotics for 24 hours\nDiet as tolerated',
    diagnoses: 'Acute appendicitis',
    course: 'Appendicectomy on the day of admission; the appendix was inflamed but not perforated. Recovered without complication.',
    procedures: 'Open appendicectomy',
    note: 'Comfortable, wound clean and dry. Up and walking.',
  },
  {
    reason: 'Closed fracture of the femur after a road traffic accident',
    plan: 'Traction until surgery\nEnoxaparin daily\nPain relief as needed',
    diagnoses: 'Closed fracture of the femoral shaft',
    course: 'Intramedullary nail on the third day. Walking with crutches on discharge; physiotherapy as an outpatient.',
    procedures: 'Intramedullary nailing of the femur',
    note: 'Pulses present, pain controlled. Physiotherapy twice a day.',
  },
  {
    reason: 'Painful lump in the groin that will not go back',
    plan: 'Hernia repair\nMobilise the next day\nPain relief as needed',
    diagnoses: 'Incarcerated inguinal hernia',
    course: 'Emergency repair with mesh; the bowel was viable. Home on the second day after surgery.',
    procedures: 'Inguinal hernia repair with mesh',
    note: 'Wound clean, passing urine, eating. Home tomorrow if well.',
  },
];

const MATERNITY: readonly WardCase[] = [
  {
    reason: 'Pre-eclampsia: headache, high blood pressure and protein in the urine',
    plan: 'Nifedipine; blood pressure 4-hourly\nMagnesium sulphate if symptoms\nFetal monitoring twice a day',
    diagnoses: 'Pre-eclampsia',
    course: 'Blood pressure controlled with nifedipine. Induced at 37 weeks; healthy baby. Blood pressure normal on discharge.',
    procedures: 'Induction of labour',
    note: 'No headache. Blood pressure 140/90. Baby active, CTG reassuring.',
  },
  {
    reason: 'In labour at term',
    plan: 'Partograph\nPain relief on request\nActive management of the third stage',
    diagnoses: 'Spontaneous vaginal delivery at term',
    course: 'Normal delivery of a healthy baby; no tear. Breastfeeding well on discharge.',
    procedures: 'Spontaneous vaginal delivery',
    note: 'Well after delivery, lochia normal, breastfeeding. Baby well.',
  },
  {
    reason: 'Tightenings at 32 weeks: threatened preterm labour',
    plan: 'Nifedipine to stop the contractions\nDexamethasone, two doses\nBed rest; CTG twice a day',
    diagnoses: 'Threatened preterm labour',
    course: 'Contractions stopped with nifedipine; two doses of dexamethasone given. Home at 33 weeks with antenatal follow-up.',
    procedures: 'None',
    note: 'No contractions since last night. Second dose of dexamethasone given.',
  },
];

const PAEDIATRIC: readonly WardCase[] = [
  {
    reason: 'Fever and a fit at home; malaria RDT positive',
    plan: 'IV artesunate by weight\nParacetamol 15 mg/kg 6-hourly\nDiazepam if another fit',
    diagnoses: 'Severe malaria with a febrile seizure',
    course: 'No further fits. IV artesunate for two days, then tablets. Playing and eating on discharge.',
    procedures: 'None',
    note: 'No fits overnight. Afebrile this morning, eating.',
  },
  {
    reason: 'Cough and fast breathing for three days: pneumonia',
    plan: 'IV ampicillin and gentamicin\nOxygen if SpO₂ under 92%\nFeeds as tolerated',
    diagnoses: 'Severe pneumonia',
    course: 'Oxygen for two days and IV antibiotics for five; changed to amoxicillin by mouth.',
    procedures: 'None',
    note: 'Off oxygen since last night, breathing rate settling.',
  },
  {
    reason: 'Diarrhoea and vomiting with severe dehydration',
    plan: 'IV fluids by weight, then ORS\nZinc for 10 days\nWeigh daily',
    diagnoses: 'Acute gastroenteritis with severe dehydration',
    course: 'Rehydrated with IV fluids over 6 hours, then oral rehydration salts. Drinking well on discharge.',
    procedures: 'None',
    note: 'Drinking well, two loose stools overnight. Stop the drip.',
  },
];

const ICU: readonly WardCase[] = [
  {
    reason: 'Septic shock from a chest infection',
    plan: 'Noradrenaline to keep the mean pressure over 65\nIV meropenem\nVentilation; sedation hold every morning',
    diagnoses: 'Septic shock\nCommunity-acquired pneumonia',
    course: 'Ventilated for five days with noradrenaline for three. Extubated on the sixth day; stepped down to the medical ward.',
    procedures: 'Endotracheal intubation\nCentral venous catheter',
    note: 'Noradrenaline weaning. Sedation hold this morning: opens eyes to voice.',
  },
  {
    reason: 'Head injury after a road traffic accident: GCS 8',
    plan: 'Ventilation; head up 30 degrees\nNeurological observations hourly\nRepeat CT in 24 hours',
    diagnoses: 'Severe traumatic brain injury',
    course: 'Ventilated for four days; no operation needed. Awake and obeying commands on step-down.',
    procedures: 'Endotracheal intubation\nCT of the head',
    note: 'Pupils equal and reactive. Repeat CT unchanged.',
  },
];

export const WARD_CASES: Readonly<Record<WardKind, readonly WardCase[]>> = {
  medical: MEDICAL,
  surgical: SURGICAL,
  maternity: MATERNITY,
  paediatric: PAEDIATRIC,
  icu: ICU,
  other: MEDICAL,
};
