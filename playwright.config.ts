import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (its headless shell, below; Playwright never downloads a
 * browser here) against the real server on a fresh in-memory database. `npm run test:e2e`
 * builds the client first; the server serves dist/client.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

/*
 * The browser: Debian's Chromium headless shell (package chromium-headless-shell,
 * /usr/bin/chromium-headless-shell), the same Chromium 156 engine as /usr/bin/chromium built as the
 * headless-only browser; Playwright's own headless runs use this build too. The full browser's
 * headless mode draws every page as the desktop browser does, and cost the same 99 tests 503 CPU-s
 * against 296 for the shell (29 Nov 2026, each run measured in a cgroup of its own, Chromium's
 * processes included); the same 37 tests twice each: 140 and 129 against 87 and 84 CPU-s. Where
 * the shell is not installed, the full browser (`apt-get install chromium`); E2E_BROWSER names
 * another. The bench's Lighthouse runs keep the full browser: they measure what a visitor's gets.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.E2E_BROWSER ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Three files at a time. In the full browser two were one per core, and four saturated the cores
  // (vmstat: run queue 10-30, no idle time; one CI run lost a server start to a hook limit). The
  // headless shell (above) left a core idle an eighth of the time with two (vmstat over CI's
  // end-to-end stage, 29 Nov 2026); with three, on the same quiet machine: 102 passed in 159 s
  // against 179 s with two, and 102 passed in 181 s with stress-ng holding a core as well. The
  // server sends one code per number per minute, so each journey signs in a number of its own (a
  // demo account each where it needs one: server/seed/demo-accounts.ts).
  workers: 3,
  retries: 0,
  reporter: 'list',
  forbidOnly: true,
  /*
   * Limits that catch a hang, not speed targets: every wait is on the page's state and ends as soon
   * as the state is there. On 29 Nov 2026 (14:27 UTC) this two-core machine ran at about a third
   * of its best speed (the same 102 tests took 794 CPU-s, 296 on a quick day), and three tests that
   * passed on every other run ran out of Playwright's defaults: a heading on a freshly opened tab
   * after 5 s (the page's boot and its order read), a journey after 30 s, a diagram's layout after
   * 5 s. Nothing was wrong on the page: the next run, as slow, passed all 102 (422 s).
   * So a step may wait up to 10 s and a test run up to 60 s (a spec that needs longer says so).
   */
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace of each test, kept when it fails. Recording it costs every test screenshots and DOM
    // snapshots (about a tenth of the stage's processor time); CI keeps no files of a run, so
    // `.ci/run` sets E2E_TRACE=off.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { PORT: String(PORT), DATA_DIR: 'memory://', DATABASE_URL: '', REDIS_URL: '', NODE_ENV: 'production', DEV_TOOLS: 'true', SEED_DEMO_DATA: 'true', PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}` },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
