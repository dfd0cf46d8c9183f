// PostgreSQL's share of the machine while the workload runs, when it runs here: its CPU and its memory. Backends come
// and go with the servers' connections, so each sample reads the processes anew: the postmaster's own time with what
// its ended children used (cutime, cstime), plus each living backend's, and the proportional memory (Pss) of each, so
// that the shared buffers every backend maps are counted once.
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** utime, stime, cutime, cstime and the parent of one process, in ticks; null when it is gone. */
function times(pid: number): { own: number; children: number; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { own: Number(fields[11]) + Number(fields[12]), children: Number(fields[13]) + Number(fields[14]), parent: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** CPU seconds PostgreSQL has used: the postmaster's and its ended children's, and each living backend's. */
export function databaseCpuSeconds(): number {
  const all = postgresPids();
  const pids = new Set(all);
  let ticks = 0;
  for (const pid of all) {
    const read = times(pid);
    if (!read) continue;
    // A postmaster (its parent is no postgres) counts its reaped children too.
    ticks += read.own + (pids.has(read.parent) ? 0 : read.children);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** The memory PostgreSQL's processes hold together, shared pages counted once (Pss, from smaps_rollup). */
export function databaseMemoryBytes(): number {
  let kib = 0;
  for (const pid of postgresPids()) {
    try {
      const match = /^Pss:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      if (match) kib += Number(match[1]);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return kib * 1024;
}

/** Whether a PostgreSQL runs on this machine (its processes can be read). */
export const databaseIsHere = () => postgresPids().length > 0;

/** Samples the database's memory every `intervalMs`, keeping the peak. */
export function sampleDatabaseMemory(intervalMs = 1000): { peak: () => number; stop: () => void } {
  let peak = databaseMemoryBytes();
  const timer = setInterval(() => (peak = Math.max(peak, databaseMemoryBytes())), intervalMs);
  timer.unref();
  return { peak: () => peak, stop: () => clearInterval(timer) };
}
