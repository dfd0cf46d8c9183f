/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addProgressNote, voidProgressNote } from '@/lib/admissions/actions';
import type { ProgressNote } from '@/lib/admissions/queries/progress-notes';
import { ProgressNotes } from './progress-notes';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: mockRefresh }) }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/admissions/actions', () => ({ addProgressNote: jest.fn(), editProgressNote: jest.fn(), voidProgressNote: jest.fn() }));

const NOW = new Date('2026-11-28T12:00:00Z');
const note = (overrides: Partial<ProgressNote>): ProgressNote => ({
  id: 1,
  authorId: 7,
  authorName: 'Dr. Ada Obi',
  writtenAt: '2026-11-28T08:00:00.000Z',
  editedAt: null,
  text: 'Febrile, alert.',
  voided: null,
  ...overrides,
});
const NOTES = [
  note({ id: 3, text: 'Wrong bed.', writtenAt: '2026-11-28T09:00:00.000Z', voided: { voidedAt: '2026-11-28T10:00:00.000Z', voidedBy: 'Dr. Ada Obi', reason: 'Written on the wrong patient' } }),
  note({ id: 2, text: 'Afebrile overnight.', writtenAt: '2026-11-28T08:00:00.000Z', editedAt: '2026-11-28T08:30:00.000Z' }),
  note({ id: 1, text: 'Admitted with fever.', writtenAt: '2026-11-26T08:00:00.000Z' }),
  note({ id: 4, authorId: 8, authorName: 'Dr. Bayo Ade', text: 'Seen on the evening round.', writtenAt: '2026-11-28T07:00:00.000Z' }),
];

beforeEach(() => jest.clearAllMocks());

describe('ProgressNotes', () => {
  it('dates and signs each note; offers Edit to its author within 24 hours, Void after; strikes a voided one with why', () => {
    render(<ProgressNotes admissionId={5} notes={NOTES} open viewer={{ id: 7, role: 'doctor' }} now={NOW} />);
    const [voided, recent, old, colleagues] = screen.getAllByTestId('progress-note');
    expect(voided).toHaveTextContent('Voided on 28 Nov 2026 by Dr. Ada Obi: Written on the wrong patient');
    expect(within(voided).getByText('Wrong bed.')).toHaveClass('line-through');
    expect(within(voided).queryByRole('button')).toBeNull();
    expect(recent).toHaveTextContent('28 Nov 2026, 09:00, Dr. Ada Obi (edited 28 Nov 2026, 09:30)');
    expect(within(recent).getByRole('button', { name: 'Edit the note of 28 Nov 2026, 09:00' })).toBeInTheDocument();
    expect(within(recent).queryByRole('button', { name: /Void/ })).toBeNull();
    expect(within(old).getByRole('button', { name: 'Void the note of 26 Nov 2026, 09:00' })).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Edit/ })).toBeNull();
    // A colleague's note: neither, unless the viewer administers the clinic.
    expect(within(colleagues).queryByRole('button')).toBeNull();
  });

  it('lets an administrator void a colleague’s note, and says when there are none', () => {
    const { rerender } = render(<ProgressNotes admissionId={5} notes={NOTES.slice(3)} open viewer={{ id: 1, role: 'administrator' }} now={NOW} />);
    expect(screen.getByRole('button', { name: /^Void/ })).toBeInTheDocument();
    rerender(<ProgressNotes admissionId={5} notes={[]} open={false} viewer={{ id: 7, role: 'doctor' }} now={NOW} />);
    expect(screen.getByText('No progress notes yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Progress note')).toBeNull();
  });

  it('says how many notes a long stay has when it shows the latest, with a link to them all', () => {
    const { rerender } = render(
      <ProgressNotes admissionId={5} notes={NOTES.slice(0, 2)} total={57} showAllHref="/doctor/admissions/5?notes=all#admission-notes" open viewer={{ id: 7, role: 'doctor' }} now={NOW} />,
    );
    expect(screen.getByText(/^The latest 2 of 57 notes\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all 57 notes' })).toHaveAttribute('href', '/doctor/admissions/5?notes=all#admission-notes');
    rerender(<ProgressNotes admissionId={5} notes={NOTES} total={NOTES.length} open viewer={{ id: 7, role: 'doctor' }} now={NOW} />);
    expect(screen.queryByRole('link', { name: /^Show all/ })).toBeNull();
  });

  it('adds a note, and voids one with the reason asked for', async () => {
    const user = userEvent.setup();
    jest.mocked(addProgressNote).mockResolvedValue({ ok: true, data: { noteId: 9 } });
    jest.mocked(voidProgressNote).mockResolvedValue({ ok: true, data: { noteId: 1 } });
    render(<ProgressNotes admissionId={5} notes={NOTES.slice(2, 3)} open viewer={{ id: 7, role: 'doctor' }} now={NOW} />);

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Progress note'), 'Eating well.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(addProgressNote).toHaveBeenCalledWith({ admissionId: 5, text: 'Eating well.' }));
    await waitFor(() => expect(mockRefresh).toHaveBeenCalled());

    await user.click(screen.getByRole('button', { name: /^Void/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void this note?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate of the morning note');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(voidProgressNote).toHaveBeenCalledWith({ noteId: 1, reason: 'Duplicate of the morning note' }));
  });
});
