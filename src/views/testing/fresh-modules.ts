import { vi } from 'vitest';

/*
 * The first setup file of every view test file (vitest.config.ts, the views project). The views'
 * files share a worker's module cache (`isolate: false`), so the libraries (React, jsdom, Testing
 * Library, i18next, XState) are loaded once per worker instead of once per file. The app's own
 * modules keep module-wide state (the storage target, the API session, the analytics tags, the
 * public reads' cache…), so they are evaluated afresh for each file: this drops them from the
 * module registry before the setup files and the test file import them. A file therefore starts
 * from the same app state as in a process of its own, whatever file ran before it in the worker.
 */
vi.resetModules();
