import { addDaysIso, formatDate } from '@/lib/format';
import type { attachments, caseReports, documents, investigations } from '@/lib/db/schema';
import type { InvestigationStatus } from '@/lib/db/schema/enums';
import { DEMO_DOCTOR, DEMO_DOCTOR_DISPLAY_NAME } from './doctor';
import { SURGERIES } from './medical';
import { COLLEAGUES } from './nigeria';
import { createCsv, createPdf } from './pdf';
import type { NewPatient } from './people';
import type { Random } from './random';

export type NewCaseReport = typeof caseReports.$inferInsert;
export type NewAttachment = typeof attachments.$inferInsert;
export type NewInvestigation = Omit<typeof investigations.$inferInsert, 'attachmentId'>;
export type NewDocument = Omit<typeof documents.$inferInsert, 'attachmentId'>;

export const CASE_REPORTS_PER_KIND = 12;
export const INVESTIGATION_COUNT = 12;
export const DOCUMENT_COUNT = 12;

const DOCTORS = [
  { name: DEMO_DOCTOR_DISPLAY_NAME, email: DEMO_DOCTOR.email, avatar: DEMO_DOCTOR.avatarPath },
  ...COLLEAGUES,
];

const CAUSES_OF_DEATH = [
  'Cardiac arrest following myocardial infarction', 'Severe malaria with cerebral complications',
  'End-stage chronic kidney disease', 'Haemorrhagic stroke', 'Septic shock from community-acquired pneumonia',
  'Complications of advanced liver cirrhosis', 'Pulmonary tuberculosis with respiratory failure',
];

/** A patient already saved: every sample report is filed for one (its chart lists it). */
export type SavedPatient = NewPatient & { id: number };

interface Person {
  name: string;
  email: string;
  avatar: string;
}

/** The typed copy of the patient that a report keeps beside its link (see lib/reports/queries/report-patient.ts). */
const patientCopy = (patient: SavedPatient) => ({
  patientId: patient.id,
  name: `${patient.firstName} ${patient.lastName}`.trim(),
  email: patient.email ?? '',
  avatar: patient.avatar ?? '/avatars/patient-default.svg',
});

/**
 * Birth reports are filed for female patients (the mother), death reports for patients from the end of the
 * list (not the four sample patients, whom the other screens' samples show alive and well).
 */
export function caseReportsSample(random: Random, patients: readonly SavedPatient[], today: string): NewCaseReport[] {
  const mothers = patients.filter((patient) => patient.gender === 'female');
  const deceased = patients.slice(-CASE_REPORTS_PER_KIND);
  /** The row's two people: the patient (linked, with the typed copy) and the doctor. */
  const people = (patient: SavedPatient, doctor: Person) => {
    const copy = patientCopy(patient);
    return {
      patientId: copy.patientId,
      patientName: copy.name,
      patientEmail: copy.email,
      patientAvatar: copy.avatar,
      doctorName: doctor.name,
      doctorEmail: doctor.email,
      doctorAvatar: doctor.avatar,
    };
  };
  const reports: NewCaseReport[] = [];
  for (let index = 0; index < CASE_REPORTS_PER_KIND; index += 1) {
    reports.push({
      kind: 'birth',
      caseId: `BR-${1001 + index}`,
      ...people(mothers[index % mothers.length], random.pick(DOCTORS)),
      date: addDaysIso(today, -random.int(1, 180)),
      notes: `Baby ${random.pick(['boy', 'girl'])}, ${random.float(2.6, 4.1)} kg, ${random.pick(['spontaneous vaginal delivery', 'elective caesarean section', 'emergency caesarean section'])}. Apgar ${random.int(7, 9)}/10.`,
    });
  }
  for (let index = 0; index < CASE_REPORTS_PER_KIND; index += 1) {
    reports.push({
      kind: 'death',
      caseId: `DR-${2001 + index}`,
      ...people(deceased[index % deceased.length], random.pick(DOCTORS)),
      date: addDaysIso(today, -random.int(1, 365)),
      notes: `Cause of death: ${random.pick(CAUSES_OF_DEATH)}.`,
    });
  }
  return reports;
}

