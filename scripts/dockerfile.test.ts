import { commandOf, lastInstruction, parseDockerfile, readDockerfile } from './dockerfile';
import { SERVER_NODE_FLAGS } from './server-command';

// What the container runs must be what npm start, the e2e suite and the bench run. e2e/standalone.spec.ts checks
// after the build that every file the Dockerfile copies is there, and runs that command in a copy of the folder.
describe('the Dockerfile', () => {
  const stages = readDockerfile();
  const run = stages[stages.length - 1];

  it('starts the standalone server with the flags and preloads of every other start', () => {
    expect(commandOf(stages)).toEqual(['node', ...SERVER_NODE_FLAGS, 'server.js']);
  });

  it('runs on Node 24 slim, as a user without privileges, with the data on a volume', () => {
    expect(stages.every((stage) => stage.image === 'node:24-slim')).toBe(true);
    expect(lastInstruction(run, 'USER')).toBe('hms');
    expect(lastInstruction(run, 'VOLUME')).toBe('["/data"]');
    expect(lastInstruction(run, 'ENV')).toMatch(/\bDATA_DIR=\/data\b/);
    expect(lastInstruction(run, 'ENV')).toMatch(/\bNODE_ENV=production\b/);
  });

  it('keeps only the standalone folder in the image, no dependencies of the build', () => {
    expect(run.copies).toEqual([{ from: 'build', sources: ['/src/.next/standalone'], destination: './' }]);
    expect(run.instructions.some((instruction) => /\bnpm\b/.test(instruction.args))).toBe(false);
  });

  it('checks readiness, not only that the process lives', () => {
    expect(lastInstruction(run, 'HEALTHCHECK')).toContain('/api/health/ready');
  });

  it('is read as Docker reads it: continuation lines joined, comments dropped, the last CMD counts', () => {
    const parsed = parseDockerfile(['FROM a AS one', '# CMD ["no"]', 'RUN x \\', '  && y', 'FROM b', 'CMD ["first"]', 'CMD ["node", "server.js"]'].join('\n'));
    expect(parsed.map((stage) => stage.name)).toEqual(['one', '1']);
    expect(parsed[0].instructions).toHaveLength(1);
    expect(parsed[0].instructions[0].args).toMatch(/^x\s+&& y$/);
    expect(commandOf(parsed)).toEqual(['node', 'server.js']);
  });
});
