/*
 * How fast this machine is right now, as a number to read beside a run's times: the same fixed
 * work (hashing, JSON, sorting: what a test run does most) timed on one core, three times, the
 * fastest kept (about a second in all). The index is that work per second, so higher is faster.
 * `npm test` prints it before and after its stages (scripts/test-all.mjs): the same suite takes
 * far longer on a slow hour of a shared machine, and the index says which hour a run had.
 */
import { createHash } from 'node:crypto';

function work() {
  const started = performance.now();
  const block = Buffer.alloc(1 << 20, 7);
  const hash = createHash('sha256');
  for (let round = 0; round < 32; round++) hash.update(block);
  hash.digest();
  const rows = Array.from({ length: 10_000 }, (_, index) => ({ id: index, name: `row ${index}`, tags: ['a', 'b', String(index % 7)], score: (index * 7919) % 1000 }));
  for (let round = 0; round < 5; round++) JSON.parse(JSON.stringify(rows));
  const numbers = Array.from({ length: 150_000 }, (_, index) => (index * 2654435761) % 1_000_003);
  numbers.sort((a, b) => a - b);
  return performance.now() - started;
}

/** The index: the fixed work per second (× 1,000 ms), the fastest of three runs. */
export function machineSpeed() {
  const fastest = Math.min(work(), work(), work());
  return Math.round(50_000 / fastest);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`machine speed index: ${machineSpeed()}`);
