import type { REPORT_TABS } from '@/lib/constants';
import type { ChosenPatient } from '@/components/forms/patient-picker';

export type ReportTab = (typeof REPORT_TABS)[number];

/**
 * The URL prefix of each tab's list (birthPage, deathQ, investigationPage, documentsPage, …): each table keeps
 * its own page and search in the address, so going to another tab and back finds the table as it was left.
 */
export const REPORT_LIST_PREFIX = {
  birth: 'birth',
  death: 'death',
  investigation: 'investigation',
  operation: 'documents',
} as const satisfies Record<ReportTab, string>;

/** The Birth and Death tabs' word for their reports: "New Birth Report", "Death report DR-3". */
export const KIND_LABEL = { birth: 'Birth', death: 'Death' } as const;

/** The signed-in doctor, whom a new birth or death report names until the doctor changes it. */
export interface SignedInDoctor {
  name: string;
  email: string;
}

/**
 * A New Birth or Death Report opened by its address (`?tab=death&new=death&patient={id}`: a discharge's death
 * opens it so), with that patient chosen: the patient as the server read them, or null for an id that is no patient's.
 */
export interface NewReportOpening {
  patient: ChosenPatient | null;
}

/** The address's keys of that opening, dropped once the dialog has been closed so that a reload does not open it again. */
export const NEW_REPORT_KEYS = ['new', 'patient'] as const;
