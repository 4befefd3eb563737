import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/**
 * The longest test files start first. Vitest orders files by their last duration, which a clean
 * clone (CI) does not have: it then starts the largest files first, and the bounded fuzz and chaos
 * runs (small files, minutes of work) started last, so one core worked alone on them at the end
 * while the other had nothing to do. The files known to take longest go first, in this order; the
 * rest keep Vitest's order (its cache where there is one, else the largest first).
 */
const LONGEST_FIRST: readonly RegExp[] = [
  /server\/fuzz\/fuzz\.test\.ts$/,
  /server\/chaos\/chaos\.test\.ts$/,
  /otp-challenge\.model\.test\.ts$/,
  /diet-quiz\.model\.test\.ts$/,
  /booking\.model\.test\.ts$/,
  /\.model\.test\.ts$/,
  /server\/portal-api\/auth\/auth\.lockout\.test\.ts$/,
  /server\/seed\/.*\.test\.ts$/,
];

const rankOf = (file: TestSpecification) => {
  const rank = LONGEST_FIRST.findIndex((pattern) => pattern.test(file.moduleId.replaceAll('\\', '/')));
  return rank === -1 ? LONGEST_FIRST.length : rank;
};

/**
 * TEST_FILE_ORDER_SEED=<number>: the files in an order drawn from that seed instead (Fisher-Yates
 * on a seeded generator), so the same seed gives the same order. `npm run test:flaky` gives each
 * run a seed of its own: the files of a worker share its modules and its jsdom window
 * (`isolate: false`), and which file follows which is left to chance in CI (the workers take the
 * next file when they are free), so a test that passes only after some files and not others must
 * fail there, not in CI. A failing run prints its seed to play that order again.
 */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [out[index], out[other]] = [out[other], out[index]];
  }
  return out;
}

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const orderSeed = process.env.TEST_FILE_ORDER_SEED;
    if (orderSeed) return shuffled(sorted, Number(orderSeed));
    // Array.prototype.sort is stable: within a rank, Vitest's order stays.
    return [...sorted].sort((a, b) => rankOf(a) - rankOf(b));
  }
}

export default defineConfig({
  test: {
    /*
     * One test file per core. Vitest's default for `vitest run` is one fewer than the cores, so on
     * the two-core CI machine every file ran in one worker, one after the other, while the server
     * suites mostly wait on PostgreSQL, Redis and server processes. Each file still gets a process
     * of its own (the forks pool, isolated) and a database of its own.
     */
    maxWorkers: availableParallelism(),
    // The files known to take longest start first (LongestFirstSequencer above), so neither core idles at the end.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          /*
           * The machines and the domain rules: pure modules that keep no state of their own between
           * tests, so the files of one worker share its module cache (`isolate: false`) instead of each
           * importing XState, fast-check and the model kit again (import time fell 245 s → 55 s summed
           * over a run). The views, the platform adapters and the API client keep module-wide state
           * (the storage target, the API session, the shop's analytics tags) and stay isolated below.
           */
          name: 'unit',
          include: ['src/machines/**/*.test.{ts,tsx}', 'src/domain/**/*.test.{ts,tsx}'],
          isolate: false,
          environment: 'node',
          setupFiles: ['src/views/testing/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'views',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/machines/**', 'src/domain/**'],
          isolate: false,
          environment: 'node',
          // Resets module-wide state (the public reads' cache) before each test; Testing Library's
          // waits end only for what never comes (dom-setup.ts).
          setupFiles: ['src/views/testing/fresh-modules.ts', 'src/views/testing/setup.ts', 'src/views/testing/dom-setup.ts'],
          // A time limit catches a test that hangs; it is not a speed target (those live in the bench).
          // A view file's first test imports the app's pages and locales (src/views/testing), which on a
          // busy two-core CI machine takes longer than vitest's default 5 s. Waits inside a test are on
          // state, never on this limit (docs/testing.md).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          /*
           * Each file builds its own app, database copy and clock (server/testing/test-context.ts);
           * the server's modules keep only caches of fixed data (the locations, compressed pages), so
           * a worker's files share its module cache instead of each importing Hono, Drizzle and the
           * routes again.
           */
          isolate: false,
          environment: 'node',
          // Migrates and seeds a database once per run; each file opens a copy (server/testing/database-templates.ts).
          globalSetup: ['server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
