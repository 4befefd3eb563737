/**
 * The modules the app's entry (src/main.tsx) imports in steps at start: part of every page's first
 * load. vite.config.ts preloads them from index.html; bench/size-budget.ts counts them. The last,
 * src/start-step.ts, is the app (src/start.tsx) as a step of its own.
 */
export const START_MODULES = ['src/platform/renderer.ts', 'src/platform/libraries.ts', 'src/start-step.ts'];
