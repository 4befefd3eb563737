import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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
  plugins: [
    react(),
    runtimeConfigScript(),
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
