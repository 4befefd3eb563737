import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './vitest.sequencer';

export default defineConfig({
  test: {
    /*
     * One test file per core. Vitest's default for `vitest run` is one fewer than the cores, so on
     * the two-core CI machine every file ran in one worker, one after the other, while the server
     * suites mostly wait on PostgreSQL, Redis and server processes. Each file still gets a process
     * of its own (the forks pool, isolated) and a database of its own.
     */
    maxWorkers: availableParallelism(),
    // The files known to take longest start first (vitest.sequencer.ts), so neither core idles at the end.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Resets module-wide state (the public reads' cache) before each test.
          setupFiles: ['src/views/testing/setup.ts'],
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
