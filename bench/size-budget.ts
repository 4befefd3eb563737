/**
 * `npm run size`: the JavaScript each listed route loads before its first render, gzipped, against
 * its budget. Run after a build (`npm run test:e2e` runs it right after `npm run build`); exits 1
 * when a route is over its budget or when a route's module is missing from the build. Sizes are
 * deterministic (the same build gives the same bytes), so this is a test, not a timing.
 *
 * A route's first load is the closure of static imports (Vite's manifest: `imports`, recursively)
 * of the app's entry (index.html), of the modules the entry imports in steps at start
 * (START_MODULES, src/main.tsx) and of the route's lazily loaded modules. What a page imports
 * with `import()` later (a form's phone metadata, the API contract of a call) is not counted:
 * it is fetched while the page is already on screen. See docs/performance.md, "Bundle budget".
 *
 * Usage: `tsx bench/size-budget.ts [client dir]` (default `CLIENT_DIR` or dist/client).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { START_MODULES } from '../src/platform/start-modules';

export interface RouteBudget {
  /** The page's address, for the report. */
  route: string;
  /** Manifest keys (source paths) of the modules the route loads lazily; a key ending in / takes every dynamic entry under it. */
  modules: string[];
  /** Most gzipped bytes of JavaScript allowed. */
  maxGzipBytes: number;
}

const kB = 1024;

/**
 * The first load of the stack alone, with no app code (React DOM, TanStack Router, XState,
 * i18next: bench/stack-floor), gzipped as the routes are: 120.1 kB on 28 Nov 2026. `npm run bench`
 * measures it again beside the routes (bench/stack-floor.ts); the budgets are set from it.
 */
export const STACK_FLOOR_GZIP_BYTES = Math.round(120.1 * kB);

/** What issue 28 allows above the floor: the home 40 kB, every other route 60 kB. */
export const HOME_ALLOWANCE = 40 * kB;
export const ROUTE_ALLOWANCE = 60 * kB;
const floorPlus = (allowance: number) => STACK_FLOOR_GZIP_BYTES + allowance;

/**
 * The budgets: the floor plus the allowance. A route that does not fit it yet keeps a
 * budget a little above what it loads today (docs/performance.md, "Bundle budget", says what is
 * left for each), so growth fails CI and whoever adds weight decides: load it later with
 * import(), or raise the budget and say why in the commit.
 */
export const ROUTE_BUDGETS: RouteBudget[] = [
  // Within the floor + 40 kB since 29 Nov 2026: 159.3 kB (was 170.7 kB that morning, 200.7 kB on 28 Nov).
  { route: '/', modules: ['src/views/catalogue/home-page.tsx'], maxGzipBytes: floorPlus(HOME_ALLOWANCE) },
  { route: '/packages/$slug', modules: ['src/views/catalogue/package-page.tsx'], maxGzipBytes: floorPlus(ROUTE_ALLOWANCE) },
  // The two quizzes' routes load their effects (and with them the machine) in the route's loader,
  // before the page's first render: counted since 29 Nov 2026 (before, only the page's module was).
  // 232.6 kB with them (162.7 kB without), 168.0 kB since the calls load the kid-quiz contract
  // (zod, the phone rules) with import() and the machine checks a link's id and secret without zod.
  { route: '/kid-quiz', modules: ['src/views/kid-quiz/kid-quiz-page.tsx', 'src/views/kid-quiz/kid-quiz-effects.ts'], maxGzipBytes: floorPlus(ROUTE_ALLOWANCE) },
  // 181.0 kB with the effects (173.3 kB without; 257.6 kB that morning): the kept record and a
  // link's id are checked without zod, the phone rules load once a record is saved, and the page
  // reads the quiz's context, not its machine. 175.2 kB since the WHO growth tables are written
  // as monthly changes (10.4 -> 5.0 kB gzip) and the account's reports call loads with its read.
  { route: '/diet-quiz', modules: ['src/views/diet-quiz/diet-quiz-page.tsx', 'src/views/diet-quiz/diet-quiz-effects.ts'], maxGzipBytes: floorPlus(ROUTE_ALLOWANCE) },
  // 168.8 kB (was 197.5 kB): the phone rules load beside the page (import()).
  { route: '/sign-in', modules: ['src/views/auth/sign-in-page.tsx'], maxGzipBytes: floorPlus(ROUTE_ALLOWANCE) },
  { route: '/cart', modules: ['src/views/cart/cart-page.tsx'], maxGzipBytes: floorPlus(ROUTE_ALLOWANCE) },
  // 162.5 kB (was 191.4 kB): the phone rules load beside the page (import()), and the checkout's
  // machine waits for them before it checks the delivery phone (243.5 kB before the contracts left).
  { route: '/checkout', modules: ['src/views/checkout/checkout-page.tsx'], maxGzipBytes: floorPlus(ROUTE_ALLOWANCE) },
  // 171.0 kB (was 217.5 kB): the booking contracts and zod load with the wizard's first call.
  { route: '/consultation', modules: ['src/views/booking/booking-page.tsx'], maxGzipBytes: floorPlus(ROUTE_ALLOWANCE) },
  // The statechart studio (issue 27): its pages and the machines' list (JSON) in a chunk of its
  // own; each machine's graph loads with its page, and elkjs runs in a Web Worker loaded when the
  // first diagram is laid out (neither counted here). A developers' page (off in production):
  // 164.3 kB (186.3 kB on the morning of 29 Nov 2026).
  { route: '/machines', modules: ['src/views/studio/studio-pages.tsx'], maxGzipBytes: floorPlus(ROUTE_ALLOWANCE) },
];

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Every file (JS and CSS) that the chunks of `keys` pull in statically, the chunks' own files included. */
export function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    chunk.css?.forEach((css) => seen.add(css));
    staticClosure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/** The manifest keys a budget's `modules` name: exact keys, or every dynamic entry under a folder (ending in /). */
