// npm run bench [-- --help]: throughput, latency and HTML size of /about, every doctor screen and the API
// at 100k patients (or --patients N), on one server or --instances N of them on one PostgreSQL, against the
// targets in scripts/bench/targets.ts. A measurement: it exits 0 whether or not they are met.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatLighthouseTable, lighthouseRoutes, meetsLighthouseTargets, measureLighthouse, fillIds, idsFromPages, type LighthouseFigures } from './bench/lighthouse';
import { registerBenchSystem, tokenSource } from './bench/connected-system';
import { measureAll } from './bench/measure-all';
import { importChecks, measureImports } from './bench/record-import';
import { slowThresholdMs } from './bench/measure';
import { instancesProblem, parseOptions, USAGE } from './bench/options';
import { BENCH_DIR, BENCH_DIST_DIR, buildIntoBenchDir, buildIsStale, ensureBenchWards, ensureSeededPglite, type Env } from './bench/prepare';
import { formatApiTable, formatChecks, formatLegend, formatMib, formatMs, formatRouteTable } from './bench/report';
import { readsWards, ROUTES, selectRoutes } from './bench/routes';
import { freePort, loadAverage, sampleCpu, startServer, waitUntilReady, type RunningServer } from './bench/server';
import { signIn } from './bench/sign-in';
import { signInClinicians } from './bench/workload/sign-in-clinicians';
import { runClinicWorkload } from './bench/workload/run-clinic';
import { writeWorkloadResults } from './bench/workload/results';
import {
  baselineCpuMs,
  baselineReqPerSec,
  checkTargets,
  cpuRatioToBaseline,
  ratioToBaseline,
  reqPerSec,
} from './bench/targets';

const root = process.cwd();

/** One secret for every server of the run, as instances behind one address share theirs: a page link any of them signed opens on any. */
const SESSION_SECRET = randomBytes(32).toString('hex');

function serverEnv(base: Env, baseUrl: string, dataDir: string | undefined, apiKey: string): Env {
  const env: Env = {
    ...base,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: BENCH_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    SESSION_SECRET,
    HOSPITAL_API_KEY: apiKey,
    HOSPITAL_API_TOKEN: randomBytes(24).toString('hex'),
    APP_URL: baseUrl,
    SIGNUP_MODE: 'open',
    // The demo doctor is an administrator, whom production asks for a second factor first: the bench measures
    // the screens, signed in with the password as the e2e server is (MFA_REQUIRED=off there too).
    MFA_REQUIRED: 'off',
    // The demo doctor signs the bench in. Its embedded database is seeded by db:seed before the server starts;
    // a database the server created itself would stay empty in production without this.
    DEMO_DATA: 'on',
    // The bench's connected system reads as fast as the server answers: the clinic's limit would measure the 429s.
    FHIR_REQUESTS_PER_MINUTE: '1000000',
  };
  // The connection's address (no proxy stands in front), the port given on the command line.
  for (const name of ['TRUSTED_PROXY_HOPS', 'PORT']) delete env[name];
  if (dataDir) env.DATA_DIR = dataDir;
  return env;
}

/** The number of patients the API lists, to say what was measured (and warn about an empty database). */
async function countPatients(baseUrl: string, apiKey: string): Promise<number | null> {
  try {
    const response = await fetch(`${baseUrl}/api/v1/users?limit=1&page=1`, { headers: { 'x-api-key': apiKey } });
    const body = (await response.json()) as { pagination?: { total?: number } };
    return body.pagination?.total ?? null;
  } catch {
    return null;
  }
}

/**
 * The Lighthouse pass (a phone on a slow link) on a quiet server: the ids come from the patients and appointments screens, and
 * each screen is loaded a few times first, so that Lighthouse measures a warm server as a doctor meets it. `--only`
 * keeps the screens whose path contains one of its words.
 */
