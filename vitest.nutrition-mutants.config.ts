import { defineConfig } from 'vitest/config';

/**
 * The suites Stryker runs against each mutant of src/domain/nutrition (stryker.nutrition.config.json):
 * the engine's own tests only. They are its oracle: worked examples computed by hand, the BMI
 * boundaries, WHO spot checks, every plan and exclusion rule, and properties (README of the folder).
 * With stryker.config.json's `related: true`, every nutrition mutant would also play the diet quiz's
 * model test (about 17 s) and the studio's graph test, which import the engine through the quiz's
 * machine; those judge the quiz, not the engine, and would make the folder's run many times slower.
 * src/domain/nutrition/README.md ("Mutation testing (issue 24)") says how to run it and what it measured.
 */
export default defineConfig({
  test: {
    include: ['src/domain/nutrition/*.test.ts'],
    environment: 'node',
    env: { NUTRITION_PROPERTY_RUNS: '20' },
  },
});
