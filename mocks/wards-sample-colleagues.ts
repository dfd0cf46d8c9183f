import { bed, GENERAL_MEDICAL, MALE_SURGICAL, MATERNITY, type SampleAdmission } from './wards-sample';

// The colleagues' inpatients: the rest of the General Medical Ward, the surgeons' patients and the two women on the
// maternity ward (Dr. Chukwu's), each with notes and a round's vitals.
export const COLLEAGUES_INPATIENTS: readonly SampleAdmission[] = [
  {
    patient: 59, // Abimbola Okeke, 58
    by: 0,
    reason: 'Diabetic ketoacidosis: vomiting, blood glucose 420 mg/dL, ketones in the urine',
    expectedDays: 4,
    admittedAt: 40,
    stays: [bed(GENERAL_MEDICAL, 3)],
    plan: 'Insulin infusion by the DKA protocol; glucose hourly\nIV fluids with potassium as the results say\nUrine culture sent: treat the infection that started it',
    notes: [
      { by: 0, at: 39, text: 'DKA: glucose 420 mg/dL, urine ketones +++, deep breathing. Insulin infusion and fluids started.' },
      { by: 0, at: 16, text: 'Ketones cleared. Eating; change to subcutaneous insulin with breakfast.' },
    ],
    rounds: [
      { by: 0, at: 39, vitals: { glucose: 420, pulse: 112, 'blood-pressure': '104/66', 'respiratory-rate': 28, temperature: 37 } },
      { by: 0, at: 6, vitals: { glucose: 182, pulse: 88, 'blood-pressure': '122/76', 'respiratory-rate': 18 } },
    ],
  },
  {
    patient: 27, // Adebayo Musa, 81
    by: 3,
    reason: 'Weakness of the right arm and leg and slurred speech since yesterday: stroke',
    expectedDays: 14,
    admittedAt: 194,
    stays: [bed(GENERAL_MEDICAL, 5)],
    plan: 'Aspirin 300 mg daily for 2 weeks, then 75 mg\nSwallow assessment before any food; turn 2-hourly\nPhysiotherapy daily\nLower the blood pressure slowly',
    notes: [
      { by: 3, at: 192, text: 'Right hemiparesis, power 2/5, expressive dysphasia. CT: left-sided infarct, no bleed. Aspirin started.' },
      { by: 3, at: 50, text: 'Power 3/5 in the right leg. Swallowing soft food safely. Physiotherapy going well.' },
    ],
    rounds: [
      { by: 3, at: 192, vitals: { 'blood-pressure': '176/98', pulse: 78, temperature: 36.7, spo2: 96 } },
      { by: 3, at: 26, vitals: { 'blood-pressure': '148/86', pulse: 74, temperature: 36.6, spo2: 97 } },
    ],
  },
  {
    patient: 58, // Ayodele Effiong, 32
    by: 0,
    reason: 'Typhoid fever: fever for ten days and abdominal pain',
    expectedDays: 5,
    admittedAt: 30,
    stays: [bed(GENERAL_MEDICAL, 10)],
    plan: 'IV ceftriaxone 2 g daily\nOral fluids and paracetamol\nWatch for abdominal distension or blood in the stool',
    notes: [{ by: 0, at: 29, text: 'Step-ladder fever for ten days, tender abdomen, no peritonism. Blood culture sent, ceftriaxone started.' }],
    rounds: [{ by: 0, at: 29, vitals: { temperature: 39, pulse: 92, 'blood-pressure': '116/72' } }],
  },
  {
    patient: 55, // Olumide Obi, 27
    by: 2,
    reason: 'Closed fracture of the left femur after a motorcycle accident',
    expectedDays: 21,
    admittedAt: 170,
    stays: [bed(MALE_SURGICAL, 1)],
    plan: 'Skin traction until the nail\nEnoxaparin 40 mg daily\nMorphine as needed',
    notes: [
      { by: 2, at: 168, text: 'Mid-shaft fracture of the left femur, pulses present. Traction applied.' },
      { by: 2, at: 70, text: 'Intramedullary nail done yesterday. Up with crutches tomorrow.' },
    ],
    rounds: [{ by: 2, at: 70, vitals: { pulse: 86, 'blood-pressure': '124/80', temperature: 37.2 } }],
  },
  {
    patient: 57, // Osagie Idahosa, 47
    by: 2,
    reason: 'Acute appendicitis',
    expectedDays: 3,
    admittedAt: 18,
    stays: [bed(MALE_SURGICAL, 3)],
    plan: 'Appendicectomy done; metronidazole and ceftriaxone for 24 hours\nDiet as tolerated\nHome tomorrow if well',
    notes: [{ by: 2, at: 12, text: 'Appendicectomy: inflamed appendix, not perforated. Comfortable.' }],
    rounds: [{ by: 2, at: 12, vitals: { pulse: 90, 'blood-pressure': '128/82', temperature: 37.6 } }],
  },
  {
    patient: 48, // Kunle Omoregie, 56
    by: 2,
    reason: 'Painful lump in the right groin that will not go back: strangulated inguinal hernia',
    expectedDays: 4,
    admittedAt: 60,
    stays: [bed(MALE_SURGICAL, 5)],
    plan: 'Herniorrhaphy done\nMobilise today\nAnalgesia as needed',
    notes: [{ by: 2, at: 56, text: 'Emergency repair of the right inguinal hernia; the bowel was viable. Mesh repair.' }],
    rounds: [{ by: 2, at: 30, vitals: { pulse: 80, 'blood-pressure': '132/84', temperature: 36.9 } }],
  },
  {
    patient: 14, // Ebere Abubakar, 38
    by: 1,
    reason: 'Pre-eclampsia at 34 weeks: headache, blood pressure 162/108, protein in the urine',
    expectedDays: 7,
    admittedAt: 52,
    stays: [bed(MATERNITY, 1)],
    plan: 'Nifedipine 20 mg twice daily; blood pressure 4-hourly\nMagnesium sulphate if she gets a headache or visual symptoms\nDexamethasone for the baby’s lungs (two doses given)\nFetal monitoring twice a day',
    notes: [
      { by: 1, at: 50, text: 'Pre-eclampsia at 34 weeks, BP 162/108, protein ++. Baby active, CTG reassuring. Nifedipine and dexamethasone started.' },
      { by: 1, at: 20, text: 'Headache gone. BP settling at around 140/90. Aim to deliver at 37 weeks.' },
    ],
    rounds: [
      { by: 1, at: 50, vitals: { 'blood-pressure': '162/108', pulse: 92, temperature: 36.8 } },
      { by: 1, at: 6, vitals: { 'blood-pressure': '142/92', pulse: 84, temperature: 36.7 } },
    ],
  },
  {
    patient: 35, // Titilayo Adeleke, 21
    by: 1,
    reason: 'Tightenings every ten minutes at 32 weeks: threatened preterm labour',
    expectedDays: 3,
    admittedAt: 14,
    stays: [bed(MATERNITY, 2)],
    plan: 'Nifedipine to stop the contractions\nDexamethasone 12 mg, two doses 24 hours apart\nBed rest; CTG twice a day',
    notes: [{ by: 1, at: 13, text: 'Contractions every ten minutes, cervix 2 cm. Nifedipine and the first dose of dexamethasone given.' }],
    rounds: [{ by: 1, at: 13, vitals: { 'blood-pressure': '118/72', pulse: 96, temperature: 36.9 } }],
  },
];
