#!/usr/bin/env node
/*
 * `npm test`: every suite, and how long each took (the table is printed at the end, failed or not,
 * so a slow CI shows where its time went).
 *
 * The steps run as soon as what they need is done, not stage by stage: typecheck, lint, the unit
 * suites (vitest) and the build start together, size follows the build, and the end-to-end tests
 * (Playwright) start when the build, its size check and every suite before them have passed. On
 * the two-core CI machine no step keeps both cores busy all the time (typecheck and lint are one
 * or two threads, vitest waits on databases and server processes, the build on its disk), so the
 * steps that start together fill each other's idle time. Playwright still runs alone: its waits
 * are on a real browser, and it starts only once everything else has passed.
 *
 * The first failing step stops the run: the steps still running are ended, and its exit code is
 * the run's.
 *
 *   typecheck ─┐
 *   lint ──────┤
 *   vitest ────┼──→ playwright
 *   build → size
 */
import { spawn } from 'node:child_process';
import { machineSpeed } from './machine-speed.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Each step: its npm arguments and the steps it waits for. */
const steps = {
  typecheck: { args: ['run', 'typecheck'], after: [] },
  lint: { args: ['run', 'lint'], after: [] },
  vitest: { args: ['run', 'test:unit'], after: [] },
  build: { args: ['run', 'build'], after: [] },
  size: { args: ['run', 'size'], after: ['build'] },
  playwright: { args: ['exec', '--', 'playwright', 'test'], after: ['typecheck', 'lint', 'vitest', 'build', 'size'] },
};

const runStarted = performance.now();
const since = () => (performance.now() - runStarted) / 1000;
/** name → { started, ended, code } in seconds since the run started. */
const timings = new Map();
const running = new Map();
let failure = null;

function start(name) {
  const started = since();
  const child = spawn(npm, steps[name].args, { stdio: 'inherit', env: process.env, detached: process.platform !== 'win32' });
  running.set(name, child);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(name);
      timings.set(name, { started, ended: since(), code: code ?? (signal ? 1 : 0) });
      resolve(timings.get(name).code);
    });
  });
}

/** Ends every step still running (and its children: Vitest's workers, the build's, Playwright's server). */
function stopAll() {
  for (const child of running.values()) {
    try {
      if (process.platform === 'win32') child.kill();
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// Ctrl-C or a CI cancel reaches this process alone (each step has a process group of its own).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const speedBefore = machineSpeed();
const done = new Map();

function schedule(name) {
  if (done.has(name)) return done.get(name);
  const promise = (async () => {
    const before = await Promise.all(steps[name].after.map(schedule));
    if (failure || before.some((code) => code !== 0)) return null;
    const code = await start(name);
    if (code !== 0 && !failure) {
      failure = { name, code };
      stopAll();
    }
    return code;
  })();
  done.set(name, promise);
  return promise;
}

await Promise.all(Object.keys(steps).map(schedule));

console.log('\nnpm test, time per step (started → ended, seconds since the run started):');
for (const name of Object.keys(steps)) {
  const row = timings.get(name);
  if (!row) {
    console.log(`  ${name.padEnd(12)} not run`);
    continue;
  }
  const status = row.code === 0 ? '' : failure?.name === name ? `  (exit ${row.code})` : '  (ended: another step failed)';
  console.log(`  ${name.padEnd(12)} ${(row.ended - row.started).toFixed(1).padStart(7)} s   ${row.started.toFixed(1).padStart(6)} → ${row.ended.toFixed(1).padStart(6)}${status}`);
}
console.log(`  ${'total'.padEnd(12)} ${since().toFixed(1).padStart(7)} s`);
// The same fixed work before and after (scripts/machine-speed.mjs; higher is faster): the hour's speed.
console.log(`  machine speed index: ${speedBefore} before, ${machineSpeed()} after`);
process.exit(failure ? failure.code : 0);
