import { describeRange, flagBloodPressureText, flagReading, NORMAL_RANGES } from './ranges';
import { MEASURES } from './measures';

const bp = (value: number, value2: number | null) => flagReading('blood-pressure', { value, value2 });

describe('flagReading at the edges of each normal range', () => {
  it('blood pressure (ACC/AHA 2017 stage 1 from 130 or 80; low under 90/60): either number high makes it high', () => {
    expect(bp(129, 79)).toBeNull();
    expect(bp(130, 79)).toBe('high');
    expect(bp(129, 80)).toBe('high');
    expect(bp(162, 98)).toBe('high');
    expect(bp(90, 60)).toBeNull();
    expect(bp(89, 60)).toBe('low');
    expect(bp(90, 59)).toBe('low');
    // One number high and the other low: high wins (the reading needs attention either way).
    expect(bp(135, 55)).toBe('high');
    expect(bp(85, 82)).toBe('high');
    // Judged as shown: 129.4 is shown as 129.
    expect(bp(129.4, 79.4)).toBeNull();
    expect(bp(129.5, 70)).toBe('high');
    // Without its diastolic, by its systolic alone.
    expect(bp(140, null)).toBe('high');
    expect(bp(120, null)).toBeNull();
  });

  it('fasting blood sugar (ADA: 70–99 mg/dL) and blood glucose at any time (70–139 mg/dL)', () => {
    expect(flagReading('fasting-glucose', 99)).toBeNull();
    expect(flagReading('fasting-glucose', 99.9)).toBe('high');
    expect(flagReading('fasting-glucose', 100)).toBe('high');
    expect(flagReading('fasting-glucose', 70)).toBeNull();
    expect(flagReading('fasting-glucose', 69.9)).toBe('low');
    expect(flagReading('glucose', 139)).toBeNull();
    expect(flagReading('glucose', 139.1)).toBe('high');
    expect(flagReading('glucose', 140)).toBe('high');
    expect(flagReading('glucose', 70)).toBeNull();
    expect(flagReading('glucose', 69)).toBe('low');
  });

  it('pulse (60–100 bpm), temperature (36.1–37.2 °C), SpO₂ (95 % and up) and respiratory rate (12–20)', () => {
    expect(flagReading('pulse', 100)).toBeNull();
    expect(flagReading('pulse', 101)).toBe('high');
    expect(flagReading('pulse', 60)).toBeNull();
    expect(flagReading('pulse', 59)).toBe('low');
    expect(flagReading('temperature', 37.2)).toBeNull();
    // 37.24 is shown as 37.2: not flagged; 37.3 is.
    expect(flagReading('temperature', 37.24)).toBeNull();
    expect(flagReading('temperature', 37.3)).toBe('high');
    expect(flagReading('temperature', 36.1)).toBeNull();
    expect(flagReading('temperature', 36)).toBe('low');
    expect(flagReading('spo2', 95)).toBeNull();
    expect(flagReading('spo2', 94)).toBe('low');
    expect(flagReading('spo2', 100)).toBeNull();
    expect(flagReading('respiratory-rate', 20)).toBeNull();
    expect(flagReading('respiratory-rate', 21)).toBe('high');
    expect(flagReading('respiratory-rate', 12)).toBeNull();
    expect(flagReading('respiratory-rate', 11)).toBe('low');
  });

  it('never flags weight or height, which have no range, nor a value that is no number', () => {
    expect(NORMAL_RANGES.weight).toBeUndefined();
    expect(NORMAL_RANGES.height).toBeUndefined();
    expect(flagReading('weight', 300)).toBeNull();
    expect(flagReading('height', 20)).toBeNull();
    expect(flagReading('pulse', Number.NaN)).toBeNull();
  });

  it('has a range for every other measure, its low end under its high end', () => {
    for (const measure of MEASURES) {
      const ranges = NORMAL_RANGES[measure];
      if (measure === 'weight' || measure === 'height') continue;
      expect(ranges).toBeDefined();
      const each = ranges!.kind === 'one' ? [ranges!.range] : [ranges!.systolic, ranges!.diastolic];
      for (const { min, max } of each) if (min !== null && max !== null) expect(min).toBeLessThan(max);
    }
  });
});

describe('flagBloodPressureText and describeRange', () => {
  it('flags the API\'s "162/98" text and leaves text that is no blood pressure alone', () => {
    expect(flagBloodPressureText('162/98')).toBe('high');
    expect(flagBloodPressureText('120/80')).toBe('high');
    expect(flagBloodPressureText('118/76')).toBeNull();
    expect(flagBloodPressureText('85/55')).toBe('low');
    expect(flagBloodPressureText('high')).toBeNull();
    expect(flagBloodPressureText(null)).toBeNull();
  });

  it('writes a range in words', () => {
    expect(describeRange({ min: 90, max: 129 })).toBe('90–129');
    expect(describeRange({ min: 95, max: null })).toBe('95 or more');
  });
});
