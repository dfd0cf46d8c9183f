import { captureLines } from './sinks';

export interface CapturedLogs {
  /** Every line logged since capture began, parsed. */
  lines: () => Array<Record<string, unknown>>;
  /** The raw output, as the server would have written it. */
  text: () => string;
  restore: () => void;
}

/** For tests: the process's logger writes into memory until restore(). */
export function captureLogs(): CapturedLogs {
  const written: string[] = [];
  captureLines({ write: (line) => written.push(line) });
  return {
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join(''),
    restore: () => captureLines(undefined),
  };
}
