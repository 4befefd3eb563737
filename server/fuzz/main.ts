import type { DatabaseKind } from '../db/client';
import { DEFAULT_FUZZ_SEED, envCount, fuzzOn } from './fuzz';
import { formatReport } from './report';
import { runFuzz } from './run';

/*
 * `npm run fuzz`: FUZZ_REQUESTS (default 10,000) generated requests against a running server on
 * PGlite, then on a fresh PostgreSQL database when DATABASE_URL is set. FUZZ_SEED picks the seed
 * (printed either way), FUZZ_CONCURRENCY the requests in flight (default 4); FUZZ_URL fuzzes a
 * server already running there instead. Exits 1 on any failure.
 */

const requests = envCount('FUZZ_REQUESTS', 10_000);
const seed = envCount('FUZZ_SEED', DEFAULT_FUZZ_SEED);
const concurrency = Math.max(envCount('FUZZ_CONCURRENCY', 4), 1);
const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
/** A server already running elsewhere (started with TRUST_PROXY=true, demo data and the SMS outbox): fuzzed instead of starting one. */
const externalUrl = process.env.FUZZ_URL;

if (externalUrl) {
  console.log(`npm run fuzz: ${requests} requests against ${externalUrl}, seed ${seed}`);
  const report = await runFuzz({ baseUrl: externalUrl, requests, seed, concurrency, log: (line) => console.log(line) });
  console.log(`\n${formatReport(externalUrl, report)}\n`);
  process.exit(report.failures.length === 0 && report.ownership.failures.length === 0 ? 0 : 1);
}

console.log(`npm run fuzz: ${requests} requests per database, seed ${seed} (FUZZ_SEED to change it)`);
if (!process.env.DATABASE_URL) console.log('PostgreSQL: skipped, DATABASE_URL is not set (postgres://user@host:5432/db: a fresh database is created on that server and dropped after).');

let passed = true;
for (const kind of kinds) {
  const outcome = await fuzzOn(kind, { requests, seed, concurrency, log: (line) => console.log(line) });
  console.log(`\n${outcome.text}\n`);
  passed &&= outcome.passed;
}
console.log(passed ? 'Fuzz: passed.' : 'Fuzz: FAILED (see above).');
process.exit(passed ? 0 : 1);
