// The trend chart's axes as pure functions: readings are placed by their date (two readings a week apart stand
// seven times further apart than two a day apart), and the value axis has round numbers.

/**
 * x of an instant (milliseconds) between `left` and `right`: the earliest of `instants` at `left`, the latest at
 * `right`, the others in proportion to their time. One instant (or all the same) stands in the middle.
 */
export function timeScale(instants: readonly number[], left: number, right: number): (instant: number) => number {
  if (instants.length === 0) return () => (left + right) / 2;
  const first = Math.min(...instants);
  const last = Math.max(...instants);
  if (last === first) return () => (left + right) / 2;
  return (instant) => left + ((instant - first) * (right - left)) / (last - first);
}

/**
 * The date ticks of a time axis: up to `count` instants evenly spread from the first reading to the last, each
 * with its label; a tick whose label repeats the one before (readings within a day) is left out, so that no two
 * ticks say the same date.
 */
export function timeTicks(instants: readonly number[], count: number, label: (instant: number) => string): Array<{ instant: number; label: string }> {
  if (instants.length === 0) return [];
  const first = Math.min(...instants);
  const last = Math.max(...instants);
  const steps = last === first ? 1 : Math.max(count, 2);
  const ticks: Array<{ instant: number; label: string }> = [];
  for (let index = 0; index < steps; index++) {
    const instant = steps === 1 ? first : first + ((last - first) * index) / (steps - 1);
    const text = label(instant);
    if (!ticks.some((tick) => tick.label === text)) ticks.push({ instant, label: text });
  }
  return ticks;
}

/** 1, 2, 2.5 or 5 times a power of ten: the steps a value axis counts in. */
function niceStep(rough: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const scaled = rough / magnitude;
  const nice = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 2.5 ? 2.5 : scaled <= 5 ? 5 : 10;
  return nice * magnitude;
}

/**
 * The value axis around `low`..`high`: about `count` round ticks, the first at or below `low` and the last at
 * or above `high` (the axis runs from the first to the last). A flat range is widened so the axis has height.
 */
export function valueTicks(low: number, high: number, count = 4): number[] {
  let [from, to] = low <= high ? [low, high] : [high, low];
  if (to - from < 1e-9) {
    const room = Math.max(Math.abs(from) * 0.05, 1);
    from -= room;
    to += room;
  }
  const step = niceStep((to - from) / count);
  const start = Math.floor(from / step) * step;
  const end = Math.ceil(to / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's decimals so that 0.1 + 0.2 does not print as 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let tick = start; tick <= end + step / 2; tick += step) ticks.push(Number(tick.toFixed(decimals)));
  return ticks;
}
