// Not `server-only`: the logger is also loaded by instrumentation.ts.
import { pino, type DestinationStream } from 'pino';
import { prettyLine } from './pretty-line';

export interface LineSink {
  write(line: string): void;
}

/** JSON lines (production), one readable line each (development), or nothing (unit tests, unless captured). */
export type OutputMode = 'json' | 'pretty' | 'none';

export function outputMode(nodeEnv = process.env.NODE_ENV): OutputMode {
  if (nodeEnv === 'production') return 'json';
  return nodeEnv === 'test' ? 'none' : 'pretty';
}

type Target = 'out' | 'err';

interface SinkState {
  /** Where every line goes instead while a test captures them. */
  capture?: LineSink;
  out?: LineSink;
  err?: LineSink;
}
// On globalThis: one pair of descriptors per process, however many bundles load this module.
const state = ((globalThis as { __hmsLogSinks?: SinkState }).__hmsLogSinks ??= {});

/** Synchronous writes: a line written just before process.exit() (a failed start) is not lost. */
const descriptor = (target: Target): LineSink => (state[target] ??= pino.destination({ dest: target === 'out' ? 1 : 2, sync: true }));

/**
 * The process's output: errors and fatal lines on stderr, the rest on stdout (as `console` does), formatted as
 * `mode` says.
 */
export function processStream(mode: OutputMode): DestinationStream {
  const to = (target: Target): LineSink => ({
    write(line) {
      if (state.capture) state.capture.write(line);
      else if (mode === 'json') descriptor(target).write(line);
      else if (mode === 'pretty') descriptor(target).write(prettyLine(line));
    },
  });
  return pino.multistream(
    [
      { level: 'trace', stream: to('out') },
      { level: 'error', stream: to('err') },
    ],
    { dedupe: true },
  );
}

/** For tests (lib/log/testing.ts): every line of the process's logger goes to `sink`; undefined undoes it. */
export function captureLines(sink: LineSink | undefined): void {
  state.capture = sink;
}
