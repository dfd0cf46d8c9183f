/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LatestVitalsList } from './latest-vitals';
import { VitalFlagBadge } from './vital-flag';

describe('VitalFlagBadge', () => {
  it('says the flag in words, and nothing for a normal reading', () => {
    const { container, rerender } = render(<VitalFlagBadge flag="high" />);
    expect(screen.getByText('High')).toHaveAttribute('data-flag', 'high');
    rerender(<VitalFlagBadge flag="low" />);
    expect(screen.getByText('Low')).toHaveAttribute('data-flag', 'low');
    rerender(<VitalFlagBadge flag={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LatestVitalsList', () => {
  it('lists each measured vital with its value, its flag when outside the range, and its day', () => {
    render(
      <LatestVitalsList
        id="v"
        latest={{
          'blood-pressure': { value: 162, value2: 98, takenAt: '2026-11-12T11:00:00.000Z' },
          pulse: { value: 72, value2: null, takenAt: '2026-11-12T11:00:00.000Z' },
          spo2: { value: 91, value2: null, takenAt: '2026-11-12T11:00:00.000Z' },
        }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Blood pressure 162/98 mmHg High 12 Nov 2026',
      'Pulse rate 72 bpm 12 Nov 2026',
      'SpO₂ 91% Low 12 Nov 2026',
    ]);
    expect(screen.getByRole('list', { name: 'Latest vitals' })).toBeInTheDocument();
  });

  it('says when nothing was measured', () => {
    render(<LatestVitalsList id="v" latest={{}} />);
    expect(screen.getByText('No vitals recorded yet.')).toBeInTheDocument();
  });
});
