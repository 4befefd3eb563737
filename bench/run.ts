/**
 * `npm run bench`: size of what the browser loads, and server throughput/latency, measured on
 * this machine. Numbers are printed, never asserted: targets are read by people, not by tests.
 * Later issues add their scenarios to `serverScenarios` below; the consultations' slot search is
 * measured in process (slot-search.ts), and so is the diet quiz's engine (diet-calculation.ts).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { productPackageEndpoints } from '../src/api/contract/catalogue';
import { currencyEndpoints } from '../src/api/contract/currency';
import { urlOf } from '../src/api/contract/endpoint';
import type { Endpoint } from '../src/api/contract/endpoint';
import { healthEndpoints } from '../src/api/contract/health';
import { kidQuizEndpoints } from '../src/api/contract/kid-quiz';
import { userProfileEndpoints } from '../src/api/contract/user-profile';
import { defaultLighthousePages, lighthouseTable, runLighthouse } from './lighthouse';
import { signIn } from './visitor';
import { takeoverTable, takeoverTimes } from './takeover';
import type { TakeoverRow } from './takeover';
import type { LighthouseRow } from './lighthouse';
import { routeSizes, staticClosure } from './size-budget';
import { slotSearchReport } from './slot-search';
import { dietCalculationReport } from './diet-calculation';
import type { DietCalculationRow } from './diet-calculation';
import type { SlotSearchRow } from './slot-search';
import { stackFloorGzipBytes } from './stack-floor';
import { START_MODULES } from '../src/platform/start-modules';
import type { Manifest, RouteSize } from './size-budget';

const clientDir = 'dist/client';

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function bundleReport() {
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build manifest: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKeys = [...Object.keys(manifest).filter((key) => manifest[key].isEntry), ...START_MODULES];
  const homeKeys = Object.keys(manifest).filter((key) => key === 'src/views/catalogue/home-page.tsx' && manifest[key].isDynamicEntry);
  // The app's one stylesheet (cssCodeSplit: false) is its own manifest entry, in every page's head.
  const stylesheets = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.css')).map((chunk) => chunk.file);
  const homeFiles = [...new Set([...staticClosure(manifest, [...entryKeys, ...homeKeys]), ...stylesheets])];
  const homeJs = homeFiles.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
  const homeCss = homeFiles.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipSize(f), 0);
  const routeChunks = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/views/') && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ key, file: chunk.file, gzip: gzipSize(chunk.file), raw: statSync(path.join(clientDir, chunk.file)).size }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log('\nBrowser bundle (gzip)');
  console.log(`  home route JS:   ${kb(homeJs)} in ${homeFiles.filter((f) => f.endsWith('.js')).length} files`);
  console.log(`  home route CSS:  ${kb(homeCss)} in ${homeFiles.filter((f) => f.endsWith('.css')).length} files`);
  if (routeChunks[0]) console.log(`  largest route chunk: ${kb(routeChunks[0].gzip)} (${routeChunks[0].key}, ${kb(routeChunks[0].raw)} raw)`);
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The app on a fresh database: PGlite in a temporary folder, or a new database on the DATABASE_URL server (dropped after). */
async function startServer(port: number, serverUrl: string | null): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'genewell-bench-'));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `genewell_bench_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    };
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // TRUST_PROXY: the bench's writes come from many visitors, each at an address of its own (X-Forwarded-For, see measure).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: '', NODE_ENV: 'production', DEV_TOOLS: 'true', SEED_DEMO_DATA: 'true', TRUST_PROXY: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}${urlOf(healthEndpoints.get)}`);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  };
}

/** Bare Hono (bench/bare-hono.ts) in a process of its own, as the app runs, answering the given bodies. */
async function startBareHono(port: number, bodyFiles: string[]): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-hono.ts'], { env: { ...process.env, PORT: String(port), BODY_FILES: bodyFiles.join(',') }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${port}/`);
  return () => child.kill('SIGTERM');
}

interface Scenario {
  name: string;
  entry: Endpoint;
  /** The JSON body as it travels (snake_case). */
  body?: string;
  /** The path and query asked for, when not the entry's bare path. */
  url?: string;
  /** A read the issue sets targets for: compared with bare Hono sending the same bytes, and measured at a steady 500 requests per second. */
  compared?: boolean;
  /** Sent signed in (Authorization: Token …). */
  signedIn?: boolean;
  /**
   * Each request from an address of its own (X-Forwarded-For, which the bench's server trusts): a
   * write many visitors make once each. From one address the per-address limit (30 records in 10
   * minutes) refuses all but the first 30, and the figure would measure the refusals.
   */
  manyVisitors?: boolean;
}

