// The one command that runs the production server: `npm start` (package.json), the e2e suite's servers
// (playwright.config.ts, e2e/fixtures/app-server.ts), the bench (scripts/bench/server.ts) and the container
// (Dockerfile) all run it; server-command.test.ts and dockerfile.test.ts check that they say the same.
import path from 'node:path';

/**
 * Node's flags: a heap of at most 384 MB (V8 grows an unbounded heap lazily: without it the server reached
 * 650–830 MB at 100,000 patients, with it 400 MB at the same throughput), what SIGTERM does
 * (scripts/graceful-shutdown.cjs: the requests in flight answered, the database closed, exit 0), DATA_DIR
 * made absolute before the standalone server changes folder (scripts/launch-folder.cjs), and the configuration
 * checked before Next starts listening (scripts/config-check.cjs).
 */
export const SERVER_NODE_FLAGS = [
  '--max-old-space-size=384',
  '--require',
  './scripts/graceful-shutdown.cjs',
  '--require',
  './scripts/launch-folder.cjs',
  '--require',
  './scripts/config-check.cjs',
] as const;

/** Where `next build` writes the standalone server: `.next/standalone`, or under NEXT_DIST_DIR. */
export const standaloneFolder = (distDir: string = process.env.NEXT_DIST_DIR || '.next'): string => path.join(distDir, 'standalone');

/** The standalone server's file, from the project folder (the container runs it as `server.js` in /app). */
export const serverEntry = (distDir?: string): string => path.join(standaloneFolder(distDir), 'server.js');

/** `node`'s arguments, run from the project folder. */
export const serverArgs = (distDir?: string): string[] => [...SERVER_NODE_FLAGS, serverEntry(distDir)];

/** The standalone server takes its port and address from the environment, not from flags. */
export const serverEnv = (port: number, host = '127.0.0.1'): { PORT: string; HOSTNAME: string } => ({ PORT: String(port), HOSTNAME: host });

/** The same as one shell command (`npm start` is this without the port and host). */
export const serverCommand = (port: number, host = '127.0.0.1'): string =>
  `PORT=${port} HOSTNAME=${host} node ${serverArgs().join(' ')}`;
