import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS, serverArgs, serverCommand, serverEntry, serverEnv } from './server-command';

describe('the production server command', () => {
  it('is what npm start runs: the standalone server with the preloads', () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} .next/standalone/server.js`);
    expect(serverArgs('.next')).toEqual([...SERVER_NODE_FLAGS, '.next/standalone/server.js']);
  });

  it('runs the standalone server of another build folder', () => {
    expect(serverEntry('.next-bench')).toBe('.next-bench/standalone/server.js');
  });

  it('loads the signal handler and the data folder fix, and gives the port and address in the environment', () => {
    expect(serverEnv(3100)).toEqual({ PORT: '3100', HOSTNAME: '127.0.0.1' });
    expect(serverCommand(4000, '0.0.0.0')).toMatch(
      /^PORT=4000 HOSTNAME=0\.0\.0\.0 node .*--require \.\/scripts\/graceful-shutdown\.cjs --require \.\/scripts\/launch-folder\.cjs --require \.\/scripts\/config-check\.cjs \S+\/standalone\/server\.js$/,
    );
  });
});
