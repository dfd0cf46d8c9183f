/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartImmunization } from '@/lib/immunizations/queries/chart';
import type { ChartMedicationHistory } from '@/lib/medication-history/queries/chart';
import type { ChartOtherObservation } from '@/lib/other-observations/queries/chart';
import type { ChartPastVisit } from '@/lib/past-visits/queries/chart';
import type { ChartProblem } from '@/lib/problems/queries/chart';
import { ImmunizationsList } from './immunizations-list';
import { MedicationHistoryList } from './medication-history-list';
import { OtherObservationsList } from './other-observations-list';
import { ProblemsList } from './problems-list';
import { VisitsElsewhereList } from './visits-elsewhere-list';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/doctor/patients/3',
  useSearchParams: () => new URLSearchParams(),
}));

// Imported at 23:30 UTC on 27 Nov: 28 Nov on the clinic's calendar (Lagos, UTC+1).
const FROM_ST_MARYS = { sourceName: 'St Mary’s Hospital', importedAt: '2026-11-27T23:30:00.000Z', importedBy: 'Dr. Ada Obi', importedBySystem: null };
const FROM_LUTH = { sourceName: 'Lagos University Teaching Hospital', importedAt: '2026-11-29T10:00:00.000Z', importedBy: null, importedBySystem: 'Lagos HIE' };
const VOIDED = { voidedAt: '2026-11-29T08:00:00.000Z', voidedBy: 'Dr. Ada Obi', reason: 'Another patient’s' };

