import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-context';
import { DEFAULT_FUZZ_SEED, envCount, fuzzOn } from './fuzz';

/*
 * The bounded fuzz run of `npm test`: FUZZ_TEST_REQUESTS (default 2,000) generated requests, with
 * the fixed seed (FUZZ_SEED overrides it), against a real server process on a fresh PGlite, and
 * on a fresh PostgreSQL database when DATABASE_URL is set. `npm run fuzz` is the full run.
 */

const requests = envCount('FUZZ_TEST_REQUESTS', 2_000);
const seed = envCount('FUZZ_SEED', DEFAULT_FUZZ_SEED);

describe.each(databaseKinds)('the fuzz harness on %s', (kind) => {
  it(`answers ${requests} generated requests (seed ${seed}) with no 5xx, nothing outside its documented shape, no internals and no personal data`, async () => {
    const outcome = await fuzzOn(kind, { requests, seed });
    const { report } = outcome;
    const slowest = [...report.routes].sort((a, b) => b.p99 - a.p99)[0];
    console.log(
      `fuzz (${kind}): ${report.requests} requests in ${report.seconds.toFixed(1)} s, ${report.failures.length} failures; slowest p99 ${slowest?.route} ${slowest?.p99.toFixed(0)} ms`,
    );
    if (!outcome.passed) console.log(outcome.text);
    expect(report.generated).toBe(requests);
    expect(outcome.passed, outcome.text).toBe(true);
  }, 240_000);
});
