import { configure } from '@testing-library/dom';

/*
 * Runs before every view test file (vitest.config.ts, the views project's setupFiles). `findBy…`
 * and `waitFor` wait on what the page shows (docs/testing.md: waits on state, never on time); their
 * limit is only there to end a wait for something that never comes, as the test's own 30 s limit
 * is. Testing Library's default of one second is a wait tuned to an idle machine: a lazy page's
 * first import on a busy two-core machine takes longer (a trust page test once failed so).
 */
configure({ asyncUtilTimeout: 20_000 });
