/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ResultValue, resultText } from './result-value';

describe('ResultValue', () => {
  const haemoglobin = { valueNumber: 6.2, valueText: null, unit: 'g/dL', flag: 'critical-low' as const };

  it('writes the value with its unit and the test’s decimals, and its flag beside it', () => {
    render(<ResultValue result={{ ...haemoglobin, valueNumber: 6 }} decimals={1} />);
    expect(screen.getByText('6.0 g/dL')).toBeInTheDocument();
    expect(screen.getByText('Critical low')).toBeInTheDocument();
  });

  it('writes words as they are, and Normal only when asked', () => {
    const negative = { valueNumber: null, valueText: 'Negative', unit: null, flag: 'normal' as const };
    const { rerender, container } = render(<ResultValue result={negative} />);
    expect(container).toHaveTextContent(/^Negative$/);
    rerender(<ResultValue result={negative} showNormal />);
    expect(container).toHaveTextContent('NegativeNormal');
  });

  it('strikes an earlier value through and says it was replaced, without its flag', () => {
    const { container } = render(<ResultValue result={haemoglobin} decimals={1} superseded />);
    expect(container.querySelector('del')).toHaveTextContent('6.2 g/dL');
    expect(container).toHaveTextContent('Earlier value, replaced: 6.2 g/dL');
    expect(container).not.toHaveTextContent('Critical');
  });

  it('keeps a number as stored when the decimals are not known', () => {
    expect(resultText({ valueNumber: 250, valueText: null, unit: '10*9/L' })).toBe('250 10*9/L');
    expect(resultText({ valueNumber: 4.25, valueText: null, unit: null }, 2)).toBe('4.25');
  });
});
