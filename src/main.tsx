import './styles/base.css';
import { breathe } from './platform/breathe';

/**
 * The browser app's entry. Its code is run in steps, each its own task: React's renderer, the
 * libraries, then the app (src/start.tsx); evaluated at once, the whole first load is one long task that
 * holds the page. Both are fetched together from the start: index.html preloads them
 * (vite.config.ts startPreloads), so the steps cost no extra round trip.
 */
async function main(): Promise<void> {
  await import('./platform/renderer');
  await breathe();
  await import('./platform/libraries');
  await breathe();
  const { start } = await import('./start-step');
  await breathe();
  await start();
}

void main();
