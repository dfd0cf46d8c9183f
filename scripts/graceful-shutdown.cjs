// Loaded before the server (`node --require ./scripts/graceful-shutdown.cjs …`, see package.json's start): what
// SIGTERM and SIGINT do to a production server. Plain CommonJS, because it runs before anything is compiled.
//
// Next's own handler stops taking connections, waits for the requests in flight without a limit, and exits
// 143 without closing the database. Here, instead (NEXT_MANUAL_SIG_HANDLE turns Next's off):
//   1. every HTTP server of the process stops taking new connections, and its idle ones are closed;
//   2. the requests in flight are answered, for at most SHUTDOWN_GRACE_SECONDS (default 10);
//   3. the app closes what it holds (globalThis.__hmsShutdown, set by instrumentation.ts: the loops stop, the
//      database is closed, the embedded one flushed and its folder's lock released);
//   4. the process exits 0, or 1 when the grace ran out with requests still open.
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file that Node loads with --require
const http = require('node:http');

process.env.NEXT_MANUAL_SIG_HANDLE = 'true';

const DEFAULT_GRACE_SECONDS = 10;

/** SHUTDOWN_GRACE_SECONDS as milliseconds; a value that is not a number of seconds falls back to the default. */
function graceMs(raw) {
  const seconds = raw === undefined || raw === '' ? DEFAULT_GRACE_SECONDS : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_GRACE_SECONDS * 1000;
}

const servers = new Set();
let inFlight = 0;
let whenIdle = null;

const createServer = http.createServer;
http.createServer = function createTrackedServer(...args) {
  const server = createServer.apply(this, args);
  servers.add(server);
  server.on('request', (request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0 && whenIdle) whenIdle();
    });
  });
  return server;
};

/** The app's logger once the app has made it (lib/log/logger.ts keeps it on globalThis), else one JSON line. */
function log(level, fields, message) {
  const logger = globalThis.__hmsLogger;
  if (logger) {
    logger.child({ component: 'shutdown' })[level](fields, message);
    return;
  }
  const levels = { info: 30, warn: 40, error: 50 };
  process.stdout.write(`${JSON.stringify({ level: levels[level], time: new Date().toISOString(), component: 'shutdown', ...fields, msg: message })}\n`);
}

let stopping = false;

function stop(signal) {
  if (stopping) return;
  stopping = true;
  const grace = graceMs(process.env.SHUTDOWN_GRACE_SECONDS);
  log('info', { signal, inFlight, graceSeconds: grace / 1000 }, 'stopping: no new connections, answering the requests in flight');
  for (const server of servers) {
    server.close();
    server.closeIdleConnections();
  }
  const drained = new Promise((resolve) => {
    if (inFlight === 0) resolve('drained');
    else whenIdle = () => resolve('drained');
  });
  const ranOut = new Promise((resolve) => setTimeout(() => resolve('grace over'), grace).unref());
  void Promise.race([drained, ranOut]).then(async (outcome) => {
    const cut = inFlight;
    for (const server of servers) server.closeAllConnections();
    let closed = true;
    try {
      if (typeof globalThis.__hmsShutdown === 'function') await globalThis.__hmsShutdown();
    } catch (error) {
      closed = false;
      log('error', { err: { message: error instanceof Error ? error.message : String(error) } }, 'closing the database failed');
    }
    const code = outcome === 'drained' && closed ? 0 : 1;
    if (outcome === 'grace over') log('warn', { cut }, `the grace of ${grace / 1000} s ran out: ${cut} requests were cut`);
    process.exit(code);
  });
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

module.exports = { graceMs };