const allServerScenarios: Scenario[] = [
  { name: 'health', entry: healthEndpoints.get, compared: true },
  { name: 'currencies', entry: currencyEndpoints.list, compared: true },
  {
    name: 'package list with includes',
    entry: productPackageEndpoints.listProductPackages,
    url: `${urlOf(productPackageEndpoints.listProductPackages)}?include=thumbnail_images,related_packages`,
    compared: true,
  },
  {
    name: 'package page',
    entry: productPackageEndpoints.retrieveProductPackage,
    url: `${urlOf(productPackageEndpoints.retrieveProductPackage, { slug: 'g-intel' })}?include=sections,statistics,tested_traits,related_packages`,
    compared: true,
  },
  // A signed-in read is never cached (a revoked token must be refused at once on every instance): compared like the public reads.
  { name: 'signed-in read (profile)', entry: userProfileEndpoints.get, signedIn: true, compared: true },
  { name: 'kid quiz: store a results record', entry: kidQuizEndpoints.createResultRecord, body: JSON.stringify({ answers: [7, 8, 6, 5, 9, 3], language: 'vi' }), manyVisitors: true },
];

/** BENCH_ROUTES: only the scenarios whose name holds one of these comma-separated words (e.g. `profile,record`). */
const routeFilter = (process.env.BENCH_ROUTES ?? '').split(',').map((word) => word.trim()).filter(Boolean);
const serverScenarios = routeFilter.length === 0 ? allServerScenarios : allServerScenarios.filter((scenario) => routeFilter.some((word) => scenario.name.includes(word)));

const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const STEADY_RATE = 500;

let visitors = 0;
/** The next visitor's address, 10.0.0.1 onwards (16 million before one comes again). */
function nextVisitorAddress(): string {
  visitors = (visitors % 0xff_ff_fe) + 1;
  return `10.${visitors >>> 16}.${(visitors >>> 8) & 0xff}.${visitors & 0xff}`;
}

async function measure(url: string, options: { method?: string; body?: string; rate?: number; token?: string; seconds?: number; manyVisitors?: boolean } = {}) {
  const result = await autocannon({
    url,
    method: options.method === 'post' ? 'POST' : 'GET',
    body: options.body,
    headers: { 'accept-language': 'vi', 'content-type': 'application/json', ...(options.token ? { authorization: `Token ${options.token}` } : {}) },
    ...(options.manyVisitors ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextVisitorAddress() } }) }] } : {}),
    connections: options.rate ? 10 : CONNECTIONS,
    duration: options.seconds ?? BENCH_SECONDS,
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

interface ServerRow {
  database: string;
  route: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Bare Hono's requests per second for the same bytes, measured right after. */
  bareRps?: number;
  ratio?: number;
  /** At a steady 500 requests per second. */
  steadyP50?: number;
  steadyP99?: number;
}

