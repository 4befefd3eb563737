/**
 * The first-load JavaScript of the stack alone (bench/stack-floor/main.tsx: React DOM, TanStack
 * Router, XState, i18next, no app code), built as the app is (Vite, production, the React plugin)
 * into a temporary folder, gzipped as bench/size-budget.ts gzips the routes. `npm run bench`
 * prints it beside the routes' sizes: no route can load less.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function stackFloorGzipBytes(): Promise<number> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'genewell-stack-floor-'));
  try {
    await build({
      configFile: false,
      root: fileURLToPath(new URL('./stack-floor', import.meta.url)),
      plugins: [react()],
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    const assets = path.join(outDir, 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file))).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`The stack alone (no app code): ${((await stackFloorGzipBytes()) / 1024).toFixed(1)} kB gzip`);
}
