/**
 * The third step of the app's start (src/main.tsx): the app itself, src/start.tsx. Only this
 * module is the step's entry; the start and everything it imports statically are one file of the
 * build beside it (vite.config.ts, the `start` group), so the start's code is compressed whole.
 */
export { start } from './start';
