import { execFileSync } from 'node:child_process';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { START_MODULES } from './src/platform/start-modules';

/**
 * The runtime configuration (window.__GENEWELL_CONFIG__) is a script the server renders, not a
 * module of the app: it is added to index.html after Vite has read the page, so Vite neither
 * tries to bundle it nor warns that it cannot. A classic script runs before the app's module.
 */
function runtimeConfigScript(): Plugin {
  return {
    name: 'genewell-runtime-config',
    transformIndexHtml: {
      order: 'post',
      // Deferred: it blocks no rendering and still runs before the app's module (both run in document order).
      handler: () => [{ tag: 'script', attrs: { src: '/runtime-config.js', defer: true }, injectTo: 'head-prepend' }],
    },
  };
}

/**
 * The statechart studio's graphs (src/machines/studio/studio-graphs.json): every machine read from
 * its real definition by scripts/studio-graphs.ts before the browser app is built or served, so
 * the studio always shows the machines as they are and its chunk holds none of their code.
 */
function studioGraphs(): Plugin {
  return {
    name: 'genewell-studio-graphs',
    buildStart() {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/studio-graphs.ts'], { stdio: 'inherit' });
    },
  };
}

/**
 * Preloads of the heading face's subsets (src/styles/fonts.css), so the first screen's headings
 * have their font when the app renders them. Each link names its subset (`data-font-subset`):
 * the server keeps those the page's language uses (server/system/app-page/app-page.ts).
 */
function fontPreloads(): Plugin {
  const subsetOf = (fileName: string) => /be-vietnam-pro-(latin|vietnamese)-700-normal-[\w-]+\.woff2$/.exec(fileName)?.[1];
  return {
    name: 'genewell-font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        Object.keys(context.bundle ?? {})
          .filter((fileName) => subsetOf(fileName))
          .sort()
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${fileName}`, as: 'font', type: 'font/woff2', crossorigin: '', 'data-font-subset': subsetOf(fileName) },
            injectTo: 'head' as const,
          })),
    },
  };
}

/**
 * Preloads of the code the entry imports in steps at start (src/main.tsx): Vite preloads only an
 * entry's static imports, and without these the browser would learn of the app's code one step at
 * a time. Written as Vite writes its own (a page with a first screen holds them back until it has
 * loaded, server/system/app-page/first-screen.ts).
 */
function startPreloads(): Plugin {
  return {
    name: 'genewell-start-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const entry = context.chunk;
        const already = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files: string[] = [];
        const add = (fileName: string) => {
          if (already.has(fileName)) return;
          already.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          chunk?.imports.forEach(add);
          files.push(fileName);
        };
        for (const chunk of chunks) if (START_MODULES.some((module) => chunk.facadeModuleId?.endsWith(`/${module}`))) add(chunk.fileName);
        return files.map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * The app's own modules that the start's last step imports statically (src/start-step.ts: src/start.tsx
 * and everything it imports): every page loads and runs them at
 * start, whatever its route. Read from the module graph once it is built (buildEnd), for the
 * `start` chunk below: left to the bundler, the modules that pages share with the start (storage,
 * the runtime configuration, the API session, languages, formats…) came as a dozen small files
 * beside the start's own, each compressed alone, which cost every route ≈3 kB gzip more than one
 * file (docs/performance.md, "Bundle budget").
 */
const startClosure = new Set<string>();
const PAGE_KIT = /\/src\/(views\/shared\/(page-title|load-state|item-status|page-head|actor-clock|picture|price)\.tsx|machines\/content-item\/|domain\/money\.ts|api\/content\.ts)/;
const HOME_PAGE = 'src/views/catalogue/home-page.tsx';
function startClosureOf(): Plugin {
  return {
    name: 'genewell-start-closure',
    apply: 'build',
    buildEnd() {
      startClosure.clear();
      const ids = [...this.getModuleIds()];
      const closure = (from: (string | undefined)[], into: Set<string>, skip: Set<string> = new Set()) => {
        const visit = (id: string) => {
          if (into.has(id) || skip.has(id) || id.startsWith('\0') || id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id)) return;
          into.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        from.forEach((id) => id && visit(id));
        return into;
      };
      const moduleId = (module: string) => ids.find((id) => id.endsWith(`/${module}`));
      // What the entry and the start's earlier steps import stay theirs, and so do the bundler's own
      // helpers (Vite's preload): the steps stay apart (src/main.tsx), the entry imports nothing of the start.
      const before = closure([moduleId('src/main.tsx'), ...START_MODULES.slice(0, -1).map(moduleId)], new Set());
      const start = moduleId(START_MODULES[START_MODULES.length - 1]);
      closure([start], startClosure, before);
      // The step's module (src/start-step.ts) stays the entry of its step: its file imports this one.
      if (start) startClosure.delete(start);
      // The page kit the home's first screen shares with most pages (a page's title, its loading
      // and failure states, the content-item machine, the clock of actors, pictures): with the start.
      const home = moduleId(HOME_PAGE);
      if (home) for (const id of closure([home], new Set(), startClosure)) if (PAGE_KIT.test(id)) startClosure.add(id);
    },
  };
}

// The dev server proxies the API paths to the Node server (npm run dev:server) so the
// browser sees one origin, exactly as in production where one process serves both.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    !isSsrBuild && studioGraphs(),
    runtimeConfigScript(),
    fontPreloads(),
    startPreloads(),
    !isSsrBuild && startClosureOf(),
    // The server bundle (npm run build's second step: the first screens, src/entry-server.tsx) is never sent: no copies.
    !isSsrBuild &&
    // Brotli and gzip copies beside each text file, at the highest levels (built once, served
    // many times by server/http/static-assets.ts); source maps stay uncompressed.
    compression({
      include: /\.(?:js|mjs|css|svg|html|json|txt|xml)$/,
      exclude: /\.map$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      skipIfLargerOrEqual: true,
    }),
  ],
  // The manifest lets the benchmark find exactly which files the home route loads.
  // One stylesheet for the whole app (7.5 kB gzip), in the page's head: the first screen the server
  // draws is styled as it arrives, never restyled when a route's code loads.
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    manifest: !isSsrBuild,
    cssCodeSplit: false,
    // The libraries every page starts with in two chunks instead of dozens: each file is a request
    // the browser's main thread pays to start (about a millisecond on a phone). React with its
    // renderer is the start's first step, the other libraries its second (src/main.tsx). Only
    // what every page loads goes here (not zod nor ofetch, which come with the API calls and their
    // contracts), so no page loads more than it needs.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/, priority: 2 },
                {
                  name: 'libraries',
                  test: /node_modules[\\/](@tanstack|xstate|@xstate|i18next|react-i18next|humps|use-isomorphic-layout-effect)[\\/]/,
                  priority: 1,
                },
                // The app's code every page starts with (src/start.tsx and what it imports statically): one file, the start's third step.
                { name: 'start', test: (id: string) => startClosure.has(id), priority: 0, includeDependenciesRecursively: false },
                // Vite's preload helper, which the entry uses too: left to the bundler it joined the start's
                // file, which the entry would then import (and run) before its first step.
                { name: 'preload', test: /vite\/preload-helper/, priority: 3 },
              ],
            },
          },
        },
  },
  server: {
    proxy: {
      '/main/api': apiTarget,
      '/portal/api': apiTarget,
      '/api': apiTarget,
      '/runtime-config.js': apiTarget,
      '/dev/outbox': apiTarget,
    },
  },
}));
