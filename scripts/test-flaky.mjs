#!/usr/bin/env node
/*
 * npm run test:flaky: the unit suite (vitest run: unit, model-based and server tests) five times
 * in a row under CPU pressure (`stress-ng --cpu 2`, the Debian package, installed with apt-get
 * when missing), then every test that failed in any run, with the runs it failed in. Exits 1 if
 * any test failed (or a run did not finish), 0 otherwise.
 *
 *   FLAKY_RUNS=5            how many runs
 *   FLAKY_STRESS_CPUS=2     stress-ng --cpu workers (0: no pressure)
 *   FLAKY_SEED=20261129     the first run's seed; run k uses FLAKY_SEED + k - 1
 *
 * Each run also takes the files in an order of its own (TEST_FILE_ORDER_SEED, read by
 * vitest.config.ts): in CI which file follows which in a worker is left to chance (a worker takes
 * the next file when it is free), so a test that passes only after some files is found here. The
 * tests of a file keep their written order, as in CI. The summary gives each run's seed;
 * `TEST_FILE_ORDER_SEED=<seed> npx vitest run` plays that order again.
 *   npm run test:flaky -- <vitest arguments>   e.g. only some files: -- src/views/shell
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.env.FLAKY_RUNS ?? 5);
const cpus = Number(process.env.FLAKY_STRESS_CPUS ?? 2);
const vitestArgs = process.argv.slice(2);
const firstSeed = Number(process.env.FLAKY_SEED ?? Date.now() % 1_000_000);

function haveStressNg() {
  return spawnSync('sh', ['-c', 'command -v stress-ng'], { stdio: 'ignore' }).status === 0;
}

function installStressNg() {
  console.log('stress-ng is missing: installing it with apt-get.');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', 'stress-ng']]) {
    const command = [...sudo, ...args];
    const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`${command.join(' ')} failed (exit ${result.status})`);
  }
}

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Every test of a vitest JSON report, as "file > title" with its status. */
function outcomes(reportFile, root) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const tests = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    for (const test of file.assertionResults ?? []) tests.push({ name: `${path} > ${test.fullName}`, status: test.status, message: (test.failureMessages ?? [])[0] ?? '' });
    // A file that failed to load has no tests: it counts as a failure of its own.
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') tests.push({ name: `${path} (the file)`, status: 'failed', message: file.message ?? '' });
  }
  return { tests, total: report.numTotalTests ?? tests.length };
}

if (cpus > 0 && !haveStressNg()) installStressNg();

const root = process.cwd();
const folder = mkdtempSync(join(tmpdir(), 'genewell-flaky-'));
const failures = new Map();
const summaries = [];
let unfinished = 0;
const stress = cpus > 0 ? spawn('stress-ng', ['--cpu', String(cpus), '--quiet'], { stdio: 'ignore' }) : null;
if (stress) console.log(`Under stress-ng --cpu ${cpus} (pid ${stress.pid}).`);
// Interrupted: the pressure ends with the script.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stress?.kill('SIGTERM');
    process.exit(130);
  });
}
try {
  for (let index = 1; index <= runs; index += 1) {
    const reportFile = join(folder, `run-${index}.json`);
    console.log(`\n=== run ${index} of ${runs} ===`);
    const started = Date.now();
    const seed = firstSeed + index - 1;
    const { code, signal } = await run('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${reportFile}`, ...vitestArgs], {
      env: { ...process.env, TEST_FILE_ORDER_SEED: String(seed) },
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    let result;
    try {
      result = outcomes(reportFile, root);
    } catch {
      unfinished += 1;
      summaries.push(`run ${index} (seed ${seed}): no report (exit ${code ?? signal}), ${seconds} s`);
      continue;
    }
    const failed = result.tests.filter((test) => test.status === 'failed');
    summaries.push(`run ${index} (seed ${seed}): ${result.total} tests, ${failed.length} failed, ${seconds} s (exit ${code ?? signal})`);
    for (const test of failed) {
      const entry = failures.get(test.name) ?? { runs: [], message: test.message };
      entry.runs.push(index);
      failures.set(test.name, entry);
    }
  }
} finally {
  stress?.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
}

console.log(`\n=== ${runs} runs of the unit suite${cpus > 0 ? ` under stress-ng --cpu ${cpus}` : ''} ===`);
for (const line of summaries) console.log(line);
if (failures.size === 0 && unfinished === 0) {
  console.log('No test failed in any run.');
  process.exit(0);
}
console.log(`\n${failures.size} test(s) failed in at least one run:`);
for (const [name, { runs: failedRuns, message }] of [...failures].sort()) {
  console.log(`- ${name}  (failed in run ${failedRuns.join(', ')})`);
  const first = message.split('\n').find((line) => line.trim() !== '');
  if (first) console.log(`    ${first.trim().slice(0, 300)}`);
}
if (unfinished > 0) console.log(`${unfinished} run(s) ended without a report.`);
process.exit(1);
