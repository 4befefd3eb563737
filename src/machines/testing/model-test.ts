import { createTestModel, getStateNodes } from 'xstate/graph';
import type { TestParam, TestPath } from 'xstate/graph';
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { modelMachineOf } from './model-machine';

/**
 * Model-based testing for every flow: give a machine, sample events and per-state assertions;
 * get the generated paths (shortest paths to every reachable state, plus the journeys you name)
 * and a coverage report of state nodes and event types computed from the machine itself.
 *
 * Usage in a Vitest file:
 *   const plan = planModelTest({ machine, events, states, journeys });
 *   it.each(plan.cases)('$description', ({ run }) => run());
 *   it('covers the machine', () => assertFullCoverage(plan.coverage));
 */

type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;
type Ev<M extends AnyStateMachine> = EventFromLogic<M>;
/**
 * Events the machine raises itself and the graph walker must be given samples of: an invoked
 * actor finishing (`xstate.done.actor.<id>` with an `output`) or failing (`xstate.error.actor.<id>`
 * with an `error`).
 */
export type ActorResultEvent = { type: `xstate.done.actor.${string}`; output?: unknown } | { type: `xstate.error.actor.${string}`; error?: unknown };
type SampleEvent<M extends AnyStateMachine> = Ev<M> | ActorResultEvent;

export interface ModelTestOptions<M extends AnyStateMachine> {
  machine: M;
  /** Sample events used while walking the graph (payload variants included: a valid and an invalid answer, say). */
  events?: SampleEvent<M>[] | ((snapshot: Snap<M>) => SampleEvent<M>[]);
  /**
   * Assertions per state: keys are state ids ('#kidQuiz.question') or state values ('question',
   * 'results.sending'). Every matching key runs after every step that lands in that state, and
   * on the initial state.
   */
  states: Record<string, (snapshot: Snap<M>) => void | Promise<void>>;
  /** Named event sequences for the important journeys, run in addition to the shortest paths. */
  journeys?: Record<string, SampleEvent<M>[]>;
  /** Optional effect per event type (drive a UI, advance a clock); the model itself is pure. */
  onEvent?: TestParam<Snap<M>, Ev<M>>['events'];
  /** Input for machines that take one. */
  input?: unknown;
  /** Guard against exploding graphs: stop walking past this many states. */
  limit?: number;
}

export interface ModelCoverage {
  stateNodes: string[];
  coveredStateNodes: string[];
  uncoveredStateNodes: string[];
  /** Leaf state nodes that no key in `states` asserts on. */
  unassertedStateNodes: string[];
  eventTypes: string[];
  coveredEventTypes: string[];
  uncoveredEventTypes: string[];
}

export interface ModelCase<M extends AnyStateMachine> {
  description: string;
  path: TestPath<Snap<M>, Ev<M>>;
  run: () => Promise<void>;
}

export interface ModelPlan<M extends AnyStateMachine> {
  cases: ModelCase<M>[];
  coverage: ModelCoverage;
}

interface WithNodes {
  _nodes: Array<{ id: string }>;
}

function nodeIds(snapshot: unknown): string[] {
  return (snapshot as WithNodes)._nodes.map((node) => node.id);
}

function matcherFor(machine: AnyStateMachine) {
  return (snapshot: unknown, key: string): boolean => {
    if (key === '*') return false;
    if (key.startsWith('#')) return nodeIds(snapshot).includes(machine.getStateNodeById(key).id);
    return (snapshot as { matches: (value: string) => boolean }).matches(key);
  };
}

/** Whether any state invokes an actor or waits on a timer (createTestModel refuses both). */
function hasInvocationsOrTimers(machine: AnyStateMachine): boolean {
  return [machine.root, ...getStateNodes(machine.root)].some((node) => node.invoke.length > 0 || node.after.length > 0);
}