export function moduleKeys(manifest: Manifest, modules: string[]): string[] {
  return modules.flatMap((module) =>
    module.endsWith('/') ? Object.keys(manifest).filter((key) => key.startsWith(module) && manifest[key].isDynamicEntry) : module in manifest ? [module] : [],
  );
}

export interface RouteSize {
  route: string;
  files: string[];
  gzipBytes: number;
  maxGzipBytes: number;
  /** Modules of the budget that the build does not have (renamed or moved: the budget must follow). */
  missing: string[];
}

/** Each route's first-load JavaScript, gzipped (zlib's default level, as `npm run bench` reports it). */
export function routeSizes(clientDir: string, budgets: RouteBudget[] = ROUTE_BUDGETS): RouteSize[] {
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entries = [...Object.keys(manifest).filter((key) => manifest[key].isEntry), ...START_MODULES];
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };
  return budgets.map((budget) => {
    const keys = moduleKeys(manifest, budget.modules);
    const missing = [...START_MODULES, ...budget.modules].filter((module) => moduleKeys(manifest, [module]).length === 0);
    const files = [...staticClosure(manifest, [...entries, ...keys])].filter((file) => file.endsWith('.js')).sort();
    return { route: budget.route, files, gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0), maxGzipBytes: budget.maxGzipBytes, missing };
  });
}

const kb = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;

function main(): void {
  const clientDir = process.argv[2] ?? process.env.CLIENT_DIR ?? 'dist/client';
  const sizes = routeSizes(clientDir);
  let failed = false;
  const above = (bytes: number) => `${bytes >= STACK_FLOOR_GZIP_BYTES ? '+' : '-'}${kb(Math.abs(bytes - STACK_FLOOR_GZIP_BYTES))}`;
  console.log(`First-load JavaScript per route (gzip), ${clientDir}`);
  console.log(`  the stack floor (bench/stack-floor: no app code) ${kb(STACK_FLOOR_GZIP_BYTES)}; the issue's targets: home floor ${above(floorPlus(HOME_ALLOWANCE))}, others floor ${above(floorPlus(ROUTE_ALLOWANCE))}`);
  for (const size of sizes) {
    const over = size.gzipBytes > size.maxGzipBytes;
    const target = floorPlus(size.route === '/' ? HOME_ALLOWANCE : ROUTE_ALLOWANCE);
    const status = size.missing.length > 0 ? `MISSING ${size.missing.join(', ')}` : over ? `OVER by ${kb(size.gzipBytes - size.maxGzipBytes)}` : 'ok';
    const note = size.gzipBytes > target ? ` (target ${kb(target)} not reached)` : '';
    failed ||= over || size.missing.length > 0;
    console.log(
      `  ${size.route.padEnd(18)} ${kb(size.gzipBytes).padStart(9)} (floor ${above(size.gzipBytes).padStart(8)}) of ${kb(size.maxGzipBytes).padStart(9)} (floor ${above(size.maxGzipBytes).padStart(8)}) in ${String(size.files.length).padStart(2)} files  ${status}${note}`,
    );
  }
  if (failed) {
    console.error('\nA route is over its JavaScript budget (bench/size-budget.ts). Load what its first screen does not show with import(), or raise the budget and say why.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
