import { formatMeasure, formatMeasureNumber, formatMeasureValue, formatReading, MEASURES, MEASURE_INFO } from './measures';

describe('a vital is written to its precision', () => {
  it.each([
    // The measure's usual decimals are always written: a temperature taken as 37.0 is "37.0 °C", never "37 °C".
    ['temperature', 37, '37.0 °C'],
    ['temperature', 36.9, '36.9 °C'],
    // Past the decimals a value is stored with, it is rounded as stored.
    ['temperature', 37.25, '37.3 °C'],
    ['weight', 70, '70.0 kg'],
    ['weight', 68.5, '68.5 kg'],
    // A decimal typed past the usual ones is kept; none is added where none was typed.
    ['height', 174, '174 cm'],
    ['height', 174.5, '174.5 cm'],
    ['glucose', 102, '102 mg/dL'],
    ['glucose', 102.5, '102.5 mg/dL'],
    ['fasting-glucose', 88, '88 mg/dL'],
    ['pulse', 82, '82 bpm'],
    ['pulse', 82.4, '82 bpm'],
    ['spo2', 98, '98%'],
    ['respiratory-rate', 16, '16 breaths/min'],
  ] as const)('%s %d → %s', (measure, value, shown) => {
    expect(formatMeasure(measure, { value, value2: null })).toBe(shown);
    expect(formatReading(measure, value, '—')).toBe(shown);
  });

  it('writes a blood pressure as whole numbers, systolic over diastolic', () => {
    expect(formatMeasureValue('blood-pressure', { value: 120, value2: 80 })).toBe('120/80');
    expect(formatMeasure('blood-pressure', { value: 162.4, value2: 97.6 })).toBe('162/98 mmHg');
  });

  it('says a reading not taken in the words it is given', () => {
    expect(formatReading('temperature', null, 'Not measured')).toBe('Not measured');
    expect(formatReading('weight', null, null)).toBeNull();
  });

  it('never shows more decimals than are stored, nor fewer than the usual ones', () => {
    for (const measure of MEASURES) {
      const { decimals, usualDecimals } = MEASURE_INFO[measure];
      expect({ measure, ok: usualDecimals <= decimals }).toEqual({ measure, ok: true });
      expect(formatMeasureNumber(measure, 50)).toBe((50).toFixed(usualDecimals));
    }
  });
});