export function planModelTest<M extends AnyStateMachine>(options: ModelTestOptions<M>): ModelPlan<M> {
  // Invocations and timers become the plain done/error/after events they send (model-machine.ts);
  // give samples of those events (with outputs and errors) in `events`.
  const machine = hasInvocationsOrTimers(options.machine) ? modelMachineOf(options.machine) : options.machine;
  const stateMatcher = matcherFor(machine);
  const model = createTestModel(machine, {
    events: options.events as never,
    stateMatcher: stateMatcher as never,
    limit: options.limit ?? 5000,
    input: options.input as never,
  });

  const shortest = model.getShortestPaths();
  // The shortest path with no steps ends where the machine starts (with its input applied).
  const initial = shortest.find((path) => path.steps.length === 0)?.state ?? shortest[0]?.steps[0]?.state;
  // getPathsFromEvents ignores `input` when it computes its start, so hand it the start state.
  const journeyPaths = Object.entries(options.journeys ?? {}).flatMap(([name, events]) =>
    model
      .getPathsFromEvents(events as never, { fromState: initial } as never)
      .map((path) => ({ ...path, description: `journey "${name}": ${path.description}` })),
  );
  const paths = [...shortest, ...journeyPaths] as TestPath<Snap<M>, Ev<M>>[];
  const params = { states: options.states, events: options.onEvent } as TestParam<Snap<M>, Ev<M>>;

  const cases = paths.map((path) => ({
    description: path.description,
    path,
    run: async () => {
      // The library checks states after each step; check where the path starts from too.
      if (path.steps.length === 0) await model.testState(params, path.state);
      else if (path.steps[0]) await runAssertions(options.states, stateMatcher, firstStateOf(path));
      await path.test(params);
    },
  }));

  return { cases, coverage: computeCoverage(machine, paths, options.states, stateMatcher, initial) };

  function firstStateOf(path: TestPath<Snap<M>, Ev<M>>): Snap<M> {
    return (path.steps[0]?.state ?? path.state) as Snap<M>;
  }
}

async function runAssertions(
  states: Record<string, (snapshot: never) => void | Promise<void>>,
  matcher: (snapshot: unknown, key: string) => boolean,
  snapshot: unknown,
): Promise<void> {
  for (const [key, assert] of Object.entries(states)) {
    if (matcher(snapshot, key)) await assert(snapshot as never);
  }
}

function computeCoverage(
  machine: AnyStateMachine,
  paths: Array<{ state: unknown; steps: Array<{ state: unknown; event: { type: string } }> }>,
  assertions: Record<string, unknown>,
  matcher: (snapshot: unknown, key: string) => boolean,
  initial: unknown,
): ModelCoverage {
  const nodes = getStateNodes(machine.root);
  const stateNodes = nodes.map((node) => node.id);
  const reached = new Set<string>([machine.root.id]);
  const firedEvents = new Set<string>();
  const assertedLeaves = new Set<string>();
  const snapshots: unknown[] = initial ? [initial] : [];
  for (const path of paths) {
    snapshots.push(path.state);
    for (const step of path.steps) {
      snapshots.push(step.state);
      firedEvents.add(step.event.type);
    }
  }
  for (const snapshot of snapshots) {
    const ids = nodeIds(snapshot);
    ids.forEach((id) => reached.add(id));
    if (Object.keys(assertions).some((key) => matcher(snapshot, key))) ids.forEach((id) => assertedLeaves.add(id));
  }
  // The root's own events (global ones such as reset) count like those of every other state.
  const eventTypes = [...new Set([machine.root, ...nodes].flatMap((node) => [...node.ownEvents]))]
    .filter((type) => type !== '*' && !type.startsWith('xstate.init'))
    .sort();
  const leaves = nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);
  return {
    stateNodes,
    coveredStateNodes: stateNodes.filter((id) => reached.has(id)),
    uncoveredStateNodes: stateNodes.filter((id) => !reached.has(id)),
    unassertedStateNodes: leaves.filter((id) => !assertedLeaves.has(id)),
    eventTypes,
    coveredEventTypes: eventTypes.filter((type) => firedEvents.has(type)),
    uncoveredEventTypes: eventTypes.filter((type) => !firedEvents.has(type)),
  };
}

/** Fails with a readable list when any state node or event type was not walked, or a leaf state has no assertion. */
export function assertFullCoverage(coverage: ModelCoverage): void {
  const problems: string[] = [];
  if (coverage.uncoveredStateNodes.length) problems.push(`state nodes not covered: ${coverage.uncoveredStateNodes.join(', ')}`);
  if (coverage.uncoveredEventTypes.length) problems.push(`event types never sent: ${coverage.uncoveredEventTypes.join(', ')}`);
  if (coverage.unassertedStateNodes.length) problems.push(`leaf states without an assertion: ${coverage.unassertedStateNodes.join(', ')}`);
  if (problems.length) throw new Error(`Model coverage incomplete:\n- ${problems.join('\n- ')}`);
}

/** One line for the test log, so a tester can read the figures of every run. */
export function formatCoverage(name: string, coverage: ModelCoverage): string {
  return `${name}: ${coverage.coveredStateNodes.length}/${coverage.stateNodes.length} state nodes, ${coverage.coveredEventTypes.length}/${coverage.eventTypes.length} event types`;
}
