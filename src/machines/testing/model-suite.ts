import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assert, describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import type { AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { createCoverageRecorder, describeItem, fanOut } from './coverage';
import type { CoverageExclusions, CoverageRecorder, CoverageReport } from './coverage';
import { COVERAGE_DIR } from './coverage-dir';
import { formatCoverageTable, isComplete, missingRequired } from './coverage-table';
import { createTestModelPaths, describePath, eventsFor, planPaths as planMachinePaths } from './paths';
import type { SampleEvent } from './paths';
import { startRun } from './run';
import { catalogueOf } from './machine-catalogue';
import { toStatechartGraph } from './statechart-graph';
import type { BaseWorld, Run, TraceStep } from './run';
import { PATHS_DATA_DIR, writePathsData } from './paths-data';
import type { Precede } from './world-model';
import type { PathResult, StepState } from './paths-data';

/**
 * The model-based test every machine gets (see README.md beside this file). Give it the real
 * machine, how to fake its world, sample events and an oracle; it registers:
 *  1. fast-check random walks over the events the actor takes, checking the oracle after every
 *     step, shrunk to the shortest failing walk (fixed seed: FC_SEED overrides it; the seed is
 *     printed on failure);
 *  2. the named journeys;
 *  3. for each start, the paths generated from the machine (paths.ts), each played on a real
 *     actor (run.ts) with the oracle checked at the start and after every step; a failure
 *     names the path;
 *  4. coverage of the real machine (states, transitions, guard outcomes, events) at 100% or a
 *     listed exclusion, written for the `npm run test:models` table;
 *  5. the guard flip check: each named guard replaced by `() => true`, then `() => false`,
 *     must make an oracle assertion fail on a generated path or a walk, the journeys left out
 *     (a harness error, such as no call in flight, fails the check instead; a flipped counter
 *     that runs away draws a bounded graph, whose paths the oracle judges).
 */

export interface Observation<M extends AnyStateMachine, W extends BaseWorld> {
  snapshot: SnapshotFrom<M>;
  world: W;
  /** Every event played so far, with the simulated time it was taken at. */
  trace: ReadonlyArray<TraceStep<SnapshotFrom<M>>>;
  /** The label of the start (a key of `starts`) and its input. */
  start: string;
  input: InputFrom<M>;
}

export interface ModelSpec<M extends AnyStateMachine, W extends BaseWorld> {
  /** The machine's name in the coverage table. */
  name: string;
  /**
   * The machine's factory (`create<Flow>Machine`): each test builds the machine afresh with it,
   * and nothing builds it while the file loads, so a changed definition (a mutant under Stryker)
   * is what the test runs, whatever the module cache holds.
   */
  create: () => M;
  /** Where runs start: label -> the machine's input. */
  starts: Record<string, InputFrom<M>>;
  /** A fresh world for each run (given the run's input): fake calls and clock (createBaseWorld) plus the spies the oracle reads. */
  world: (input: InputFrom<M>) => W;
  /** `machine` with the world's fakes (actors and effect actions). `machine` may be a guard-flipped copy: provide on it. */
  provide: (machine: M, world: W) => M;
  /**
   * What the world sends the machine just before an event, as the real one does (the API client
   * tells the session of a 401 before the caller hears of it): `[{ type: 'session.unauthorized' }]`
   * for a 401 answer. The generated paths' model (world-model.ts) and the played actor both get it.
   */
  precede?: Precede;
  /** Payload variants and call outcomes for a snapshot (the graph and the walks both use it). */
  sampler: (snapshot: SnapshotFrom<M>) => SampleEvent[];
  /**
   * The oracle, stated from the spec and never from the machine's own code: what the user sees
   * (the view's selectors), what reached the server (world.calls), what was stored, and
   * invariants over the trace. Throw (expect) when something is wrong.
   */
  check: (observation: Observation<M, W>) => void;
  /** Named event sequences for the journeys the spec describes. */
  journeys?: Record<string, { start: string; events: SampleEvent[] }>;
  /** Coverage items left out on purpose, with the reason (also listed in the machine's README). */
  exclusions?: CoverageExclusions;
  walks?: { runs?: number; maxSteps?: number };
  /** Graph size guard (snapshots visited while generating paths). */
  limit?: number;
  /**
   * What the user sees that the state value does not say, stated from the spec (the cart holds a
   * code, say): each event is tried once per configuration *and facet*, so an event a guard wrongly
   * refuses (a "remove code" the machine ignores on a cart that has one) reaches the oracle in the
   * generated paths, not only in a hand-written journey.
   */
  facet?: (snapshot: SnapshotFrom<M>) => string;
}

const DEFAULT_SEED = 20261123;
/** Generous: these tests replay whole graphs; a slow machine (two busy cores) must not fail them. */
const SUITE_TIMEOUT_MS = 180_000;
/** createTestModel's shortest paths, one to every snapshot (thousands for the booking wizard): only `npm run test:paths` plays them. */
const CREATE_TEST_MODEL_TIMEOUT_MS = 900_000;
/** Snapshots a machine's graph may hold from one start (ModelSpec.limit); the largest today hold about 1,500. */
const DEFAULT_LIMIT = 3_000;
/** The guard flip check draws a flipped machine's graph in stages of this many snapshots before the whole of it (firstFailure). */
const FLIP_STAGES = [100, 500];
/** createTestModel's limit counts steps taken, not snapshots: this many steps per snapshot allowed. */
const CREATE_TEST_MODEL_STEPS = 50;
const seed = Number(process.env.FC_SEED ?? DEFAULT_SEED);
/** Walks per suite: the spec's (default 100), or fewer under Stryker (vitest.mutants.config.ts). */
const walkRuns = (spec: { walks?: { runs?: number } }) => Number(process.env.MODEL_WALK_RUNS ?? spec.walks?.runs ?? 100);

interface PlannedPath {
  start: string;
  events: SampleEvent[];
  description: string;
}

/** The generated paths of each start; the graph's configurations and transition pairs go to the recorder's totals. */
function planPaths<M extends AnyStateMachine, W extends BaseWorld>(spec: ModelSpec<M, W>, machine: M, recorder?: CoverageRecorder, flip?: { probe: () => number }): PlannedPath[] {
  return Object.entries(spec.starts).flatMap(([start, input]) => {
    const plan = planMachinePaths(machine, { input, sampler: spec.sampler as never, precede: spec.precede, limit: spec.limit ?? DEFAULT_LIMIT, bounded: flip !== undefined, probe: flip?.probe, facet: spec.facet as never });
    recorder?.addGraph(plan.facts);
    return plan.paths.map(({ events }) => ({ start, events, description: `${start}: ${describePath(events)}` }));
  });
}

/** Plays a planned path, noting its result for the `npm run test:paths` report. */
async function playNoted<M extends AnyStateMachine, W extends BaseWorld>(
  spec: ModelSpec<M, W>,
  machine: M,
  planned: Pick<PlannedPath, 'start' | 'events'>,
  source: PathResult['source'],
  results: PathResult[],
  recorder?: CoverageRecorder,
): Promise<void> {
  if (!PATHS_DATA_DIR) return playPath(spec, machine, planned.start, planned.events, recorder);
  // For the report: what this path alone covers (its requirements) and the state before each step.
  const own = createCoverageRecorder(spec.name, () => machine);
  const both = recorder ? fanOut(recorder, own) : own;
  const states: StepState[] = [];
  const note = (passed: boolean, error: string | null) => {
    const carried = catalogueOf(machine).requirements;
    const covered = own.covered();
    const requirements = Object.keys(carried).filter((id) => carried[id].some((item) => covered.has(item)));
    results.push({ source, start: planned.start, events: planned.events, states, requirements, passed, error });
  };
  try {
    await playPath(spec, machine, planned.start, planned.events, both, states);
    note(true, null);
  } catch (error) {
    note(false, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** The state value, and the scene shown when the machine keeps a history of scene ids (the quizzes). */
function stepStateOf(snapshot: unknown): StepState {
  const { value, context } = snapshot as { value: unknown; context?: { history?: unknown } };
  const history = context?.history;
  const scene = Array.isArray(history) ? history.at(-1) : null;
  return { value, scene: typeof scene === 'number' || typeof scene === 'string' ? scene : null };
}

/** A real actor of `machine` from `start`, in a fresh world with its fakes (recorded when `recorder` is given), and the oracle's verdict on it as it is now. */
function startPlay<M extends AnyStateMachine, W extends BaseWorld>(spec: ModelSpec<M, W>, machine: M, start: string, recorder?: CoverageRecorder) {
  const input = spec.starts[start];
  const world = spec.world(input);
  const provided = spec.provide(machine, world);
  recorder?.begin(provided, input);
  const run = startRun({ machine: provided, world, input, inspect: recorder?.inspect, precede: spec.precede });
  return { run, observe: () => judge(spec, run, start, input) };
}

async function playPath<M extends AnyStateMachine, W extends BaseWorld>(
  spec: ModelSpec<M, W>,
  machine: M,
  start: string,
  events: readonly SampleEvent[],
  recorder?: CoverageRecorder,
  /** Receives the state before each step (for the report's readable steps). */
  states?: StepState[],
): Promise<void> {
  const { run, observe } = startPlay(spec, machine, start, recorder);
  try {
    observe();
    for (const [index, event] of events.entries()) {
      try {
        states?.push(stepStateOf(run.snapshot()));
        await run.exec(event);
        observe();
      } catch (error) {
        throw annotate(error, `at step ${index + 1} of ${describePath([...events])}`);
      }
    }
  } finally {
    run.stop();
  }
}

/**
 * What a walk may do next: everything the user could try (each sampled event of the page, taken
 * by the machine or not: the oracle says whether it should have been), the answers the server
 * may give to the calls in flight, and the timers the machine waits for.
 */
function walkOptions(snapshot: AnyMachineSnapshot, sampler: (snapshot: AnyMachineSnapshot) => SampleEvent[]): SampleEvent[] {
  const internal = (event: SampleEvent) => event.type.startsWith('xstate.');
  return [...sampler(snapshot).filter((event) => !internal(event) && event.__withheld !== true), ...eventsFor(snapshot, sampler).filter(internal)];
}

/** A random walk: at each step one of walkOptions, chosen by `choices`. */
async function walk<M extends AnyStateMachine, W extends BaseWorld>(
  spec: ModelSpec<M, W>,
  machine: M,
  start: string,
  choices: readonly number[],
  recorder?: CoverageRecorder,
): Promise<void> {
  const { run, observe } = startPlay(spec, machine, start, recorder);
  const taken: SampleEvent[] = [];
  try {
    observe();
    for (const choice of choices) {
      // A machine that reached its final state takes nothing more.
      if ((run.snapshot() as { status?: string }).status !== 'active') break;
      const options = walkOptions(run.snapshot(), spec.sampler as never);
      if (options.length === 0) break;
      const event = options[choice % options.length];
      taken.push(event);
      await run.exec(event);
      observe();
    }
  } catch (error) {
    throw annotate(error, `walk from ${start}: ${describePath(taken)}`);
  } finally {
    run.stop();
  }
}

/**
 * The oracle's verdict after a step. First the rule every flow shares: the flow never breaks (an
 * actor that stopped with an error leaves a page that no longer answers); then the spec's oracle.
 */
function judge<M extends AnyStateMachine, W extends BaseWorld>(spec: ModelSpec<M, W>, run: Run<M, W>, start: string, input: InputFrom<M>): void {
  const broken = run.failure();
  if (broken) assert.fail(`The flow broke: its actor stopped with an error (${broken instanceof Error ? broken.message : String(broken)})`);
  spec.check({ snapshot: run.snapshot(), world: run.world, trace: run.trace, start, input });
}

function annotate(error: unknown, where: string): Error {
  const failure = error instanceof Error ? error : new Error(String(error));
  failure.message = `${failure.message}\n  ${where}`;
  return failure;
}

function walkArbitrary<M extends AnyStateMachine, W extends BaseWorld>(spec: ModelSpec<M, W>) {
  const maxSteps = spec.walks?.maxSteps ?? 40;
  return [fc.constantFrom(...Object.keys(spec.starts)), fc.array(fc.nat({ max: 1_000 }), { minLength: 1, maxLength: maxSteps })] as const;
}

/**
 * An oracle assertion failed (vitest's `expect`, chai's `assert`): the only failure that shows a
 * flip was noticed. Anything else (no call in flight, a graph past its limit
 * for the real machine, a crash in the test's own code) is the harness failing to judge, not the oracle judging.
 */
export function isOracleFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'AssertionError';
}

/** The first failure of the walks or the generated paths with this machine (a guard-flipped copy), or null. */
async function firstFailure<M extends AnyStateMachine, W extends BaseWorld>(
  spec: ModelSpec<M, W>,
  machine: M,
  probes: { evaluations: () => number; changed: () => number },
): Promise<unknown> {
  const [starts, choices] = walkArbitrary(spec);
  const walks = await fc.check(
    fc.asyncProperty(starts, choices, (start, steps) => walk(spec, machine, start, steps)),
    { seed, numRuns: walkRuns(spec), endOnFailure: true },
  );
  if (walks.failed) return walks.errorInstance ?? new Error('a random walk failed');
  try {
    // Only what the machine generates judges a flip: the hand-written journeys are left out, so a
    // flip only a journey would notice fails this test (the oracle lacks a rule, or the sampler and
    // facet do not lead the paths there). A flipped counter that runs away draws a bounded graph:
    // the paths into the runaway are played for the oracle to judge. The paths that come nearest the
    // flipped guard are played first (`probes.evaluations`: a step evaluates it, then a snapshot
    // where some event would), every path in the end.
    // One start at a time: the first failure ends the search before the next graph is built.
    // Each start's graph is drawn in stages, nearest snapshots first (breadth first): the first
    // FLIP_STAGES snapshots, then more, then the whole bounded graph. A flip the walks missed was
    // almost always shown by one of the first paths played (the OTP challenge: the 1st to 57th of
    // 95-218), but drawing the flipped machine's whole graph took 9-37 s before the first was
    // played. A stage's paths are paths of the same flipped machine from the same start, played and
    // judged as the whole graph's are; a stage that drew the whole graph ends the start.
    // A stage in which no answer of the flipped guard differed from the guard's own
    // (`probes.changed`) holds the real machine's paths, which its own tests pass: that start is
    // put off, and its stages from that one are drawn and played after every other start's (a flip
    // only a signed-in start reaches is not played through the guest's whole graph first: the diet
    // quiz's `needsAccountReports` → false took 8-15 s that way).
    const whole = spec.limit ?? DEFAULT_LIMIT;
    const stages = [...FLIP_STAGES.filter((stage) => stage < whole), whole];
    const putOff: Array<{ start: string; input: unknown; stage: number }> = [];
    const playStages = async (start: string, input: unknown, from: number, putOffUnchanged: boolean) => {
      for (let stage = from; stage < stages.length; stage += 1) {
        const before = probes.changed();
        const plan = planMachinePaths(machine, { input, sampler: spec.sampler as never, precede: spec.precede, limit: stages[stage], bounded: true, probe: probes.evaluations, facet: spec.facet as never });
        if (putOffUnchanged && probes.changed() === before) {
          putOff.push({ start, input, stage });
          return;
        }
        for (const { events } of plan.paths) await playPath(spec, machine, start, events);
        if (!plan.truncated) return;
      }
    };
    for (const [start, input] of Object.entries(spec.starts)) await playStages(start, input, 0, true);
    for (const { start, input, stage } of putOff) await playStages(start, input, stage, false);
  } catch (error) {
    return error;
  }
  return null;
}

/** The random walks, the journeys and every generated path, recorded: what the suite's first tests play. */
async function playEverything<M extends AnyStateMachine, W extends BaseWorld>(spec: ModelSpec<M, W>, recorder: CoverageRecorder, results: PathResult[]): Promise<void> {
  const [starts, choices] = walkArbitrary(spec);
  await fc.assert(
    fc.asyncProperty(starts, choices, (start, steps) => walk(spec, fresh(spec), start, steps, recorder)),
    { seed, numRuns: walkRuns(spec) },
  );
  for (const journey of Object.values(spec.journeys ?? {})) await playNoted(spec, fresh(spec), journey, 'journey', results, recorder);
  for (const [start, input] of Object.entries(spec.starts)) {
    const machine = fresh(spec);
    for (const planned of planPaths({ ...spec, starts: { [start]: input } }, machine, recorder)) await playNoted(spec, machine, planned, 'kit', results, recorder);
  }
}

/** The machine as defined now, built by its factory. */
function fresh<M extends AnyStateMachine, W extends BaseWorld>(spec: ModelSpec<M, W>): M {
  return spec.create();
}

function writeReport(report: CoverageReport): void {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(path.join(COVERAGE_DIR, `${report.machine.replace(/[^\w-]+/g, '-')}.json`), JSON.stringify(report, null, 2));
}

export function describeModel<M extends AnyStateMachine, W extends BaseWorld>(spec: ModelSpec<M, W>): void {
  describe(`${spec.name} (model)`, () => {
    const recorder = createCoverageRecorder(spec.name, () => fresh(spec), spec.exclusions);
    /** Every path played and its result, for the report of `npm run test:paths` (written when PATHS_DATA_DIR is set). */
    const results: PathResult[] = [];
    const walks = { seed, runs: walkRuns(spec), maxSteps: spec.walks?.maxSteps ?? 40, passed: null as boolean | null };
    // Cheapest first: under Stryker a mutant stops at the first failing test.
    test.prop([...walkArbitrary(spec)], { seed, numRuns: walkRuns(spec) })(
      'random walks keep every invariant',
      async (start, choices) => {
        walks.passed ??= true;
        try {
          await walk(spec, fresh(spec), start, choices, recorder);
        } catch (error) {
          walks.passed = false;
          throw error;
        }
      },
      SUITE_TIMEOUT_MS,
    );

    for (const [name, journey] of Object.entries(spec.journeys ?? {})) {
      it(`journey: ${name}`, async () => {
        await playNoted(spec, fresh(spec), journey, 'journey', results, recorder);
      });
    }

    // Planned inside the test, not while collecting: a machine that cannot be walked fails a test.
    it.each(Object.keys(spec.starts))('every path generated from the machine, starting %s', { timeout: SUITE_TIMEOUT_MS }, async (start) => {
      const machine = fresh(spec);
      const planned = planPaths({ ...spec, starts: { [start]: spec.starts[start] } }, machine, recorder);
      expect(planned.length).toBeGreaterThan(0);
      for (const path of planned) await playNoted(spec, machine, path, 'kit', results, recorder);
    });

    // `npm run test:paths` also plays the shortest paths of xstate/graph's createTestModel (the
    // XState v5 home of @xstate/test): one to each snapshot the machine can reach.
    if (PATHS_DATA_DIR) {
      it.each(Object.keys(spec.starts))('every shortest path of createTestModel, starting %s', { timeout: CREATE_TEST_MODEL_TIMEOUT_MS }, async (start) => {
        const machine = fresh(spec);
        const paths = createTestModelPaths(machine, spec.starts[start], spec.sampler as never, (spec.limit ?? DEFAULT_LIMIT) * CREATE_TEST_MODEL_STEPS, spec.precede);
        expect(paths.length).toBeGreaterThan(0);
        for (const events of paths) await playNoted(spec, machine, { start, events }, 'createTestModel', results, recorder);
      });
    }

    it('covers every state, transition, guard outcome and event of the machine', { timeout: SUITE_TIMEOUT_MS }, async () => {
      // Run alone (or after a filter skipped the tests above), the recorder is not filled yet: this
      // test plays the same walks, journeys and paths itself, so it passes or fails the same either way.
      if (!isComplete(recorder.report())) await playEverything(spec, recorder, results);
      const report = recorder.report();
      writeReport(report);
      if (PATHS_DATA_DIR) writePathsData({ report, graph: toStatechartGraph(fresh(spec)), paths: results, walks });
      console.log(formatCoverageTable([report]));
      const missing = missingRequired(report);
      const machine = fresh(spec);
      expect(missing.map((item) => describeItem(machine, item))).toEqual([]);
    });

    // Under Stryker (vitest.mutants.config.ts) the mutants are the flips.
    if (process.env.MODEL_GUARD_FLIPS === 'off') return;
    const flips = Object.keys(fresh(spec).implementations.guards ?? {}).flatMap((guard) => [true, false].map((value) => ({ guard, value })));
    it.each(flips)('notices the guard $guard replaced by () => $value', { timeout: SUITE_TIMEOUT_MS }, async ({ guard, value }) => {
      // The flipped guard counts its evaluations (the paths nearest it are played first), and its
      // answers that differ from the guard's own (`own`, asked the same; firstFailure plays the
      // graphs where none differed last). `own` only orders the search; the oracle judges every
      // path played. XState's built-in guards (`stateIn`) read the snapshot, which a guard given
      // as a function is not handed: each of their answers counts as differing.
      const machine = fresh(spec);
      const own = (machine.implementations.guards as Record<string, (...args: unknown[]) => boolean>)[guard];
      const ownIsAsked = typeof own === 'function' && !('check' in own);
      let evaluations = 0;
      let changed = 0;
      const flipped = machine.provide({
        guards: { [guard]: (...args: unknown[]) => ((evaluations += 1), ownIsAsked && own(...args) === value ? 0 : (changed += 1), value) },
      } as never) as M;
      const failure = await firstFailure(spec, flipped, { evaluations: () => evaluations, changed: () => changed });
      expect(failure, `nothing fails with ${guard} → () => ${value}`).not.toBeNull();
      // Noticed only by an oracle assertion; a harness error fails this test.
      if (!isOracleFailure(failure)) throw annotate(failure, `with ${guard} → () => ${value} the harness failed before any oracle assertion did`);
    });
  });
}