async function lighthousePass(baseUrl: string, cookie: string, runs: number, only: readonly string[]): Promise<LighthouseFigures[]> {
  const page = async (pathname: string) => {
    const response = await fetch(`${baseUrl}${pathname}`, { headers: { cookie }, redirect: 'manual' });
    return response.text();
  };
  const ids = idsFromPages(await page('/doctor/patients'), await page('/doctor/appointments'));
  const paths = lighthouseRoutes(only).map((route) => ({ route, path: fillIds(route, ids) }));
  for (const { path: pathname } of paths) for (let warm = 0; warm < 5; warm += 1) await page(pathname);
  console.log(`\nLighthouse, mobile preset, ${runs} run${runs === 1 ? '' : 's'} a screen (about ${Math.round((paths.length * runs * 25) / 60)} min):`);
  return measureLighthouse(baseUrl, cookie, paths, runs);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  if (!existsSync(path.join(root, 'package.json')) || !existsSync(path.join(root, 'app'))) {
    throw new Error('Run the bench from the project folder: npm run bench');
  }
  const runStarted = performance.now();
  mkdirSync(path.join(root, BENCH_DIR), { recursive: true });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const engine = databaseUrl ? 'postgres' : 'pglite';
  const problem = instancesProblem(options, databaseUrl);
  if (problem) throw new Error(problem);
  // The server gets NODE_ENV=production; seeding and building pick their own.
  const baseEnv: Env = { ...process.env };
  delete baseEnv.NODE_ENV;

  const dataDir = engine === 'pglite' ? await ensureSeededPglite(root, options.patients, baseEnv) : undefined;
  if (engine === 'postgres') console.log(`Database: PostgreSQL from DATABASE_URL (seeded by you: npm run db:seed -- --patients ${options.patients}).`);

  const staleBecause = options.build ? '--build given' : buildIsStale(root);
  if (staleBecause) {
    console.log(`Building into ${BENCH_DIST_DIR} (${staleBecause})…`);
    await buildIntoBenchDir(root, baseEnv);
  } else {
    console.log(`Build: ${BENCH_DIST_DIR} is current.`);
  }

  // Other processes' CPU lowers every figure: say how busy the machine is before the server starts.
  const machineAtStart = { ...(await sampleCpu(null, 2000)), loadAverage: loadAverage() };
  console.log(`Machine: ${os.cpus().length} CPUs, ${machineAtStart.machine.toFixed(2)} cores busy before the server starts (load average ${machineAtStart.loadAverage}).`);
  if (machineAtStart.machine > 0.5) {
    console.warn('Warning: other processes are using the CPU; the figures will be lower than on a quiet machine (see the "others CPU" column).');
  }

  const ports: number[] = [];
  while (ports.length < options.instances) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const baseUrl = `http://127.0.0.1:${ports[0]}`;
  const apiKey = randomBytes(24).toString('hex');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // One environment for every instance: a session signed by one is valid on the other, as behind a load balancer.
  const env = serverEnv(baseEnv, baseUrl, dataDir, apiKey);
  // The workload's clinicians sign in once for the day; a capacity search leaves some idle between its levels for
  // longer than the default half hour.
  if (options.workload) env.SESSION_IDLE_MINUTES = '720';
  // Registered before the servers start: once one runs, the embedded database is its alone.
  const measuresImport = options.only.length === 0 || options.only.some((fragment) => 'import'.includes(fragment) || fragment.includes('import'));
  const needsSystem = (selectRoutes(ROUTES, options.only).some((route) => route.auth === 'system') || measuresImport || options.workload !== null) && !options.lighthouseOnly;
  const benchSystem = needsSystem ? await registerBenchSystem(root, env) : null;
  // The bed board's wards and patients, added once to a database seeded before the wards existed.
  if ((readsWards(selectRoutes(ROUTES, options.only)) || options.workload) && !options.lighthouseOnly) await ensureBenchWards(root, env);
  const clinicianSessions = options.workload ? signInClinicians(root, env, options) : [];
  const servers: RunningServer[] = [];
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  const interrupt = () => {
    console.error(`\nInterrupted: stopping the server${servers.length > 1 ? 's' : ''}.`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  try {
    // One after another, as a deployment rolls out: the first applies any pending migration, and a server that
    // fails to start is named before the next one starts.
    for (const [index, port] of ports.entries()) {
      const logFile = path.join(root, BENCH_DIR, `server-${engine}-${stamp}${ports.length > 1 ? `-${index + 1}` : ''}.log`);
      const server = startServer({ cwd: root, port, env, logFile });
      servers.push(server);
      console.log(`Starting the server on ${server.baseUrl} (log: ${path.relative(root, logFile)})…`);
      await waitUntilReady(server, '/about', 180_000).catch((error: unknown) => {
        const hint = dataDir
          ? `\nIf the log says the kept database cannot be migrated, delete ${path.relative(root, dataDir)} and ` +
            `${path.relative(root, dataDir)}.seeded.json: the next run seeds it again.`
          : '';
        throw new Error(`${error instanceof Error ? error.message : String(error)}${hint}`);
      });
    }
    const server = servers[0];
    const patients = await countPatients(baseUrl, apiKey);
    if (patients === null) throw new Error(`The API did not answer /api/v1/users:\n${server.tail()}`);
    console.log(`The database lists ${patients} patients.`);
    if (engine === 'postgres' && patients < options.patients) {
      console.warn(
        `Warning: the DATABASE_URL database has ${patients} patients, fewer than ${options.patients}. ` +
          `Seed it with: DATABASE_URL=… npm run db:seed -- --patients ${options.patients}`,
      );
    }
    if (options.workload) {
      const systemToken = tokenSource(baseUrl, benchSystem!);
      const result = await runClinicWorkload({
        servers,
        engine,
        users: options.users,
        minutes: options.minutes,
        capacity: options.capacity,
        timeoutMs: options.timeoutS * 1000,
        apiKey,
        apiToken: env.HOSPITAL_API_TOKEN!,
        sessions: clinicianSessions,
        sessionSecret: SESSION_SECRET,
        cookieName: '__Host-hms_session',
        systemToken,
      });
      await stopAll();
      const outFile = writeWorkloadResults(root, { engine, stamp, patients, instances: servers.length, options, result, machineAtStart, serverLogs: servers.map((each) => path.relative(root, each.logFile)) });
      console.log(`\nFigures written to ${path.relative(root, outFile)} (run took ${Math.round((performance.now() - runStarted) / 1000)} s).`);
      return;
    }
    let session;
    try {
      session = await signIn(baseUrl);
    } catch (error) {
      const hint =
        engine === 'postgres'
          ? ' The demo doctor exists only where db:seed put it: run DATABASE_URL=… npm run db:seed first.'
          : '';
      throw new Error(`${error instanceof Error ? error.message : String(error)}${hint}`);
    }
    const spread = servers.length > 1 ? ` dealt out among ${servers.length} servers` : '';
    console.log(`Signed in as the demo doctor. ${options.connections} connections${spread}, ${options.warmupS} s warm-up + ${options.durationS} s per route, ` +
      `${options.timeoutS} s timeout; a route whose single request takes over ${formatMs(slowThresholdMs(options))} is not loaded.`);

    const cookie = `${session.name}=${session.value}`;
    if (options.lighthouseOnly) {
      const lighthouse = await lighthousePass(baseUrl, cookie, options.lighthouseRuns, options.only);
      await stopAll();
      console.log(`\n${formatLighthouseTable(lighthouse)}`);
      const outFile = path.join(root, BENCH_DIR, `results-lighthouse-${engine}-${stamp}.json`);
      writeFileSync(outFile, `${JSON.stringify({ engine, startedAt: new Date(runStarted + performance.timeOrigin).toISOString(), patients, options, lighthouse }, null, 2)}\n`);
      const short = lighthouse.filter((each) => !meetsLighthouseTargets(each));
      console.log(`\n${short.length === 0 ? 'Every Lighthouse target met.' : `Lighthouse targets missed on: ${short.map((each) => each.route).join(', ')}.`}`);
      console.log(`Figures written to ${path.relative(root, outFile)}.`);
      return;
    }

    const routes = selectRoutes(ROUTES, options.only);
    const systemToken = benchSystem ? tokenSource(baseUrl, benchSystem) : () => Promise.reject(new Error('No connected system was registered for this run.'));
    const { results, peakRssBytes } = await measureAll(servers, routes, options, { apiKey, cookie, systemToken, cursorSecret: SESSION_SECRET });
    // A record from another system, once each size, after the load on the then quiet server.
    const imports = measuresImport ? await measureImports(baseUrl, systemToken, servers.map((each) => each.pid)) : [];
    for (const measure of imports) console.log(`  record import ${measure.name} (${(measure.bytes / 1024 / 1024).toFixed(1)} MB): status ${measure.status}, ${(measure.ms / 1000).toFixed(2)} s, server peak ${(measure.peakRssBytes / 1024 / 1024).toFixed(0)} MB; ${measure.said.slice(1, 4).join(' | ')}`);
    // After the load, on the then quiet server.
    const lighthouse = options.lighthouseRuns > 0 ? await lighthousePass(baseUrl, cookie, options.lighthouseRuns, options.only) : [];
    await stopAll();

    const loaded = results.filter((result) => result.cpuCores);
    const meanOthers = loaded.reduce((sum, result) => sum + (result.cpuCores?.others ?? 0), 0) / Math.max(1, loaded.length);
    const checks = [...checkTargets(results, peakRssBytes), ...importChecks(imports)];
    const missed = checks.filter((check) => !check.met);
    const totalS = (performance.now() - runStarted) / 1000;
    const instances = servers.length > 1 ? `, ${servers.length} server instances` : '';
    console.log(`\n${engine === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL'}${instances}, ${patients} patients, ${options.connections} connections, ` +
      `${options.durationS} s per route, ${os.cpus().length} CPUs. HTML sizes uncompressed; KB = 1024 bytes.\n`);
    console.log(formatRouteTable(results, checks));
    console.log(`${formatLegend(engine)}\n`);
    console.log(formatApiTable(results));
    const whose = servers.length > 1 ? 'the largest of the servers' : 'with its child processes';
    console.log(`\nServer peak RSS under load (${whose}): ${formatMib(peakRssBytes)}\n`);
    console.log(formatChecks(checks));
    if (lighthouse.length > 0) console.log(`\n${formatLighthouseTable(lighthouse)}`);
    if (meanOthers > 0.3) {
      console.warn(`\nOther processes used ${meanOthers.toFixed(2)} cores on average during the load: the figures are lower than on a quiet machine.`);
    }

    const outFile = path.join(root, BENCH_DIR, `results-${engine}-${stamp}.json`);
    const baselineRate = baselineReqPerSec(results);
    const baselineCpu = baselineCpuMs(results);
    const figures = {
      engine,
      startedAt: new Date(Date.now() - totalS * 1000).toISOString(),
      totalSeconds: Math.round(totalS),
      patients,
      instances: servers.length,
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryBytes: os.totalmem(), node: process.version },
      machineAtStart,
      meanOthersCpuCores: Math.round(meanOthers * 100) / 100,
      options,
      rebuilt: staleBecause,
      baselineReqPerSec: baselineRate,
      baselineCpuMsPerRequest: baselineCpu,
      routes: results.map((result) => ({
        ...result,
        reqPerSec: reqPerSec(result),
        ratioToAbout: ratioToBaseline(result, baselineRate),
        cpuRatioToAbout: cpuRatioToBaseline(result, baselineCpu),
      })),
      peakRssBytes,
      imports,
      targets: checks,
      missed: missed.map((check) => check.subject),
      lighthouse,
      lighthouseMissed: lighthouse.filter((each) => !meetsLighthouseTargets(each)).map((each) => each.route),
      serverLog: path.relative(root, server.logFile),
      ...(servers.length > 1 ? { serverLogs: servers.map((each) => path.relative(root, each.logFile)) } : {}),
    };
    writeFileSync(outFile, `${JSON.stringify(figures, null, 2)}\n`);
    const lighthouseShort = lighthouse.filter((each) => !meetsLighthouseTargets(each));
    if (lighthouse.length > 0) {
      console.log(`\n${lighthouseShort.length === 0 ? 'Every Lighthouse target met.' : `Lighthouse targets missed on: ${lighthouseShort.map((each) => each.route).join(', ')}.`}`);
    }
    console.log(`${missed.length === 0 ? 'Every target met.' : `${missed.length} of ${checks.length} targets missed: ${missed.map((check) => check.subject).join('; ')}.`}`);
    console.log(`Figures written to ${path.relative(root, outFile)} (run took ${Math.round(totalS)} s).`);
  } finally {
    await stopAll();
    process.removeListener('SIGINT', interrupt);
    process.removeListener('SIGTERM', interrupt);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
