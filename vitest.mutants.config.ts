import { defineConfig } from 'vitest/config';

/**
 * The suites Stryker runs against each mutant of src/machines and src/domain (stryker.config.json).
 * Guard flips are off here: they are Stryker's own job, done more thoroughly, and each flip runs
 * a machine's whole suite again. The nutrition engine's property tests run fewer cases for the same reason.
 */
export default defineConfig({
  test: {
    include: ['src/machines/**/*.test.ts', 'src/domain/**/*.test.ts'],
    environment: 'node',
    env: { MODEL_GUARD_FLIPS: 'off', MODEL_WALK_RUNS: '15', NUTRITION_PROPERTY_RUNS: '20' },
  },
});
