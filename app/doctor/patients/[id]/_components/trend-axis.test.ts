import { timeScale, timeTicks, valueTicks } from './trend-axis';

const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => Date.UTC(2026, 10, 1) + n * DAY;

describe('timeScale', () => {
  it('places readings by their date: uneven dates stand unevenly apart', () => {
    // Days 0, 1 and 10: the second is a tenth of the way, not halfway.
    const instants = [day(0), day(1), day(10)];
    const x = timeScale(instants, 0, 100);
    expect(instants.map(x)).toEqual([0, 10, 100]);
    const gaps = [x(day(1)) - x(day(0)), x(day(10)) - x(day(1))];
    expect(gaps[1]).toBe(9 * gaps[0]);
  });

  it('puts one reading, or readings at one instant, in the middle', () => {
    expect(timeScale([day(3)], 20, 120)(day(3))).toBe(70);
    expect(timeScale([day(3), day(3)], 20, 120)(day(3))).toBe(70);
    expect(timeScale([], 0, 10)(day(1))).toBe(5);
  });
});

describe('timeTicks', () => {
  const label = (instant: number) => new Date(instant).toISOString().slice(0, 10);

  it('spreads the ticks evenly in time from the first reading to the last, each labelled by its date', () => {
    expect(timeTicks([day(0), day(1), day(10)], 3, label)).toEqual([
      { instant: day(0), label: '2026-11-01' },
      { instant: day(5), label: '2026-11-06' },
      { instant: day(10), label: '2026-11-11' },
    ]);
  });

  it('never labels one date twice, and has one tick for readings of one instant', () => {
    expect(timeTicks([day(0), day(0) + 3_600_000], 3, label)).toEqual([{ instant: day(0), label: '2026-11-01' }]);
    expect(timeTicks([day(2)], 3, label)).toEqual([{ instant: day(2), label: '2026-11-03' }]);
    expect(timeTicks([], 3, label)).toEqual([]);
  });
});

describe('valueTicks', () => {
  it('counts in round steps (1, 2, 2.5 or 5 times a power of ten) from at or below the lowest value to at or above the highest', () => {
    expect(valueTicks(62, 162)).toEqual([50, 75, 100, 125, 150, 175]);
    expect(valueTicks(72, 75.5)).toEqual([72, 73, 74, 75, 76]);
    expect(valueTicks(70, 139)).toEqual([60, 80, 100, 120, 140]);
    // Given either way round.
    expect(valueTicks(139, 70)).toEqual(valueTicks(70, 139));
  });

  it('gives a flat line an axis with height, and prints decimals without float noise', () => {
    const flat = valueTicks(70, 70);
    expect(flat[0]).toBeLessThan(70);
    expect(flat[flat.length - 1]).toBeGreaterThan(70);
    expect(valueTicks(0.1, 0.3).every((tick) => String(tick).length <= 4)).toBe(true);
  });
});