async function serverReport(): Promise<ServerRow[]> {
  const databases: Array<{ kind: string; url: string | null }> = [{ kind: 'PGlite', url: null }, ...(process.env.DATABASE_URL ? [{ kind: 'PostgreSQL', url: process.env.DATABASE_URL }] : [])];
  const rows: ServerRow[] = [];
  for (const database of databases) {
    const port = 3940 + Math.floor(Math.random() * 50);
    const base = `http://127.0.0.1:${port}`;
    const stop = await startServer(port, database.url);
    const bodyDir = mkdtempSync(path.join(tmpdir(), 'genewell-bench-bodies-'));
    let stopBare = () => {};
    try {
      const token = await signIn(base, '+84987650001');
      const pathOf = (scenario: Scenario) => scenario.url ?? urlOf(scenario.entry);
      // Bare Hono answers the very bytes the app answers, so the comparison is of everything else.
      const bodyFiles = await Promise.all(
        serverScenarios.map(async (scenario, index) => {
          const file = path.join(bodyDir, `${index}.json`);
          const headers: Record<string, string> = { 'accept-language': 'vi', ...(scenario.signedIn ? { authorization: `Token ${token}` } : {}) };
          writeFileSync(file, scenario.entry.method === 'get' ? await (await fetch(`${base}${pathOf(scenario)}`, { headers })).text() : '{}');
          return file;
        }),
      );
      const barePort = port + 50;
      stopBare = await startBareHono(barePort, bodyFiles);
      console.log(`\nServer (fresh ${database.kind} database, ${CONNECTIONS} connections, ${BENCH_SECONDS} s each, loopback; bare Hono sends the same bytes, measured right after)`);
      for (const [index, scenario] of serverScenarios.entries()) {
        const url = `${base}${pathOf(scenario)}`;
        // Warm-up (JIT, caches, connections) before each measured run, of both servers alike.
        await measure(url, { method: scenario.entry.method, body: scenario.body, token: scenario.signedIn ? token : undefined, manyVisitors: scenario.manyVisitors, seconds: 2 });
        if (scenario.compared) await measure(`http://127.0.0.1:${barePort}/${index}`, { seconds: 2 });
        const app = await measure(url, { method: scenario.entry.method, body: scenario.body, token: scenario.signedIn ? token : undefined, manyVisitors: scenario.manyVisitors });
        const row: ServerRow = { database: database.kind, route: scenario.name, path: `${scenario.entry.method.toUpperCase()} ${pathOf(scenario)}`, ...app };
        if (scenario.compared) {
          row.bareRps = (await measure(`http://127.0.0.1:${barePort}/${index}`)).rps;
          row.ratio = app.rps / row.bareRps;
        }
        if (scenario.compared) {
          const steady = await measure(url, { rate: STEADY_RATE, token: scenario.signedIn ? token : undefined });
          row.steadyP50 = steady.p50;
          row.steadyP99 = steady.p99;
        }
        rows.push(row);
        const ratio = row.ratio === undefined ? '' : `   ${(row.ratio * 100).toFixed(0)}% of bare Hono (${row.bareRps?.toFixed(0)} req/s)`;
        const steady = row.steadyP99 === undefined ? '' : `   at ${STEADY_RATE}/s: p50 ${row.steadyP50} ms, p99 ${row.steadyP99} ms`;
        console.log(`  ${scenario.name.padEnd(34)} ${app.rps.toFixed(0).padStart(6)} req/s   p50 ${app.p50} ms   p99 ${app.p99} ms${ratio}${steady}${app.errors ? `   (${app.errors} errors/non-2xx)` : ''}`);
      }
    } finally {
      stopBare();
      rmSync(bodyDir, { recursive: true, force: true });
      await stop();
    }
  }
  return rows;
}

/** Lighthouse on the pages the issue lists, against the app on a fresh PGlite database, beside the static floor. */
async function lighthouseReport(): Promise<LighthouseRow[]> {
  const port = 3990 + Math.floor(Math.random() * 9);
  const stop = await startServer(port, null);
  try {
    const rows = await runLighthouse(`http://127.0.0.1:${port}`, defaultLighthousePages);
    console.log('\nLighthouse (mobile, simulated throttling, Debian Chromium, median of 3 runs)');
    console.log(lighthouseTable(rows));
    return rows;
  } finally {
    await stop();
  }
}

/** From the first paint to the app's takeover per page (issue 23 §0), on a fresh PGlite database. */
async function takeoverReport(): Promise<TakeoverRow[]> {
  const port = 3980 + Math.floor(Math.random() * 9);
  const stop = await startServer(port, null);
  try {
    const rows = await takeoverTimes(`http://127.0.0.1:${port}`);
    console.log('\nFirst paint to takeover (360 px, CPU 4× slower, Debian Chromium, median of 3 runs)');
    console.log(takeoverTable(rows));
    return rows;
  } finally {
    await stop();
  }
}

