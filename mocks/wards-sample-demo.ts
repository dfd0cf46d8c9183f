import { bed, GENERAL_MEDICAL, MALE_SURGICAL, type SampleAdmission } from './wards-sample';

// The demo doctor's own inpatients: a man with severe malaria, a woman in heart failure (a note voided), a boy after a
// fit, a man in sickle cell crisis (a note edited), and a man admitted to the medical ward and moved to the surgeons.
// The latest note of the first, two hours old, is the demo doctor's to edit.
export const DEMO_INPATIENTS: readonly SampleAdmission[] = [
  {
    patient: 26, // Ikenna Lawal, 68
    by: 'demo',
    reason: 'Severe malaria: fever for five days, vomiting, confused this morning',
    expectedDays: 5,
    admittedAt: 70,
    stays: [bed(GENERAL_MEDICAL, 1)],
    plan: 'IV artesunate 2.4 mg/kg at 0, 12 and 24 hours, then daily until he can take tablets\nIV 0.9% saline 1 L 8-hourly\nParacetamol 1 g 6-hourly for fever\nBlood glucose 6-hourly; full blood count again tomorrow',
    notes: [
      { by: 'demo', at: 68, text: 'Admitted with severe malaria: RDT positive, parasites ++ on the film. GCS 13/15, no neck stiffness. Started IV artesunate and fluids.' },
      { by: 0, at: 45, text: 'Night review: temperature 39.4 °C, given paracetamol. Passing urine, GCS 15/15.' },
      { by: 'demo', at: 2, text: 'Day 3. Alert and eating a little. Still febrile overnight (38.4 °C). Continue artesunate; change to artemether-lumefantrine tomorrow if he keeps tablets down.' },
    ],
    rounds: [
      { by: 'demo', at: 68, vitals: { temperature: 39.6, pulse: 118, 'blood-pressure': '104/62', 'respiratory-rate': 24, spo2: 96 } },
      { by: 0, at: 44, vitals: { temperature: 38.7, pulse: 106, 'blood-pressure': '112/70', 'respiratory-rate': 20, spo2: 97 } },
      { by: 'demo', at: 2.5, vitals: { temperature: 37.9, pulse: 96, 'blood-pressure': '118/74', 'respiratory-rate': 18, spo2: 98 } },
    ],
  },
  {
    patient: 41, // Chiamaka Ekwueme, 72
    by: 'demo',
    reason: 'Breathless lying flat and swollen legs for a week: heart failure',
    expectedDays: 7,
    admittedAt: 147,
    stays: [bed(GENERAL_MEDICAL, 2)],
    plan: 'IV furosemide 40 mg twice daily; weigh every morning; fluids limited to 1.5 L a day\nInput and output chart\nStart lisinopril 2.5 mg once the creatinine is stable\nEchocardiogram requested',
    notes: [
      { by: 'demo', at: 145, text: 'Acute heart failure: crackles at both bases, pitting oedema to the knees, SpO₂ 89% on air. Oxygen by nasal cannula, IV furosemide started.' },
      { by: 'demo', at: 96, text: 'Potassium 6.1 mmol/L: hold spironolactone, repeat in the morning.', voided: { at: 95, reason: 'Written in the wrong patient’s notes: the result was another patient’s' } },
      { by: 'demo', at: 74, text: 'Day 4. Breathing easier, off oxygen since last night. Weight down 2.1 kg since admission.' },
      { by: 1, at: 28, text: 'Weekend cover: comfortable, no new complaints. Plan unchanged.' },
    ],
    rounds: [
      { by: 'demo', at: 145, vitals: { spo2: 89, pulse: 108, 'blood-pressure': '158/96', 'respiratory-rate': 26, temperature: 36.8, weight: 78.4 } },
      { by: 'demo', at: 74, vitals: { spo2: 94, pulse: 92, 'blood-pressure': '138/84', 'respiratory-rate': 20, weight: 76.3 } },
      { by: 'demo', at: 4, vitals: { spo2: 96, pulse: 84, 'blood-pressure': '132/82', 'respiratory-rate': 18, weight: 75.1 } },
    ],
  },
  {
    patient: 21, // Uchenna Idahosa, 6
    by: 'demo',
    reason: 'Fever and a fit at home; malaria RDT positive',
    expectedDays: 3,
    admittedAt: 20,
    stays: [bed(GENERAL_MEDICAL, 6)],
    plan: 'IV artesunate by weight (21 kg)\nParacetamol 15 mg/kg 6-hourly; tepid sponging\nDiazepam 0.5 mg/kg rectally if he fits again\nMother stays with him',
    notes: [{ by: 'demo', at: 19, text: 'One generalised fit at home lasting two minutes, none since. Drowsy but rousable. Started IV artesunate.' }],
    rounds: [
      { by: 'demo', at: 19, vitals: { temperature: 39.2, pulse: 140, 'respiratory-rate': 32, spo2: 97, weight: 21 } },
      { by: 'demo', at: 3, vitals: { temperature: 37.4, pulse: 110, 'respiratory-rate': 24, spo2: 98 } },
    ],
  },
  {
    patient: 37, // Gbenga Okonkwo, 29
    by: 'demo',
    reason: 'Sickle cell crisis: severe pain in the back and legs since yesterday',
    expectedDays: 4,
    admittedAt: 50,
    stays: [bed(GENERAL_MEDICAL, 12)],
    plan: 'Morphine 5 mg IV 4-hourly as needed; ibuprofen 400 mg 8-hourly with food\nIV fluids 3 L a day\nOxygen if SpO₂ under 95%\nFolic acid 5 mg daily',
    notes: [
      { by: 'demo', at: 49, text: 'Painful crisis, pain 9/10 in the lower back and both thighs. No chest pain. Morphine and fluids started.' },
      { by: 'demo', at: 26, editedAt: 25.5, text: 'Pain 5/10 this morning. Chest clear. Reduce morphine to as needed.' },
    ],
    rounds: [
      { by: 'demo', at: 49, vitals: { pulse: 104, temperature: 37.9, spo2: 93, 'blood-pressure': '128/78', 'respiratory-rate': 22 } },
      { by: 'demo', at: 5, vitals: { pulse: 88, temperature: 37.1, spo2: 96, 'blood-pressure': '122/76', 'respiratory-rate': 16 } },
    ],
  },
  {
    patient: 33, // Tochukwu Ogbonna, 50: admitted to the medical ward, then moved to the surgeons
    by: 'demo',
    reason: 'Severe upper abdominal pain and vomiting since last night',
    expectedDays: 10,
    admittedAt: 124,
    stays: [
      bed(GENERAL_MEDICAL, 9),
      { ward: MALE_SURGICAL, bed: '2', movedAt: 76, reason: 'Perforated duodenal ulcer on the erect chest X-ray: to the surgeons for repair' },
    ],
    plan: 'Sips of water, then a light diet as tolerated\nIV omeprazole 40 mg twice daily; IV ceftriaxone and metronidazole for 5 days\nTest for H. pylori before discharge',
    notes: [
      { by: 'demo', at: 123, text: 'Epigastric pain, guarding. Long history of dyspepsia, takes diclofenac for his knees. Nil by mouth, NG tube, IV omeprazole.' },
      { by: 'demo', at: 77, text: 'Air under the diaphragm on the erect chest X-ray. Discussed with Dr. Danjuma: moving to the Male Surgical Ward for laparotomy.' },
      { by: 2, at: 50, text: 'Laparotomy yesterday: perforated duodenal ulcer closed with an omental patch. Drain in place, 50 mL overnight.' },
      { by: 'demo', at: 22, text: 'Bowel sounds back, passing flatus. NG tube out; sips of water today.' },
    ],
    rounds: [
      { by: 'demo', at: 123, vitals: { pulse: 112, 'blood-pressure': '100/64', temperature: 37.8, 'respiratory-rate': 22 } },
      { by: 2, at: 50, vitals: { pulse: 96, 'blood-pressure': '118/76', temperature: 37.5, 'respiratory-rate': 18, spo2: 97 } },
      { by: 'demo', at: 22, vitals: { pulse: 82, 'blood-pressure': '124/78', temperature: 36.9, 'respiratory-rate': 16, spo2: 98 } },
    ],
  },
];