const INVESTIGATION_TITLES = [
  'Chest X-Ray review', 'Abdominal ultrasound', 'Lipid profile follow-up', 'Echocardiogram', 'Full blood count',
  'Renal function panel', 'Malaria parasite density', 'Thyroid function test', 'Pelvic ultrasound', 'HbA1c monitoring',
  'Liver function test', 'Sputum AFB smear',
];
const INVESTIGATION_STATUSES: readonly InvestigationStatus[] = ['Completed', 'Pending', 'In Progress'];

/**
 * Filed for the patients in order: the first (Chinedu Okafor) has a PDF, which his chart lists and opens. The
 * four sample patients' are from the last fortnight.
 */
export function investigationsSample(
  random: Random,
  people: readonly SavedPatient[],
  today: string,
): Promise<Array<{ investigation: NewInvestigation; attachment: NewAttachment }>> {
  // Each item's random draws are made before its PDF is awaited, so the draws keep their order.
  return Promise.all(Array.from({ length: INVESTIGATION_COUNT }, async (_, index) => {
    const patient = people[index % people.length];
    const copy = patientCopy(patient);
    const name = copy.name;
    // The four sample patients' results are recent (the random draw is still made, so the rest stays as it was).
    const drawn = -random.int(0, 60);
    const date = addDaysIso(today, index < 4 ? -(index * 4 + 1) : drawn);
    const title = INVESTIGATION_TITLES[index % INVESTIGATION_TITLES.length];
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const attachment: NewAttachment =
      index % 2 === 0
        ? {
            fileName: `${slug}-${date}.pdf`,
            mime: 'application/pdf',
            bytes: await createPdf(title, [`Patient: ${name}`, `Date: ${formatDate(date)}`, `Requested by: ${DEMO_DOCTOR_DISPLAY_NAME}`, 'Findings: see the attached values; no acute abnormality.']),
          }
        : {
            fileName: `${slug}-${date}.csv`,
            mime: 'text/csv',
            bytes: createCsv([
              ['patient', 'date', 'test', 'value', 'unit', 'reference range'],
              [name, date, 'Haemoglobin', random.float(10.5, 15.5), 'g/dL', '12.0-16.0'],
              [name, date, 'White cell count', random.float(4, 11), '10^9/L', '4.0-11.0'],
              [name, date, 'Platelets', random.int(150, 400), '10^9/L', '150-400'],
            ]),
          };
    return {
      investigation: {
        patientId: copy.patientId,
        userName: name,
        userEmail: copy.email,
        userAvatar: copy.avatar,
        date,
        title,
        status: INVESTIGATION_STATUSES[index % INVESTIGATION_STATUSES.length],
      },
      attachment,
    };
  }));
}

/** Each operation report is filed for a patient: the first few patients, then every third one. */
export function documentsSample(random: Random, people: readonly SavedPatient[], today: string): Promise<Array<{ document: NewDocument; attachment: NewAttachment }>> {
  return Promise.all(Array.from({ length: DOCUMENT_COUNT }, async (_, index) => {
    const patient = people[(index * 3) % people.length];
    const surgery = SURGERIES[index % SURGERIES.length];
    const surgeon = random.pick(DOCTORS);
    const date = addDaysIso(today, -random.int(1, 120));
    const slug = surgery.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      document: { patientId: patient.id, surgery, generatedBy: surgeon.name },
      attachment: {
        fileName: `operation-note-${slug}-${date}.pdf`,
        mime: 'application/pdf',
        bytes: await createPdf(`Operation note: ${surgery}`, [
          `Patient: ${patientCopy(patient).name}`,
          `Date: ${formatDate(date)}`,
          `Surgeon: ${surgeon.name}`,
          `Anaesthesia: ${random.pick(['General', 'Spinal', 'Local'])}`,
          `Duration: ${random.int(35, 180)} minutes`,
          'Procedure uneventful. Estimated blood loss within expected limits.',
          'Post-operative plan: analgesia, early mobilisation, review in clinic in two weeks.',
        ]),
      },
    };
  }));
}
