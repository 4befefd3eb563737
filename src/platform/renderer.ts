/**
 * React's renderer for the browser, loaded (and run) alone before the rest of the app
 * (src/main.tsx): evaluating all of the app's first code at once is one long task.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
