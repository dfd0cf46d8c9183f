/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { TrendChart } from './trend-chart';

// Readings on 2, 3 and 12 November 2026 at noon in Lagos (11:00 UTC).
const READINGS = [
  { value: 118, value2: 76, takenAt: '2026-11-02T11:00:00.000Z' },
  { value: 131, value2: 79, takenAt: '2026-11-03T11:00:00.000Z' },
  { value: 162, value2: 98, takenAt: '2026-11-12T11:00:00.000Z' },
];

describe('TrendChart', () => {
  it('names each reading by its date, value and flag, and lets Tab reach it', () => {
    render(<TrendChart id="bp" measure="blood-pressure" points={READINGS} />);
    const high = screen.getByRole('img', { name: '12 Nov 2026: 162/98 mmHg, high' });
    expect(high).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('img', { name: '3 Nov 2026: 131/79 mmHg, high' })).toBeInTheDocument();
    // A normal reading has no flag.
    expect(screen.getByRole('img', { name: '2 Nov 2026: 118/76 mmHg' })).toBeInTheDocument();
    // The trend in words stays the picture's name.
    expect(screen.getByRole('img', { name: /^Blood pressure over 3 readings: Systolic from 118 mmHg/ })).toBeInTheDocument();
  });

  it('places the readings by date, the 12th nine times further from the 3rd than the 3rd from the 2nd', () => {
    render(<TrendChart id="bp" measure="blood-pressure" points={READINGS} />);
    const left = (name: RegExp) => parseFloat(screen.getByRole('img', { name }).style.left);
    const [first, second, third] = [left(/^2 Nov 2026:/), left(/^3 Nov 2026:/), left(/^12 Nov 2026:/)];
    expect((third - second) / (second - first)).toBeCloseTo(9, 0);
    expect(first).toBeLessThan(second);
  });

  it('shades the normal range and says it, names the flags it marks, and has dated ticks', () => {
    const { container } = render(<TrendChart id="bp" measure="blood-pressure" points={READINGS} />);
    expect(container.querySelectorAll('rect')).toHaveLength(2);
    expect(screen.getByText('Normal systolic 90–129, diastolic 60–79')).toBeInTheDocument();
    // The legend names the flag the red dots mean.
    expect(container.querySelector('figcaption')).toHaveTextContent(/High$/);
    // The ticks in the app's date style without the year (the caption gives it), never "Nov 12".
    expect(screen.getByText('2 Nov')).toBeInTheDocument();
    expect(screen.getByText('12 Nov')).toBeInTheDocument();
    expect(screen.queryByText('Nov 12')).toBeNull();
    expect(container.querySelector('figcaption')).toHaveTextContent('Blood pressure (mmHg), 2 Nov 2026 to 12 Nov 2026');
    // The hidden table says each reading's flag.
    const rows = screen.getByRole('table', { name: 'Blood pressure (mmHg) readings' }).querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.lastElementChild!.textContent)).toEqual(['Normal', 'High', 'High']);
  });

  it('draws weight with no range and no flag', () => {
    const { container } = render(<TrendChart id="weight" measure="weight" points={[{ value: 72, value2: null, takenAt: '2026-11-02T11:00:00.000Z' }]} />);
    expect(container.querySelector('rect')).toBeNull();
    // To the tenth a scale reads: 72 is "72.0 kg".
    expect(screen.getByRole('img', { name: '2 Nov 2026: 72.0 kg' })).toBeInTheDocument();
  });

  it('writes every value to its measure\'s precision: the points, the trend in words and the hidden table', () => {
    const points = [
      { value: 70, value2: null, takenAt: '2026-11-02T11:00:00.000Z' },
      { value: 72.5, value2: null, takenAt: '2026-11-12T11:00:00.000Z' },
    ];
    render(<TrendChart id="weight" measure="weight" points={points} />);
    expect(screen.getByRole('img', { name: '2 Nov 2026: 70.0 kg' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Weight over 2 readings: from 70.0 kg on 2 Nov 2026 to 72.5 kg on 12 Nov 2026, up 2.5 kg.' })).toBeInTheDocument();
    const cells = screen.getByRole('table', { name: 'Weight (kg) readings' }).querySelectorAll('tbody td');
    expect([...cells].map((cell) => cell.textContent)).toEqual(['70.0', '72.5']);
  });

  it('says when nothing was measured', () => {
    render(<TrendChart id="glucose" measure="glucose" points={[]} />);
    expect(screen.getByText('Blood glucose: not measured yet.')).toBeInTheDocument();
  });
});
