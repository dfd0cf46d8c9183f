import { progressLine } from './seed-progress';

describe('progressLine', () => {
  it('says the rate so far and the time left at that rate', () => {
    expect(progressLine(40_000, 1_000_000, 16.7)).toBe('40000 / 1000000 patients, 2395 a second, about 6 min 41 s to go');
    expect(progressLine(2000, 5000, 1)).toBe('2000 / 5000 patients, 2000 a second, about 2 s to go');
  });

  it('says only the count at the start and at the end', () => {
    expect(progressLine(0, 5000, 0)).toBe('0 / 5000 patients');
    expect(progressLine(5000, 5000, 2.5)).toBe('5000 / 5000 patients');
  });
});
