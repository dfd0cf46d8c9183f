/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { WardCensus } from '@/lib/wards/queries/census';
import { WardOverview } from './ward-overview';

// A hospital's board without a ward chosen, as a screen reader meets it: a section of the wards, each an article named
// by its ward, whose name links to the ward's beds, with its kind, whom it takes and its census in words.

const WARDS: WardCensus[] = [
  { wardId: 3, name: 'Block A Medical Ward', kind: 'medical', sex: 'mixed', census: { inService: 10, occupied: 7, free: 2, cleaning: 1, outOfService: 1 } },
  { wardId: 9, name: 'Block G Maternity Ward', kind: 'maternity', sex: 'female', census: { inService: 0, occupied: 0, free: 0, cleaning: 0, outOfService: 0 } },
];

describe('the overview of the wards', () => {
  it('lists each ward with a link to its beds, its kind, whom it takes and its census', () => {
    render(<WardOverview wards={WARDS} bedsInService={10} />);
    const section = screen.getByRole('region', { name: 'All wards' });
    expect(section).toHaveTextContent('10 beds in service: open a ward to see its beds and who lies in each.');
    const cards = within(within(section).getByRole('list', { name: 'All wards' })).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Block A Medical Ward',
      'Block G Maternity Ward',
    ]);
    const medical = screen.getByRole('article', { name: 'Block A Medical Ward' });
    expect(within(medical).getByRole('link', { name: 'Block A Medical Ward' })).toHaveAttribute('href', '/doctor/wards?ward=3');
    expect(medical).toHaveTextContent('Medical · Mixed');
    expect(within(medical).getByTestId('ward-census')).toHaveTextContent('7 of 10 beds occupied · 70% occupancy · 2 free · 1 being cleaned · 1 out of service');
    const maternity = screen.getByRole('article', { name: 'Block G Maternity Ward' });
    expect(maternity).toHaveTextContent('Maternity · Female');
    expect(within(maternity).getByTestId('ward-census')).toHaveTextContent('0 of 0 beds occupied · No beds in service');
  });
});
