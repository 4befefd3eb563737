#!/usr/bin/env node
/*
 * `npm test`: every suite, stage by stage, and how long each stage took (the table is printed at
 * the end, failed or not, so a slow CI shows where its time went). Typecheck and lint read the same
 * files and are each one process on one core, so they run side by side; the other stages use every
 * core and run one after another. The first failing stage stops the run with its exit code.
 *
 *   typecheck + lint → unit (vitest: unit, model and server suites) → build, then size → end-to-end (Playwright)
 */
import { spawn } from 'node:child_process';
import { machineSpeed } from './machine-speed.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];

function run(name, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ name, seconds, code: code ?? (signal ? 1 : 0) });
      resolve(code ?? 1);
    });
  });
}

/** Runs a stage's steps, side by side when `together`, else one after another until one fails; answers the first failing exit code. */
async function stage({ label, together, steps }) {
  const started = performance.now();
  const codes = [];
  if (together) codes.push(...(await Promise.all(steps.map(([name, args]) => run(name, args)))));
  else {
    for (const [name, args] of steps) {
      codes.push(await run(name, args));
      if (codes.at(-1) !== 0) break;
    }
  }
  const failed = codes.find((code) => code !== 0) ?? 0;
  timings.push({ name: `= ${label}`, seconds: (performance.now() - started) / 1000, code: failed });
  return failed;
}

const speedBefore = machineSpeed();

function report() {
  const total = timings.filter((row) => row.name.startsWith('= ')).reduce((sum, row) => sum + row.seconds, 0);
  console.log('\nnpm test, time per stage:');
  for (const row of timings) console.log(`  ${row.name.padEnd(28)} ${row.seconds.toFixed(1).padStart(7)} s${row.code === 0 ? '' : `  (exit ${row.code})`}`);
  console.log(`  ${'total'.padEnd(28)} ${total.toFixed(1).padStart(7)} s`);
  // The same fixed work before and after (scripts/machine-speed.mjs; higher is faster): the hour's speed.
  console.log(`  machine speed index: ${speedBefore} before, ${machineSpeed()} after`);
}

const stages = [
  { label: 'typecheck and lint', together: true, steps: [['typecheck', ['run', 'typecheck']], ['lint', ['run', 'lint']]] },
  { label: 'unit', steps: [['vitest', ['run', 'test:unit']]] },
  { label: 'build and size', steps: [['build', ['run', 'build']], ['size', ['run', 'size']]] },
  { label: 'end-to-end', steps: [['playwright', ['exec', '--', 'playwright', 'test']]] },
];

let exitCode = 0;
for (const entry of stages) {
  exitCode = await stage(entry);
  if (exitCode !== 0) break;
}
report();
process.exit(exitCode);
