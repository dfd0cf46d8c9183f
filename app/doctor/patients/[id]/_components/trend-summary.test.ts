import { describeTrend, ends, valueRange } from './trend-summary';

const DATES = ['March 1, 2026', 'March 5, 2026', 'March 9, 2026'];

describe('describeTrend', () => {
  it('says where a trend starts, ends and how far it moved', () => {
    expect(describeTrend('Weight', 'kg', [{ name: 'Weight', values: [72, null, 75.5] }], DATES)).toBe(
      'Weight over 2 readings: from 72 kg on March 1, 2026 to 75.5 kg on March 9, 2026, up 3.5 kg.',
    );
    expect(describeTrend('Glucose', 'mg/dL', [{ name: 'Glucose', values: [130, 120, 110] }], DATES)).toContain('down 20 mg/dL');
    expect(describeTrend('Glucose', 'mg/dL', [{ name: 'Glucose', values: [120, null, 120] }], DATES)).toContain('unchanged');
  });

  it('writes the values and the change as it is told, to the measure\'s precision', () => {
    const tenths = (value: number) => value.toFixed(1);
    expect(describeTrend('Temperature', '°C', [{ name: 'Temperature', values: [37, null, 37.5] }], DATES, tenths)).toBe(
      'Temperature over 2 readings: from 37.0 °C on March 1, 2026 to 37.5 °C on March 9, 2026, up 0.5 °C.',
    );
    // Two values that are written alike are unchanged, whatever the digits past the precision.
    expect(describeTrend('Temperature', '°C', [{ name: 'Temperature', values: [37.01, 36.99] }], DATES, tenths)).toContain('from 37.0 °C on March 1, 2026 to 37.0 °C on March 5, 2026, unchanged');
  });

  it('names each line of a chart with two, and says one reading as it is', () => {
    expect(
      describeTrend('Blood pressure', 'mmHg', [{ name: 'systolic', values: [null, null, 130] }, { name: 'diastolic', values: [null, null, 85] }], DATES),
    ).toBe('Blood pressure over 1 reading: systolic 130 mmHg on March 9, 2026; diastolic 85 mmHg on March 9, 2026.');
  });

  it('says when nothing was measured', () => {
    expect(describeTrend('Weight', 'kg', [{ name: 'Weight', values: [null, null] }], DATES)).toBe('Weight: not measured yet.');
  });
});

describe('ends and valueRange', () => {
  it('skip readings that did not measure the value', () => {
    expect(ends([null, 3, null, 5])).toEqual({ first: { index: 1, value: 3 }, last: { index: 3, value: 5 }, count: 2 });
    expect(ends([null])).toBeNull();
  });

  it('keep every value inside the range, with room even for a flat line', () => {
    const range = valueRange([{ name: 'a', values: [80, 90] }, { name: 'b', values: [120, null] }])!;
    expect(range.min).toBeLessThan(80);
    expect(range.max).toBeGreaterThan(120);
    const flat = valueRange([{ name: 'a', values: [70, 70] }])!;
    expect(flat.max - flat.min).toBeGreaterThan(0);
    expect(valueRange([{ name: 'a', values: [null] }])).toBeNull();
  });
});
