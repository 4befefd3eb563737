import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API paths to the Node server (npm run dev:server) so the
// browser sees one origin, exactly as in production where one process serves both.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
