// Reads the project's Dockerfile, for the tests that keep it true to the project (no image can be built on the
// machines that run the tests: no registry can be reached from them).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface DockerCopy {
  /** The stage copied from (`--from=`), or null for the build context. */
  from: string | null;
  sources: string[];
  destination: string;
}

export interface DockerStage {
  name: string;
  image: string;
  /** Each instruction of the stage with its arguments, continuation lines joined. */
  instructions: Array<{ keyword: string; args: string }>;
  copies: DockerCopy[];
}

/** The instructions of a Dockerfile: comments dropped, `\` continuations joined. */
function instructionsOf(text: string): Array<{ keyword: string; args: string }> {
  const joined = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line)!;
      return { keyword: keyword.toUpperCase(), args };
    });
}

function copyOf(args: string): DockerCopy {
  const words = args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length) ?? null;
  const paths = words.filter((word) => !word.startsWith('--'));
  return { from, sources: paths.slice(0, -1), destination: paths[paths.length - 1] };
}

export function parseDockerfile(text: string): DockerStage[] {
  const stages: DockerStage[] = [];
  for (const instruction of instructionsOf(text)) {
    if (instruction.keyword === 'FROM') {
      const [image, , name] = instruction.args.split(/\s+/);
      stages.push({ name: name ?? String(stages.length), image, instructions: [], copies: [] });
      continue;
    }
    const stage = stages[stages.length - 1];
    if (!stage) throw new Error(`${instruction.keyword} before the first FROM`);
    stage.instructions.push(instruction);
    if (instruction.keyword === 'COPY') stage.copies.push(copyOf(instruction.args));
  }
  return stages;
}

export const readDockerfile = (root: string = process.cwd()): DockerStage[] => parseDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));

/** The last of a stage's instructions with `keyword` (the one Docker uses), or undefined. */
export const lastInstruction = (stage: DockerStage, keyword: string): string | undefined =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).at(-1)?.args;

/** The exec-form CMD of the stage that runs (the last), as its words. */
export function commandOf(stages: DockerStage[]): string[] {
  const cmd = lastInstruction(stages[stages.length - 1], 'CMD');
  if (!cmd?.startsWith('[')) throw new Error('The Dockerfile has no CMD in exec form (["node", …]).');
  return JSON.parse(cmd) as string[];
}
