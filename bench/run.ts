/**
 * `npm run bench`: size of what the browser loads, and server throughput/latency, measured on
 * this machine. Numbers are printed, never asserted: targets are read by people, not by tests.
 * Later issues add their scenarios to `serverScenarios` below.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
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

async function startServer(port: number): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'genewell-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', DEV_TOOLS: 'true', SEED_DEMO_DATA: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${urlOf(healthEndpoints.get)}`);
      if (response.ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

interface Scenario {
  name: string;
  entry: Endpoint;
  /** The JSON body as it travels (snake_case). */
  body?: string;
  /** The path and query asked for, when not the entry's bare path. */
  url?: string;
}

const serverScenarios: Scenario[] = [
  { name: 'Health', entry: healthEndpoints.get },
  { name: 'Main API read: currencies', entry: currencyEndpoints.list },
  {
    name: 'Catalogue: packages with includes',
    entry: productPackageEndpoints.listProductPackages,
    url: `${urlOf(productPackageEndpoints.listProductPackages)}?include=thumbnail_images,related_packages`,
  },
  { name: 'Catalogue: one package', entry: productPackageEndpoints.retrieveProductPackage, url: `${urlOf(productPackageEndpoints.retrieveProductPackage, { slug: 'g-intel' })}?include=sections,statistics,tested_traits,related_packages` },
  { name: 'Kid quiz: store a results record', entry: kidQuizEndpoints.createResultRecord, body: JSON.stringify({ answers: [7, 8, 6, 5, 9, 3], language: 'vi' }) },
];

async function serverReport() {
  const port = 3900 + Math.floor(Math.random() * 90);
  const stop = await startServer(port);
  try {
    console.log('\nServer (fresh PGlite database, 10 connections, 10 s each, loopback)');
    for (const scenario of serverScenarios) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${scenario.url ?? urlOf(scenario.entry)}`,
        method: scenario.entry.method === 'post' ? 'POST' : 'GET',
        body: scenario.body,
        headers: { 'accept-language': 'vi', 'content-type': 'application/json' },
        connections: 10,
        duration: 10,
      });
      const errors = result.errors + result.non2xx;
      console.log(
        `  ${`${scenario.name}: ${scenario.entry.method.toUpperCase()} ${scenario.url ?? urlOf(scenario.entry)}`.padEnd(62)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${errors ? `   (${errors} errors/non-2xx)` : ''}`,
      );
    }
  } finally {
    stop();
  }
}

bundleReport();
await serverReport();
