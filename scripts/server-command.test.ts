import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverArgs, serverCommand } from './server-command';

describe('the production server command', () => {
  it('is what npm start runs', () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} ${SERVER_ENTRY.join(' ')}`);
  });

  it('loads the signal handler, and names the port and host last', () => {
    expect(serverArgs(3100)).toEqual([...SERVER_NODE_FLAGS, ...SERVER_ENTRY, '-p', '3100', '-H', '127.0.0.1']);
    expect(serverCommand(4000, '0.0.0.0')).toMatch(/^node .*--require \.\/scripts\/graceful-shutdown\.cjs .* start -p 4000 -H 0\.0\.0\.0$/);
  });
});
