import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

/*
 * `server/main.ts` as one JavaScript file, for the tests that start the server in a process of its
 * own (the fuzz harness, the chaos run, the end-to-end tests). Started through tsx, each such
 * process compiled and resolved the server's few hundred TypeScript modules again: about 3 of the
 * 5 CPU-seconds its code took to load, on each start (the chaos run starts four, the fuzz run two).
 * esbuild, which tsx runs on each file, bundles them once per run instead; the packages stay in
 * node_modules (`packages: 'external'`), loaded as production loads them.
 *
 * The server reads files beside its modules (its locales, the locations, package.json, the first
 * screen's boot script, PGlite's clusters) through `import.meta.url`. In one bundle every module
 * would share the bundle's own URL, so each module's `import.meta.url` is written as its source
 * file's URL: the reads find what they find under `tsx server/main.ts`.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Each TypeScript module of ours keeps its own file's URL where it says `import.meta.url`. */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, (args) => {
      if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      // Undefined: esbuild reads the file itself, as it is.
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

let built: Promise<string> | null = null;

/**
 * Bundles server/main.ts (once per test process) and answers the bundle's path. It is written under
 * node_modules/.cache, inside the repository, so the bundle's imports of packages resolve from the
 * repository's node_modules as the server's own do; each process writes a file of its own, removed
 * when the process ends.
 */
export function serverBundle(): Promise<string> {
  built ??= (async () => {
    const out = join(repoRoot, 'node_modules', '.cache', 'genewell-server', `main-${process.pid}-${Date.now()}.mjs`);
    mkdirSync(dirname(out), { recursive: true });
    const partial = `${out}.part`;
    await build({
      entryPoints: [join(repoRoot, 'server', 'main.ts')],
      outfile: partial,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      tsconfig: join(repoRoot, 'tsconfig.json'),
      plugins: [ownImportMetaUrl],
      logLevel: 'error',
    });
    renameSync(partial, out);
    // The servers started from it have loaded it long before this process ends.
    process.once('exit', () => rmSync(out, { force: true }));
    return out;
  })();
  return built;
}
