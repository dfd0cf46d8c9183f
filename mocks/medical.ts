import type { MedicalReportStatus } from '@/lib/db/schema/enums';
import type { Random } from './random';

/** Roughly the ABO/Rh distribution of the Nigerian population. */
export const BLOOD_GROUP_WEIGHTS = [
  ['O+', 50], ['A+', 22], ['B+', 20], ['AB+', 3], ['O-', 2.5], ['A-', 1], ['B-', 1], ['AB-', 0.5],
] as const;

/** Treatments for anyone, for adults only, and for women of childbearing age only. */
export const TREATMENTS = {
  anyone: ['Malaria (artemether-lumefantrine)', 'Asthma inhaler therapy', 'Typhoid fever antibiotics', 'Sickle cell crisis care', 'Iron supplementation', 'Routine check-up', 'Physiotherapy after fracture'],
  adult: ['Hypertension management', 'Type 2 diabetes control', 'Peptic ulcer therapy', 'Post-operative review'],
  childbearing: ['Antenatal care', 'Postnatal review'],
} as const;

export const ONGOING_SURGERIES = {
  anyone: ['Appendectomy recovery', 'Inguinal hernia repair (scheduled)', 'Tonsillectomy recovery'],
  adult: ['Knee arthroscopy', 'Cataract surgery (scheduled)'],
  childbearing: ['Caesarean section follow-up', 'Myomectomy follow-up'],
} as const;

export const SURGERIES = [
  'Appendectomy', 'Caesarean Section', 'Inguinal Hernia Repair', 'Myomectomy', 'Cataract Extraction',
  'Laparoscopic Cholecystectomy', 'Tonsillectomy', 'Open Reduction Internal Fixation', 'Prostatectomy',
  'Thyroidectomy', 'Knee Arthroscopy', 'Hysterectomy',
] as const;

interface ReportTemplate {
  title: string;
  normal: () => string;
  abnormal: () => string;
}

export function reportTemplates(random: Random): readonly ReportTemplate[] {
  return [
    { title: 'Full Blood Count', normal: () => `Haemoglobin ${random.float(12.5, 15.5)} g/dL, WBC ${random.float(4.5, 9.5)} ×10⁹/L`, abnormal: () => `Haemoglobin ${random.float(7.5, 10.5)} g/dL (low)` },
    { title: 'Malaria Parasite Test', normal: () => 'No malaria parasites seen', abnormal: () => `Plasmodium falciparum seen (${random.pick(['+', '++', '+++'])})` },
    { title: 'Fasting Blood Sugar', normal: () => `${random.int(72, 99)} mg/dL`, abnormal: () => `${random.int(126, 210)} mg/dL (high)` },
    { title: 'Lipid Profile', normal: () => `Total cholesterol ${random.int(140, 195)} mg/dL`, abnormal: () => `Total cholesterol ${random.int(240, 300)} mg/dL (high)` },
    { title: 'Urinalysis', normal: () => 'Protein nil, glucose nil, leucocytes nil', abnormal: () => `Leucocytes ${random.pick(['+', '++'])}, nitrites positive` },
    { title: 'Liver Function Test', normal: () => `ALT ${random.int(10, 40)} U/L, AST ${random.int(10, 35)} U/L`, abnormal: () => `ALT ${random.int(80, 160)} U/L (raised)` },
    { title: 'Kidney Function Test', normal: () => `Creatinine ${random.float(0.6, 1.2)} mg/dL, urea ${random.int(15, 40)} mg/dL`, abnormal: () => `Creatinine ${random.float(1.8, 3.5)} mg/dL (raised)` },
    { title: 'Chest X-Ray', normal: () => 'Clear lung fields, normal cardiac size', abnormal: () => 'Right lower lobe consolidation' },
    { title: 'Widal Test', normal: () => 'O and H titres below 1:80', abnormal: () => 'O titre 1:160, H titre 1:320' },
    { title: 'HbA1c', normal: () => `${random.float(4.6, 5.6)} %`, abnormal: () => `${random.float(6.6, 9.8)} % (diabetic range)` },
    { title: 'Electrocardiogram (ECG)', normal: () => `Sinus rhythm, ${random.int(62, 88)} bpm`, abnormal: () => 'Left ventricular hypertrophy pattern' },
    { title: 'Haemoglobin Genotype', normal: () => random.pick(['AA', 'AS', 'AC']), abnormal: () => 'SS' },
  ];
}

export function randomReport(random: Random): { title: string; result: string; status: MedicalReportStatus; note: string } {
  const template = random.pick(reportTemplates(random));
  const roll = random.next();
  if (roll < 0.1) return { title: template.title, result: 'Awaiting laboratory result', status: 'pending', note: 'Sample collected.' };
  if (roll < 0.35) {
    return { title: template.title, result: template.abnormal(), status: 'abnormal', note: random.pick(['Repeat in two weeks.', 'Review with consultant.', 'Treatment started.']) };
  }
  return { title: template.title, result: template.normal(), status: 'normal', note: random.pick(['No action needed.', 'Routine screening.', '']) };
}

/** "120/80", drawn around healthy values with some raised readings. */
export function randomBloodPressure(random: Random): string {
  const systolic = random.chance(0.25) ? random.int(140, 170) : random.int(100, 135);
  const diastolic = Math.min(systolic - 30, random.chance(0.25) ? random.int(90, 105) : random.int(62, 88));
  return `${systolic}/${diastolic}`;
}
