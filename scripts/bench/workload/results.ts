// The clinic workload's figures as a file beside the bench's others: .bench/results-clinic-<engine>-<timestamp>.json.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR } from '../prepare';
import type { BenchOptions } from '../options';
import type { runClinicWorkload } from './run-clinic';
import { stepMet, type Engine } from './report';

interface Written {
  engine: Engine;
  stamp: string;
  patients: number;
  instances: number;
  options: BenchOptions;
  result: Awaited<ReturnType<typeof runClinicWorkload>>;
  machineAtStart: unknown;
  serverLogs: string[];
}

export function writeWorkloadResults(root: string, written: Written): string {
  const outFile = path.join(root, BENCH_DIR, `results-clinic-${written.engine}-${written.stamp}.json`);
  const { result, stamp, ...rest } = written;
  void stamp;
  const figures = {
    workload: 'clinic',
    ...rest,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryBytes: os.totalmem(), node: process.version },
    recorded: result.recorded,
    notRecorded: result.notRecorded,
    capacity: result.capacity,
    levels: result.levels,
  };
  writeFileSync(outFile, `${JSON.stringify(figures, null, 2)}\n`);
  const last = result.levels.at(-1);
  if (written.options.capacity) {
    console.log(result.capacity === null ? `\nCapacity: below ${result.levels[0]?.users} clinicians (a step's p95 passed 500 ms at once).` : `\nCapacity: ${result.capacity} clinicians with every step's p95 within 500 ms.`);
  } else if (last) {
    const missed = last.steps.filter((each) => !stepMet(each, written.engine));
    console.log(`\n${last.met ? 'Every step met its target.' : `Steps short of their target: ${missed.map((each) => each.step).join(', ') || 'none, but some were not sent'}.`}`);
  }
  return outFile;
}
