import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
      handler: () => [{ tag: 'script', attrs: { src: '/runtime-config.js' }, injectTo: 'head-prepend' }],
    },
  };
}

// The dev server proxies the API paths to the Node server (npm run dev:server) so the
// browser sees one origin, exactly as in production where one process serves both.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), runtimeConfigScript()],
  // The manifest lets the benchmark find exactly which files the home route loads.
  build: { outDir: 'dist/client', sourcemap: true, manifest: true },
  server: {
    proxy: {
      '/main/api': apiTarget,
      '/portal/api': apiTarget,
      '/api': apiTarget,
      '/runtime-config.js': apiTarget,
      '/dev/outbox': apiTarget,
    },
  },
});
