import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/*
 * Runs before every view test file (vitest.config.ts, the views project's setupFiles). `findBy…`
 * and `waitFor` wait on what the page shows (docs/testing.md: waits on state, never on time); their
 * limit is only there to end a wait for something that never comes, as the test's own 30 s limit
 * is. Testing Library's default of one second is a wait tuned to an idle machine: a lazy page's
 * first import on a busy two-core machine takes longer (a trust page test once failed so).
 */
configure({ asyncUtilTimeout: 20_000 });

/*
 * Every tree a test renders is unmounted after it, in every view file, whether or not the file
 * asks. The files of a worker share Testing Library's module (`isolate: false`), and with it its
 * list of mounted trees: a tree a file left mounted was unmounted by the next file's `cleanup`, in
 * another document, and a `<title>` React had placed in the old <head> then had no parent (a view
 * test failed by the order its worker happened to run the files in). This hook is registered
 * first, so it runs after the file's own `afterEach` hooks; a file that removes what React placed
 * (a title in <head>, say) unmounts first (src/views/shared/page-title.test.tsx).
 */
afterEach(cleanup);