const problem = (id: number, name: string, extra: Partial<ChartProblem> = {}): ChartProblem => ({
  id,
  name,
  clinicalStatus: 'active',
  verificationStatus: 'confirmed',
  onsetOn: '2020-06-15',
  resolvedOn: null,
  note: '',
  recorder: null,
  source: FROM_ST_MARYS,
  voided: null,
  ...extra,
});

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the chart’s imported lists', () => {
  it('Problems: a section by its heading, each problem with its status, onset and source; a voided one struck through, out of the count', async () => {
    const rows = [
      problem(1, 'Hypertension'),
      problem(2, 'Type 2 diabetes', { clinicalStatus: 'recurrence', verificationStatus: 'provisional', onsetOn: null, source: FROM_LUTH }),
      problem(3, 'Gout', { source: null }),
      problem(4, 'Acute sinusitis', { clinicalStatus: 'resolved', onsetOn: '2019-03-01', resolvedOn: '2019-03-20' }),
      problem(5, 'Malaria', { voided: VOIDED }),
    ];
    render(<ProblemsList list={{ rows, total: 7, voided: 1, page: 1 }} />);
    const section = screen.getByRole('region', { name: 'Problems' });
    expect(within(section).getByText('6 in all (1 voided)')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Problems of this patient' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Problem', 'Status', 'Onset', 'Resolved', 'Source']);
    const [hypertension, diabetes, gout, sinusitis, malaria] = rowsOf(table);
    expect(cellTexts(hypertension)).toEqual(['Hypertension', 'Active', '15 Jun 2020', '—', 'from St Mary’s Hospital, imported 28 Nov 2026 by Dr. Ada Obi']);
    expect(cellTexts(diabetes)).toEqual([
      'Type 2 diabetesProvisional',
      'Active (recurrence)',
      'Not recorded',
      '—',
      'from Lagos University Teaching Hospital, imported 29 Nov 2026 by Lagos HIE',
    ]);
    expect(cellTexts(gout)[4]).toBe('This clinic');
    expect(cellTexts(sinusitis).slice(1, 4)).toEqual(['Resolved', '1 Mar 2019', '20 Mar 2019']);
    expect(within(malaria).getByText('Malaria').closest('.line-through')).not.toBeNull();
    expect(malaria).toHaveTextContent('Voided on 29 Nov 2026 by Dr. Ada Obi: Another patient’s');
    // More than a page: the next is asked of the server through the list's own page in the address.
    const pages = within(section).getByRole('navigation', { name: 'Table pagination' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Next' }));
    expect(mockPush).toHaveBeenCalledWith('/doctor/patients/3?problemsPage=2', { scroll: false });
  });

  it('says in words when a list is empty', () => {
    render(
      <>
        <ProblemsList list={{ rows: [], total: 0, voided: 0, page: 1 }} />
        <ImmunizationsList list={{ rows: [], total: 0, voided: 0, page: 1 }} />
        <MedicationHistoryList list={{ rows: [], total: 0, voided: 0, page: 1 }} />
        <VisitsElsewhereList list={{ rows: [], total: 0, page: 1 }} />
        <OtherObservationsList list={{ rows: [], total: 0, page: 1 }} />
      </>,
    );
    for (const [section, empty] of [
      ['Problems', 'No problems recorded.'],
      ['Immunizations', 'No immunizations recorded.'],
      ['Medication history from elsewhere', 'No medication history from elsewhere.'],
      ['Visits elsewhere', 'No visits elsewhere recorded.'],
      ['Other observations', 'No other observations recorded.'],
    ]) {
      const region = screen.getByRole('region', { name: section });
      expect(within(region).getByText('0 in all')).toBeInTheDocument();
      expect(within(region).getByRole('cell')).toHaveTextContent(empty);
    }
  });

  it('Immunizations: vaccine, date, dose where given, who gave it, and a vaccine not given said so', () => {
    const base: ChartImmunization = { id: 1, vaccine: 'BCG', status: 'completed', givenOn: '1990-04-10', doseNumber: '1', lotNumber: 'B-77', performer: 'Ikeja Health Centre', source: FROM_ST_MARYS, voided: null };
    const rows: ChartImmunization[] = [
      { ...base, id: 3, vaccine: 'Yellow fever', status: 'not-done', givenOn: '2025-03-03', doseNumber: null, performer: null },
      { ...base, id: 2, vaccine: 'Hepatitis B', givenOn: '2019-01-05', doseNumber: 'Booster', source: null },
      base,
    ];
    render(<ImmunizationsList list={{ rows, total: 3, voided: 0, page: 1 }} />);
    const table = screen.getByRole('table', { name: 'Immunizations of this patient' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Vaccine', 'Date', 'Dose', 'Given by', 'Source']);
    expect(rowsOf(table).map(cellTexts)).toEqual([
      ['Yellow feverNot given', '3 Mar 2025', '—', '—', 'from St Mary’s Hospital, imported 28 Nov 2026 by Dr. Ada Obi'],
      ['Hepatitis B', '5 Jan 2019', 'Booster', 'Ikeja Health Centre', 'This clinic'],
      ['BCG', '10 Apr 1990', 'Dose 1', 'Ikeja Health Centre', 'from St Mary’s Hospital, imported 28 Nov 2026 by Dr. Ada Obi'],
    ]);
  });

  it('Medication history: titled apart from the prescriptions, each medicine with its dose in words and its note, when, what it came as, and who prescribed it', () => {
    const base: ChartMedicationHistory = {
      id: 1,
      name: 'Amlodipine 5 mg',
      dosage: '1 tablet once a day',
      status: 'active',
      kind: 'request',
      startedOn: '2020-06-15',
      endedOn: null,
      recordedOn: '2020-06-15',
      prescriber: 'Dr. Kemi Ade',
      reason: 'Hypertension',
      note: '',
      source: FROM_ST_MARYS,
      voided: null,
    };
    const rows: ChartMedicationHistory[] = [
      { ...base, id: 3, name: 'Metformin 500 mg', dosage: '', note: 'Held while eGFR is low\nRestart at review', startedOn: null, recordedOn: '2024-02-01', prescriber: null, reason: null, status: 'on-hold', source: FROM_LUTH },
      base,
      { ...base, id: 2, name: 'Amoxicillin 500 mg', kind: 'statement', status: 'completed', startedOn: '2019-03-01', endedOn: '2019-03-08', voided: VOIDED },
    ];
    render(<MedicationHistoryList list={{ rows, total: 3, voided: 1, page: 1 }} />);
    const section = screen.getByRole('region', { name: 'Medication history from elsewhere' });
    expect(within(section).getByText('2 in all (1 voided)')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Medication history from elsewhere of this patient' });
    const [metformin, amlodipine, amoxicillin] = rowsOf(table).map(cellTexts);
    expect(metformin).toEqual(['Metformin 500 mgHeld while eGFR is low\nRestart at review', 'Prescribed 1 Feb 2024', 'Prescribed, on hold', '—', 'from Lagos University Teaching Hospital, imported 29 Nov 2026 by Lagos HIE']);
    expect(amlodipine).toEqual(['Amlodipine 5 mg1 tablet once a day', 'Since 15 Jun 2020', 'Prescribed, active', 'Dr. Kemi AdeFor Hypertension', 'from St Mary’s Hospital, imported 28 Nov 2026 by Dr. Ada Obi']);
    expect(amoxicillin.slice(1, 3)).toEqual(['1 Mar 2019 to 8 Mar 2019', 'Taken, completed']);
    expect(amoxicillin[0]).toContain('Voided on 29 Nov 2026');
  });

  it('Visits elsewhere: each visit’s days, kind and reason, where and with whom, and its source', () => {
    const base: ChartPastVisit = {
      id: 1,
      startedAt: '2024-05-10T09:00:00.000Z',
      endedAt: '2024-05-10T10:00:00.000Z',
      status: 'finished',
      kind: 'ambulatory',
      type: 'General examination',
      reason: 'Check-up',
      place: 'St Mary’s Hospital, Outpatients',
      practitioner: 'Dr. Kemi Ade',
      source: FROM_ST_MARYS,
    };
    const rows: ChartPastVisit[] = [base, { ...base, id: 2, startedAt: '2023-01-02T20:00:00.000Z', endedAt: '2023-01-05T09:00:00.000Z', kind: 'inpatient', type: '', reason: '', place: '', practitioner: '', status: 'cancelled' }];
    render(<VisitsElsewhereList list={{ rows, total: 2, page: 1 }} />);
    const table = screen.getByRole('table', { name: 'Visits elsewhere of this patient' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date', 'Visit', 'Where', 'Seen by', 'Source']);
    expect(rowsOf(table).map(cellTexts)).toEqual([
      ['10 May 2024', 'Ambulatory: General examinationFor Check-up', 'St Mary’s Hospital, Outpatients', 'Dr. Kemi Ade', 'from St Mary’s Hospital, imported 28 Nov 2026 by Dr. Ada Obi'],
      ['2 Jan 2023 to 5 Jan 2023', 'InpatientCancelled', '—', '—', 'from St Mary’s Hospital, imported 28 Nov 2026 by Dr. Ada Obi'],
    ]);
  });

  it('Other observations: a section by its heading, each with its value (a number with its unit, a coded value’s words, its parts), its day, its category in words and its source', () => {
    const base: ChartOtherObservation = {
      id: 1,
      name: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported',
      category: 'vital-signs',
      valueNumber: 3,
      unit: '{score}',
      valueText: null,
      parts: [],
      // 23:30 UTC on 31 May: 1 Jun on the clinic's calendar.
      takenAt: '2025-05-31T23:30:00.000Z',
      source: FROM_ST_MARYS,
    };
    const rows: ChartOtherObservation[] = [
      base,
      {
        ...base,
        id: 2,
        name: 'Tobacco smoking status',
        category: 'social-history',
        valueNumber: null,
        unit: null,
        valueText: 'Never smoked tobacco (finding)',
        parts: [
          { name: 'Cigarettes per day', valueNumber: 10, unit: '/d', valueText: null },
          { name: 'Tried to stop', valueNumber: null, unit: null, valueText: 'Yes' },
        ],
        takenAt: '2024-02-10T09:00:00.000Z',
        source: FROM_LUTH,
      },
      { ...base, id: 3, name: 'GAD-7 total score', category: 'survey', valueNumber: 4, takenAt: '2023-01-05T09:00:00.000Z', source: null },
      { ...base, id: 4, name: 'Head circumference', category: 'exam', valueNumber: 56.5, unit: 'cm', takenAt: '2022-01-01T09:00:00.000Z' },
      { ...base, id: 5, name: 'Clinical frailty scale', category: 'functional-status', valueNumber: null, unit: null, valueText: 'Managing well', takenAt: '2021-01-01T09:00:00.000Z' },
      { ...base, id: 6, name: 'Number of falls', category: null, valueNumber: 2, unit: '1', takenAt: '2020-01-01T09:00:00.000Z' },
      { ...base, id: 7, name: 'Sodium, sent without its test', category: 'laboratory', valueNumber: 139, unit: 'mmol/L', takenAt: '2019-01-01T09:00:00.000Z' },
    ];
    render(<OtherObservationsList list={{ rows, total: 9, page: 1 }} />);
    const section = screen.getByRole('region', { name: 'Other observations' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Other observations' })).toBeInTheDocument();
    expect(within(section).getByText('9 in all')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Other observations of this patient' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Observation', 'Value', 'Date', 'Category', 'Source']);
    const [pain, smoking, gad7, head, frailty, falls, sodium] = rowsOf(table);
    // The unit's UCUM braces are not read out: "3 score".
    expect(cellTexts(pain)).toEqual(['Pain severity - 0-10 verbal numeric rating [Score] - Reported', '3 score', '1 Jun 2025', 'Vital signs', 'from St Mary’s Hospital, imported 28 Nov 2026 by Dr. Ada Obi']);
    expect(within(pain).getByText('1 Jun 2025')).toHaveAttribute('datetime', '2025-06-01');
    expect(cellTexts(smoking)[1]).toBe('Never smoked tobacco (finding)Cigarettes per day: 10 /dTried to stop: Yes');
    const parts = within(smoking).getByRole('list', { name: 'Parts of Tobacco smoking status' });
    expect(within(parts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cigarettes per day: 10 /d', 'Tried to stop: Yes']);
    expect(cellTexts(smoking).slice(2)).toEqual(['10 Feb 2024', 'Social history', 'from Lagos University Teaching Hospital, imported 29 Nov 2026 by Lagos HIE']);
    expect(cellTexts(gad7).slice(1)).toEqual(['4 score', '5 Jan 2023', 'Survey', 'This clinic']);
    expect(cellTexts(head).slice(1, 4)).toEqual(['56.5 cm', '1 Jan 2022', 'Exam']);
    // A category the chart has no words for reads as sent; none, a dash; a plain number ("1") has no unit to say.
    expect(cellTexts(frailty).slice(1, 4)).toEqual(['Managing well', '1 Jan 2021', 'functional-status']);
    expect(cellTexts(falls).slice(1, 4)).toEqual(['2', '1 Jan 2020', '—']);
    expect(cellTexts(sodium).slice(1, 4)).toEqual(['139 mmol/L', '1 Jan 2019', 'Laboratory']);
    expect(within(section).getByRole('navigation', { name: 'Table pagination' })).toHaveTextContent('Page 1 of 2');
  });

  it('on a phone shows each row as a card named by its title, with the source among its fields', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      render(<ProblemsList list={{ rows: [problem(1, 'Hypertension')], total: 1, voided: 0, page: 1 }} />);
      const card = screen.getByRole('listitem', { name: 'Hypertension' });
      expect(card).toHaveTextContent('Active');
      expect(card).toHaveTextContent('Sourcefrom St Mary’s Hospital, imported 28 Nov 2026 by Dr. Ada Obi');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('Other observations on a phone: a card named by the observation, its value and parts, day, category and source', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      const smoking: ChartOtherObservation = {
        id: 2,
        name: 'Tobacco smoking status',
        category: 'social-history',
        valueNumber: null,
        unit: null,
        valueText: 'Never smoked tobacco (finding)',
        parts: [{ name: 'Tried to stop', valueNumber: null, unit: null, valueText: 'No' }],
        takenAt: '2024-02-10T09:00:00.000Z',
        source: FROM_ST_MARYS,
      };
      render(<OtherObservationsList list={{ rows: [smoking], total: 1, page: 1 }} />);
      expect(screen.getByRole('list', { name: 'Other observations of this patient' })).toBeInTheDocument();
      const card = screen.getByRole('listitem', { name: 'Tobacco smoking status' });
      expect(card).toHaveTextContent('Never smoked tobacco (finding)');
      expect(within(card).getByRole('list', { name: 'Parts of Tobacco smoking status' })).toHaveTextContent('Tried to stop: No');
      expect(card).toHaveTextContent('10 Feb 2024');
      expect(card).toHaveTextContent('CategorySocial history');
      expect(card).toHaveTextContent('Sourcefrom St Mary’s Hospital, imported 28 Nov 2026 by Dr. Ada Obi');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
