/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markNoKnownDrugAllergies, recordPatientAllergy, removePatientAllergy } from '@/lib/patients/actions/allergies';
import type { AllergySummary, PatientAllergy } from '@/lib/patients/queries/allergies';
import { AllergyBadges } from './allergy-badges';
import { AllergyEditor, allergyEditorDialog } from './allergy-editor';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/patients/actions/allergies', () => ({ recordPatientAllergy: jest.fn(), removePatientAllergy: jest.fn(), markNoKnownDrugAllergies: jest.fn() }));

const allergy = (id: number, substance: string, reaction: string): PatientAllergy => ({
  id,
  substance,
  reaction,
  drugClass: null,
  medicineId: null,
  recordedAt: '2026-03-01T09:00:00.000Z',
  recordedByName: 'Dr. Adaeze Nwankwo',
});
const LISTED: AllergySummary = { status: 'listed', allergies: [allergy(1, 'Penicillin', 'rash'), allergy(2, 'Aspirin', '')] };
const NOT_RECORDED: AllergySummary = { status: 'not-recorded', allergies: [] };

describe('AllergyBadges', () => {
  it('says the allergies, "No known drug allergies" or "Not recorded" in words, the icon hidden from screen readers', () => {
    const { rerender } = render(<AllergyBadges summary={LISTED} />);
    const badges = screen.getByTestId('allergy-badges');
    expect(badges).toHaveTextContent('Drug allergies: Penicillin (rash), Aspirin');
    expect(badges.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<AllergyBadges summary={{ status: 'none', allergies: [] }} />);
    expect(screen.getByTestId('allergy-badges')).toHaveTextContent(/^No known drug allergies$/);
    rerender(<AllergyBadges summary={NOT_RECORDED} />);
    expect(screen.getByTestId('allergy-badges')).toHaveTextContent('Drug allergies: Not recorded');
  });
});

describe('AllergyEditor', () => {
  // The dialog's code is fetched on first opening (lazy-part.test.tsx tests how): here it is there already.
  beforeAll(async () => {
    await allergyEditorDialog.preload();
  });
  beforeEach(() => jest.clearAllMocks());

  async function open(summary: AllergySummary) {
    const user = userEvent.setup();
    render(<AllergyEditor patientId={7} patientName="Ngozi Eze" summary={summary} />);
    await user.click(screen.getByRole('button', { name: 'Drug allergies' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Drug allergies' }) };
  }

  it('checks the drug or class before asking the server, then records it and lists it at once', async () => {
    jest.mocked(recordPatientAllergy).mockResolvedValue({ ok: true, data: { patientId: 7, allergies: { status: 'listed', allergies: [allergy(3, 'Penicillin', 'Rash')] } } });
    const { user, dialog } = await open(NOT_RECORDED);
    expect(within(dialog).getByTestId('allergy-list-empty')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Drug or class is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Drug or class')).toHaveAttribute('aria-invalid', 'true');
    expect(recordPatientAllergy).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Drug or class'), 'Penicillin');
    await user.type(within(dialog).getByLabelText('Reaction'), 'Rash');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(recordPatientAllergy).toHaveBeenCalledWith({ patientId: 7, substance: 'Penicillin', reaction: 'Rash' }));
    expect(await within(dialog).findByText('Penicillin (Rash)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Drug or class')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'No known drug allergies' })).toBeDisabled();
  });

  it("shows the server's refusal under the field", async () => {
    jest.mocked(recordPatientAllergy).mockResolvedValueOnce({ ok: false, message: 'Please correct the highlighted fields.', fieldErrors: { substance: 'This drug allergy is already recorded.' } });
    const { user, dialog } = await open(LISTED);
    await user.type(within(dialog).getByLabelText('Drug or class'), 'penicillin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This drug allergy is already recorded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No known drug allergies' })).toBeDisabled();
  });

  it('says a failed "No known drug allergies" in the dialog', async () => {
    jest.mocked(markNoKnownDrugAllergies).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, dialog } = await open(NOT_RECORDED);
    await user.click(within(dialog).getByRole('button', { name: 'No known drug allergies' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).getByTestId('allergy-list-empty')).toBeInTheDocument();
  });

  it('records "No known drug allergies" while nothing is recorded', async () => {
    jest.mocked(markNoKnownDrugAllergies).mockResolvedValue({ ok: true, data: { patientId: 7, allergies: { status: 'none', allergies: [] } } });
    const { user, dialog } = await open(NOT_RECORDED);
    await user.click(within(dialog).getByRole('button', { name: 'No known drug allergies' }));
    await waitFor(() => expect(markNoKnownDrugAllergies).toHaveBeenCalledWith({ patientId: 7, noKnownDrugAllergies: true }));
    expect(await within(dialog).findByText('No known drug allergies.')).toBeInTheDocument();
  });

  it('removes an allergy with a reason, through the void dialog', async () => {
    jest.mocked(removePatientAllergy).mockResolvedValue({ ok: true, data: { patientId: 7, allergies: { status: 'listed', allergies: [allergy(2, 'Aspirin', '')] } } });
    const { user, dialog } = await open(LISTED);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Penicillin' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove drug allergy' });
    expect(within(confirm).getByTestId('void-dialog-record')).toHaveTextContent('Penicillin (rash) of Ngozi Eze');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByText('Say why this record is voided')).toBeInTheDocument();
    await user.type(within(confirm).getByLabelText('Reason'), 'Entered in error');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removePatientAllergy).toHaveBeenCalledWith({ id: 1, reason: 'Entered in error' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('dialog', { name: 'Drug allergies' })).queryByText('Penicillin (rash)')).not.toBeInTheDocument();
  });
});