function markdown(results: {
  date: string;
  machine: string;
  bundle: RouteSize[];
  stackFloorGzipBytes: number;
  lighthouse: LighthouseRow[];
  takeover: TakeoverRow[];
  server: ServerRow[];
  slotSearch: SlotSearchRow[];
  dietCalculation: DietCalculationRow;
}): string {
  const lines = [`# Bench results`, '', `\`npm run bench\` on ${results.date}, ${results.machine}. Written by bench/run.ts; the same figures are in bench/results.json.`, ''];
  lines.push('## First-load JavaScript (gzip)', '', '| Route | JS | Above the floor | Budget |', '|---|---:|---:|---:|');
  for (const route of results.bundle) lines.push(`| ${route.route} | ${kb(route.gzipBytes)} | ${kb(route.gzipBytes - results.stackFloorGzipBytes)} | ${kb(route.maxGzipBytes)} |`);
  lines.push(`| the stack alone, no app code (bench/stack-floor) | ${kb(results.stackFloorGzipBytes)} | | |`);
  lines.push('', '## Lighthouse (mobile, median of 3)', '', 'Promotion modals loaded: every run fetched their chunk (on the home, the kid-quiz modal a first visit gets).', '', '| Page | Performance | LCP | TBT | CLS | Transferred | Promotion modals loaded |', '|---|---:|---:|---:|---:|---:|---|');
  for (const row of results.lighthouse) lines.push(`| ${row.page} | ${row.performance} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.tbtMs.toFixed(0)} ms | ${row.cls.toFixed(3)} | ${kb(row.transferredBytes)} | ${row.promoModals ? 'yes' : 'no'} |`);
  lines.push('', '## First paint to takeover (360 px, CPU 4× slower, median of 3)', '', '| Page | First paint | Takeover | Waited |', '|---|---:|---:|---:|');
  for (const row of results.takeover) lines.push(`| ${row.page} | ${row.firstPaintMs.toFixed(0)} ms | ${row.takeoverMs.toFixed(0)} ms | ${row.waitMs.toFixed(0)} ms |`);
  lines.push('', `## Server (${CONNECTIONS} connections, ${BENCH_SECONDS} s each; ratio against bare Hono sending the same bytes; p99 at a steady ${STEADY_RATE} req/s)`, '', '| Database | Route | req/s | p50 | p99 | vs bare Hono | p99 at 500/s |', '|---|---|---:|---:|---:|---:|---:|');
  for (const row of results.server) {
    lines.push(`| ${row.database} | ${row.route} | ${row.rps.toFixed(0)} | ${row.p50} ms | ${row.p99} ms | ${row.ratio === undefined ? '' : `${(row.ratio * 100).toFixed(0)}% of ${row.bareRps?.toFixed(0)}`} | ${row.steadyP99 === undefined ? '' : `${row.steadyP99} ms`} |`);
  }
  lines.push('', '## Consultations: the 90-day slot search of a doctor with a full calendar (target: p50 under 30 ms)', '', '| Database | Booked appointments | p50 | p90 | p99 | CPU p50 | Free times found |', '|---|---:|---:|---:|---:|---:|---:|');
  for (const row of results.slotSearch) lines.push(`| ${row.database} | ${row.appointments} | ${row.p50.toFixed(1)} ms | ${row.p90.toFixed(1)} ms | ${row.p99.toFixed(1)} ms | ${row.cpuP50.toFixed(1)} ms | ${row.slots} on ${row.days} days |`);
  const diet = results.dietCalculation;
  lines.push('', "## Diet quiz: the nutrition engine's time per calculation (calculateDietResult over its samples)", '', '| Calculations | Per calculation | CPU per calculation |', '|---:|---:|---:|');
  lines.push(`| ${diet.calculations} | ${diet.msPerCalculation.toFixed(3)} ms | ${diet.cpuMsPerCalculation.toFixed(3)} ms |`);
  return `${lines.join('\n')}\n`;
}

if (process.env.BENCH_ONLY === 'server') {
  // The server's part alone, printed and not written (a partial run must not replace the last whole one's files).
  await serverReport();
  process.exit(0);
}

bundleReport();
const bundle = routeSizes(clientDir);
const stackFloor = await stackFloorGzipBytes();
console.log(`  the stack alone: ${kb(stackFloor)} (React DOM, TanStack Router, XState, i18next; no app code)`);
const lighthouseRows = process.env.BENCH_LIGHTHOUSE === 'false' ? [] : await lighthouseReport();
const takeover = await takeoverReport();
const server = await serverReport();
const slotSearch = await slotSearchReport();
const dietCalculation = dietCalculationReport();
const results = { date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`, bundle, stackFloorGzipBytes: stackFloor, lighthouse: lighthouseRows, takeover, server, slotSearch, dietCalculation };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
writeFileSync('bench/RESULTS.md', markdown(results));
console.log('\nWritten: bench/results.json and bench/RESULTS.md');
