/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardBed, BoardWard } from '@/lib/wards/queries/board';

jest.mock('@/lib/wards/actions', () => ({ markBedReady: jest.fn() }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
import { toast } from '@/components/ui/toast';
import { markBedReady } from '@/lib/wards/actions';
import { BedStatusIcons } from './bed-status-badge';
import { WardSection } from './ward-section';

// A ward of the board as a screen reader meets it: a section named by its heading, its census in words, and its beds
// as a list whose every card says its state in words.

const bed = (bedId: number, label: string, status: BoardBed['status'], extra: Partial<BoardBed> = {}): BoardBed => ({
  bedId,
  label,
  kind: 'standard',
  state: status === 'occupied' || status === 'free' ? 'ready' : status,
  status,
  outOfServiceReason: status === 'out-of-service' ? 'Broken rail' : null,
  stateChangedAt: '2026-03-15T08:30:00.000Z',
  occupant: null,
  ...extra,
});

const WARD: BoardWard = {
  wardId: 7,
  name: 'Ward A',
  kind: 'medical',
  sex: 'female',
  census: { inService: 3, occupied: 1, free: 1, cleaning: 1, outOfService: 1 },
  beds: [
    bed(1, 'A1', 'occupied', {
      kind: 'side-room',
      occupant: {
        admissionId: 42,
        admittingDoctorId: 3,
        patientId: 9,
        name: 'Chioma Okafor',
        patientNumber: 'P-000009',
        age: 45,
        gender: 'female',
        admittedOn: '2026-03-13',
        dayOfStay: 3,
        flags: [{ measure: 'blood-pressure', label: 'Blood pressure', flag: 'high' }],
      },
    }),
    bed(2, 'A2', 'free'),
    bed(3, 'A3', 'cleaning'),
    bed(4, 'A4', 'out-of-service'),
  ],
};

describe('a ward of the bed board', () => {
  it('is a section with its heading, its census, and its beds as a list, each saying its state in words', () => {
    render(<WardSection ward={WARD} administrator={false} />);
    const section = screen.getByRole('region', { name: /Ward A/ });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Ward A');
    expect(within(section).getByTestId('ward-census')).toHaveTextContent('1 of 3 beds occupied · 33% occupancy · 1 free · 1 being cleaned · 1 out of service');
    const beds = within(within(section).getByRole('list', { name: 'Beds of Ward A' })).getAllByRole('article');
    expect(beds.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Bed A1 · Side room', 'Bed A2', 'Bed A3', 'Bed A4']);
    expect(beds.map((card) => card.querySelector('[data-status]')?.textContent)).toEqual(['Occupied', 'Free', 'Being cleaned', 'Out of service']);
  });

  it('shows each badge’s icon by reference to the icons drawn once in the page', () => {
    const { container } = render(
      <>
        <BedStatusIcons />
        <WardSection ward={WARD} administrator={false} />
      </>,
    );
    const drawn = [...container.querySelectorAll('symbol')].map((symbol) => `#${symbol.id}`);
    const used = [...container.querySelectorAll('[data-status] use')].map((use) => use.getAttribute('href'));
    expect(used).toHaveLength(4);
    for (const href of used) expect(drawn).toContain(href);
    expect(container.querySelectorAll('[data-status] svg path')).toHaveLength(0);
  });

  it('names the patient in a bed, linking to the admission, with number, sex, age, day of stay and flags', () => {
    render(<WardSection ward={WARD} administrator={false} />);
    const card = screen.getByRole('article', { name: /Bed A1/ });
    expect(within(card).getByRole('link', { name: 'Chioma Okafor' })).toHaveAttribute('href', '/doctor/admissions/42');
    expect(card).toHaveTextContent('P-000009 · Female, 45');
    expect(card).toHaveTextContent('Day 3');
    expect(within(card).getByRole('list', { name: 'Latest vitals flagged' })).toHaveTextContent('Blood pressure High');
    expect(screen.getByRole('article', { name: /Bed A4/ })).toHaveTextContent('Broken rail');
  });

  it('marks a bed being cleaned ready with its button, which names the bed', async () => {
    jest.mocked(markBedReady).mockResolvedValue({ ok: true, data: { bedId: 3, wardId: 7, label: 'A3', state: 'ready' } });
    render(<WardSection ward={WARD} administrator={false} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mark ready, bed A3 of Ward A' }));
    expect(markBedReady).toHaveBeenCalledWith({ bedId: 3 });
    expect(toast.success).toHaveBeenCalledWith('Bed A3 of Ward A is ready');
  });

  it('offers administrators to add beds to a ward that has none', () => {
    const { rerender } = render(<WardSection ward={{ ...WARD, beds: [], census: { inService: 0, occupied: 0, free: 0, cleaning: 0, outOfService: 0 } }} administrator />);
    expect(screen.getByRole('link', { name: 'Add beds' })).toHaveAttribute('href', '/doctor/settings/wards');
    expect(screen.getByTestId('ward-census')).toHaveTextContent('0 of 0 beds occupied · No beds in service');
    rerender(<WardSection ward={{ ...WARD, beds: [] }} administrator={false} />);
    expect(screen.queryByRole('link', { name: 'Add beds' })).toBeNull();
  });
});
