import 'server-only';

// The server's background loops (the reminder pass, the embedded database's vacuum), run the same way: a first
// pass at once, then one every interval; a pass never overlaps the previous one; the loop alone never keeps the
// process alive; a failing pass is reported and the loop goes on.

interface LoopState {
  timer?: NodeJS.Timeout;
  running: boolean;
}

// On globalThis, as the database handle: dev hot reload (and a second bundle of one process) must not start a
// second loop of the same name.
const loops: Map<string, LoopState> = ((globalThis as { __hmsLoops?: Map<string, LoopState> }).__hmsLoops ??= new Map());

/** One pass; answering 'stop' ends the loop (say, it finds it has nothing to do on this server). */
export type LoopPass = () => Promise<void | 'stop'>;

export interface LoopOptions {
  everyMs: number;
  pass: LoopPass;
  /** Called with what a pass threw; the loop goes on. */
  onError: (error: unknown) => void;
}

/** Starts the loop `name`; false when it already runs in this process. */
export function startLoop(name: string, { everyMs, pass, onError }: LoopOptions): boolean {
  const existing = loops.get(name);
  if (existing?.running) return false;
  const state: LoopState = { running: true };
  loops.set(name, state);
  const schedule = (delay: number) => {
    state.timer = setTimeout(tick, delay);
    state.timer.unref();
  };
  const tick = async () => {
    try {
      if ((await pass()) === 'stop') state.running = false;
    } catch (error) {
      onError(error);
    } finally {
      if (state.running) schedule(everyMs);
    }
  };
  schedule(0);
  return true;
}

/** Stops the loop `name`: no pass starts after this (one already running finishes). */
export function stopLoop(name: string): void {
  const state = loops.get(name);
  if (!state) return;
  state.running = false;
  clearTimeout(state.timer);
  state.timer = undefined;
}

export const loopRunning = (name: string): boolean => loops.get(name)?.running ?? false;
