/**
 * `npm run test:paths`: every machine's model suite (src/machines/**\/*.model.test.ts) run with
 * PATHS_DATA_DIR set, so each plays the kit's generated paths, the shortest paths of
 * xstate/graph's createTestModel, its journeys and its seeded random walks, and writes what it
 * covered and every path's result (src/machines/testing/paths-data.ts). Then:
 *  - prints the table: state nodes, configurations, transitions, transition pairs, guard
 *    outcomes, event types and requirements, each covered over total;
 *  - writes coverage/machines/index.html (opens from the file system, no server needed);
 *  - exits non-zero when a suite failed, or a state node, transition, guard outcome or
 *    requirement is uncovered (configurations and transition pairs are reported only), or a
 *    requirement of the list (src/machines/testing/requirements.ts) is carried by no machine,
 *    or a machine names one the list does not have.
 * Guard flips are left to `npm run test:models` (they replay everything once per guard).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import ELK from 'elkjs/lib/elk.bundled.js';
import { formatCoverageTable, isComplete, missingRequired } from '../src/machines/testing/coverage-table';
import { readPathsData } from '../src/machines/testing/paths-data';
import { renderPathsReport } from '../src/machines/testing/paths-report';
import { REQUIREMENTS } from '../src/machines/testing/requirements';
import { statesOf } from '../src/machines/testing/statechart-graph';
import { layoutStatechart } from '../src/machines/testing/statechart-layout';
import type { StatechartLayout } from '../src/machines/testing/statechart-layout';

const OUT_DIR = path.resolve('coverage/machines');
const DATA_DIR = path.join(OUT_DIR, 'data');
const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('--'));

rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(DATA_DIR, { recursive: true });

const run = (command: string, commandArgs: string[], env: Record<string, string>) =>
  spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const suites = run('npx', ['vitest', 'run', '--project', 'unit', ...(files.length ? files : ['.model.test'])], {
  PATHS_DATA_DIR: DATA_DIR,
  MODEL_GUARD_FLIPS: 'off',
});

const data = readPathsData(DATA_DIR);
const problems: string[] = [];
if (suites !== 0) problems.push('a model suite failed (above)');
if (data.length === 0) problems.push('no machine reported its paths');

const byMachine = new Map(data.map((machine) => [machine.report.machine, machine]));
const countPaths = (machine: string, source?: string) => (byMachine.get(machine)?.paths ?? []).filter((entry) => !source || entry.source === source);
const table = formatCoverageTable(
  data.map((machine) => machine.report),
  {
    total: true,
    extra: [
      {
        title: 'paths played: kit / createTestModel / journeys (failed)',
        cell: ({ machine }) =>
          `${countPaths(machine, 'kit').length} / ${countPaths(machine, 'createTestModel').length} / ${countPaths(machine, 'journey').length} (${countPaths(machine).filter((entry) => !entry.passed).length})`,
      },
      {
        title: 'random walks (fast-check)',
        cell: ({ machine }) => {
          const walks = byMachine.get(machine)?.walks;
          if (!walks) return '-';
          return `seed ${walks.seed} × ${walks.runs} ≤${walks.maxSteps} steps: ${walks.passed === null ? 'not run' : walks.passed ? 'passed' : 'failed'}`;
        },
      },
    ],
  },
);
console.log(`\nGenerated paths and coverage of every machine (configurations and transition pairs reported, not required):\n${table}`);
for (const { report, paths, walks } of data) {
  const failed = paths.filter((entry) => !entry.passed).length;
  if (!isComplete(report)) problems.push(`${report.machine} misses ${missingRequired(report).join(', ')}`);
  if (failed) problems.push(`${report.machine}: ${failed} paths failed`);
  if (walks.passed === false) problems.push(`${report.machine}: a random walk failed`);
}

// The list and the machines agree: every rule carried by some machine, every carried id listed.
if (files.length === 0) {
  const listed = new Set(REQUIREMENTS.map((requirement) => requirement.id));
  const carried = new Map<string, string[]>();
  for (const { report, graph } of data) {
    for (const id of [...statesOf(graph).flatMap((state) => state.requirements), ...graph.transitions.flatMap((transition) => transition.requirements)]) {
      carried.set(id, [...(carried.get(id) ?? []), report.machine]);
    }
  }
  for (const id of listed) if (!carried.has(id)) problems.push(`requirement ${id} is carried by no machine (meta.requirements)`);
  for (const [id, machines] of carried) if (!listed.has(id)) problems.push(`${[...new Set(machines)].join(', ')} names requirement ${id}, which src/machines/testing/requirements.ts does not list`);
}

/** Opens the report offline; answers what is wrong, or null. */
async function checkReportOffline(file: string, machine: string): Promise<string | null> {
  const browser = await chromium.launch({ executablePath: existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ offline: true });
    const page = await context.newPage();
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => void (request.url().startsWith('file:') || requests.push(request.url())));
    page.on('pageerror', (error) => void errors.push(error.message));
    await page.goto(pathToFileURL(file).href);
    const diagram = page.locator(`figure.diagram[data-machine="${machine}"] svg`);
    const covered = await diagram.locator('.sc-state.sc-covered').count();
    const uncovered = await diagram.locator('.sc-state.sc-uncovered, .sc-edge.sc-uncovered').count();
    const green = covered ? await diagram.locator('.sc-state.sc-covered').first().evaluate((node) => getComputedStyle(node).stroke) : '';
    if (requests.length) return `it asks the network for ${requests.join(', ')}`;
    if (errors.length) return `its script fails: ${errors.join('; ')}`;
    if (covered === 0 || green !== 'rgb(21, 128, 61)') return `the ${machine} diagram is not coloured by coverage (${covered} covered states, stroke ${green || 'none'})`;
    if (uncovered !== (byMachine.get(machine)?.report.states.missing.length ?? 0) + (byMachine.get(machine)?.report.transitions.missing.length ?? 0)) {
      return `the ${machine} diagram marks ${uncovered} states and transitions uncovered, the coverage report another number`;
    }
    return null;
  } finally {
    await browser.close();
  }
}

const elk = new ELK();
const layouts = new Map<string, StatechartLayout>();
for (const machine of data) layouts.set(machine.report.machine, await layoutStatechart(elk, machine.graph));
const reportFile = path.join(OUT_DIR, 'index.html');
writeFileSync(reportFile, renderPathsReport({ data, layouts, requirements: REQUIREMENTS, generatedAt: new Date() }));
console.log(`\nReport: ${reportFile}`);

// The report opens from the file system in Chromium with the network off, asks for nothing, and
// shows the kid quiz's diagram coloured by coverage.
if (byMachine.has('kid quiz')) {
  const problem = await checkReportOffline(reportFile, 'kid quiz');
  if (problem) problems.push(`the report: ${problem}`);
  else console.log('The report opens offline in Chromium with the kid quiz coloured by coverage.');
}

// `--e2e`: every generated user path of the flows with a model-based E2E, through the real app in Chromium.
if (args.includes('--e2e')) {
  const e2e = run('npx', ['playwright', 'test', 'tests/e2e/model-paths', '--workers=1'], { MODEL_PATHS: 'all' });
  if (e2e !== 0) problems.push('a model-based end-to-end path failed (above)');
}

if (problems.length) {
  console.error(`\nnpm run test:paths failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery machine at 100% of state nodes, transitions, guard outcomes and requirements.');
