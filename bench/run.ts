/**
 * `npm run bench`: size of what the browser loads, and server throughput/latency, measured on
 * this machine. Numbers are printed, never asserted: targets are read by people, not by tests.
 * Later issues add their scenarios to `serverScenarios` below.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

const clientDir = 'dist/client';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(clientDir, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Every JS and CSS file a chunk pulls in statically (its imports, recursively). */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    chunk.css?.forEach((css) => seen.add(css));
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

function bundleReport() {
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build manifest: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const homeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/views/home/') && manifest[key].isDynamicEntry);
  const homeFiles = [...closure(manifest, [...entryKeys, ...homeKeys])];
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
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: '', NODE_ENV: 'production', DEV_TOOLS: 'true', SEED_DEMO_DATA: 'true' },
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
  /** Compared with bare Hono, and measured at a fixed 500 requests per second too (the catalogue's targets). */
  compared?: boolean;
}

const serverScenarios: Scenario[] = [
  { name: 'Health', entry: healthEndpoints.get },
  { name: 'Main API read: currencies', entry: currencyEndpoints.list },
  {
    name: 'Catalogue: packages with includes',
    entry: productPackageEndpoints.listProductPackages,
    url: `${urlOf(productPackageEndpoints.listProductPackages)}?include=thumbnail_images,related_packages`,
    compared: true,
  },
  {
    name: 'Catalogue: one package',
    entry: productPackageEndpoints.retrieveProductPackage,
    url: `${urlOf(productPackageEndpoints.retrieveProductPackage, { slug: 'g-intel' })}?include=sections,statistics,tested_traits,related_packages`,
    compared: true,
  },
  { name: 'Kid quiz: store a results record', entry: kidQuizEndpoints.createResultRecord, body: JSON.stringify({ answers: [7, 8, 6, 5, 9, 3], language: 'vi' }) },
];

const BENCH_SECONDS = 10;

async function measure(url: string, options: { method?: string; body?: string; rate?: number } = {}) {
  return autocannon({
    url,
    method: options.method === 'post' ? 'POST' : 'GET',
    body: options.body,
    headers: { 'accept-language': 'vi', 'content-type': 'application/json' },
    connections: 10,
    duration: BENCH_SECONDS,
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
}

async function serverReport() {
  const databases: Array<{ kind: string; url: string | null }> = [{ kind: 'PGlite', url: null }, ...(process.env.DATABASE_URL ? [{ kind: 'PostgreSQL', url: process.env.DATABASE_URL }] : [])];
  const compared = serverScenarios.filter((scenario) => scenario.compared);
  for (const database of databases) {
    const port = 3940 + Math.floor(Math.random() * 50);
    const stop = await startServer(port, database.url);
    try {
      // Bare Hono answers the very bytes the app answers, so the comparison is of everything else.
      const bodyDir = mkdtempSync(path.join(tmpdir(), 'genewell-bench-bodies-'));
      const bodyFiles = await Promise.all(
        compared.map(async (scenario, index) => {
          const file = path.join(bodyDir, `${index}.json`);
          writeFileSync(file, await (await fetch(`http://127.0.0.1:${port}${scenario.url ?? urlOf(scenario.entry)}`, { headers: { 'accept-language': 'vi' } })).text());
          return file;
        }),
      );
      const barePort = port + 50;
      const stopBare = await startBareHono(barePort, bodyFiles);
      const bare: number[] = [];
      try {
        for (const index of compared.keys()) bare.push((await measure(`http://127.0.0.1:${barePort}/${index}`)).requests.average);
      } finally {
        stopBare();
        rmSync(bodyDir, { recursive: true, force: true });
      }
      console.log(`\nServer (fresh ${database.kind} database, 10 connections, ${BENCH_SECONDS} s each, loopback)`);
      for (const scenario of serverScenarios) {
        const url = `http://127.0.0.1:${port}${scenario.url ?? urlOf(scenario.entry)}`;
        const result = await measure(url, { method: scenario.entry.method, body: scenario.body });
        const errors = result.errors + result.non2xx;
        const baseline = scenario.compared ? bare[compared.indexOf(scenario)] : undefined;
        const share = baseline ? `   ${((result.requests.average / baseline) * 100).toFixed(0)}% of bare Hono's ${baseline.toFixed(0)} req/s (same bytes)` : '';
        console.log(
          `  ${`${scenario.name}: ${scenario.entry.method.toUpperCase()} ${scenario.url ?? urlOf(scenario.entry)}`.padEnd(62)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${share}${errors ? `   (${errors} errors/non-2xx)` : ''}`,
        );
        if (scenario.compared) {
          const steady = await measure(url, { rate: 500 });
          console.log(`  ${`  at 500 req/s`.padEnd(62)} ${steady.requests.average.toFixed(0).padStart(6)} req/s   p50 ${steady.latency.p50} ms   p99 ${steady.latency.p99} ms`);
        }
      }
    } finally {
      await stop();
    }
  }
}

bundleReport();
await serverReport();
