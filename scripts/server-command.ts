// The one command that runs the production server: `npm start` (package.json), the e2e suite's servers
// (playwright.config.ts, e2e/fixtures/app-server.ts) and the bench (scripts/bench/server.ts) all run this,
// and server-command.test.ts checks that package.json says the same.

/**
 * Node's flags: a heap of at most 384 MB (V8 grows an unbounded heap lazily: without it the server reached
 * 650–830 MB at 100,000 patients, with it 400 MB at the same throughput), and what SIGTERM does
 * (scripts/graceful-shutdown.cjs: the requests in flight answered, the database closed, exit 0).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=384', '--require', './scripts/graceful-shutdown.cjs'] as const;

/** What Node runs, from the project folder. */
export const SERVER_ENTRY = ['node_modules/next/dist/bin/next', 'start'] as const;

/** `node`'s arguments for a server on `port` of `host`. */
export const serverArgs = (port: number, host = '127.0.0.1'): string[] => [...SERVER_NODE_FLAGS, ...SERVER_ENTRY, '-p', String(port), '-H', host];

/** The same as one shell command (`npm start` is this without the port and host). */
export const serverCommand = (port: number, host = '127.0.0.1'): string => `node ${serverArgs(port, host).join(' ')}`;
