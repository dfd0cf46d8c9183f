import { readFileSync } from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the check is CommonJS, for any Node
const { nodeProblem, requiredMajor } = require('./node-version.cjs') as {
  nodeProblem: (version: string, engines: string | undefined) => string | null;
  requiredMajor: (engines: string | undefined) => number;
};

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };

describe('the Node the project runs on', () => {
  it('is 24: engines, the node development dependency, .nvmrc and the tests themselves agree', () => {
    expect(requiredMajor(pkg.engines.node)).toBe(24);
    expect(pkg.devDependencies.node).toMatch(/^\^?24\./);
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe('24');
    // Jest runs through npm, on the Node the project brings.
    expect(nodeProblem(process.version, pkg.engines.node)).toBeNull();
  });

  it('refuses an older Node in words that say how to get the right one, and lets a newer one run', () => {
    expect(nodeProblem('v20.19.0', '>=24')).toMatch(/^This project runs on Node 24 or newer; this is Node 20\.19\.0\.\n.*npm ci/s);
    expect(nodeProblem('v24.0.0', '>=24')).toBeNull();
    expect(nodeProblem('v26.1.0', '>=24')).toBeNull();
  });
});
