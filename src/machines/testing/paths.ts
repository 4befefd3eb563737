import { __unsafe_getAllOwnEventDescriptors } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { TestModel, createTestModel, getAdjacencyMap } from 'xstate/graph';
import { configurationItem, itemsOfStep, pairItem } from './coverage';
import type { GraphFacts } from './coverage';
import { catalogueOf } from './machine-catalogue';
import { isTimerEvent, serializeWorld, worldLogic } from './world-model';
import type { Precede, WorldSnapshot } from './world-model';

/**
 * Test paths generated from the real machine with xstate/graph. The graph is walked with the
 * machine's pure transition function inside the world model (world-model.ts: the timers with the
 * time they fall due, and what the world sends before an event), so invocations and timers never
 * run there: an invocation finishing is the event `xstate.done.actor.<id>` (with an `output`) or
 * `xstate.error.actor.<id>` (with an `error`), a timer is `xstate.after.<delay>.<state id>` (time
 * passes until it fires); the sampler gives the payloads. The same events are then played on a
 * real actor by run.ts, which the world model follows step for step.
 *
 * Paths: the graph's edges are visited breadth first (so each path is the shortest way to its
 * snapshot plus one step), and an edge becomes a path when its step covers something no earlier
 * edge covered: a state, a transition, a guard taken or refused, an event type. So every
 * transition and guard outcome the samples can reach is walked, without one path per snapshot
 * of a graph that has thousands. A path that is the beginning of a longer one is dropped: the
 * longer one checks the same steps. Random walks (model-suite.ts) go everywhere else.
 */

export interface SampleEvent {
  type: string;
  [payload: string]: unknown;
}

/**
 * Sample events for a snapshot; types the snapshot does not take are dropped, types it takes
 * without a sample are sent bare (an event with no payload), except those the sampler withholds
 * (`withhold('payment.select')`): the page cannot send them bare, and the sampler keeps the graph
 * small by not offering them here.
 */
export type EventSampler = (snapshot: AnyMachineSnapshot) => SampleEvent[];

const WITHHELD = '__withheld';

/** Markers for event types the sampler does not offer in this snapshot (never sent bare; the random walks skip them too). */
export function withhold(...types: string[]): SampleEvent[] {
  return types.map((type) => ({ type, [WITHHELD]: true }));
}

const isWithheld = (event: SampleEvent) => event[WITHHELD] === true;

export interface GeneratedPath {
  events: SampleEvent[];
}

export interface PathOptions {
  input: unknown;
  sampler: EventSampler;
  /** What the world sends the machine just before an event (world-model.ts). */
  precede?: Precede;
  /** Stop (with an error) past this many snapshots: a guard that lets a counter run away shows here. */
  limit: number;
  /**
   * Instead of failing past `limit` snapshots, stop drawing the graph there: the snapshots reached
   * by then are kept (breadth first: the nearest) and the paths to them played. For a
   * guard-flipped copy, whose counter may run away: the oracle then judges the paths that lead
   * into the runaway, rather than the harness giving up before any path is played.
   */
  bounded?: boolean;
  /** What the user sees beyond the state value (ModelSpec.facet): events are tried per configuration and facet. */
  facet?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * How many times a flipped guard has been evaluated so far (the flip test's counting guard).
   * Given, the paths are ordered by how near they come to it: first those with a step that
   * evaluates it, then those through a snapshot where some event would (what the page offers
   * there may ask the guard, as `snapshot.can` does), then the rest. Every path is still kept: a
   * flip shows first where it can, so its test ends sooner.
   */
  probe?: () => number;
}

/**
 * The events a snapshot takes, with the sampler's payloads, plus every answer the server may
 * give to a call in flight (`xstate.done.actor.<id>` / `xstate.error.actor.<id>` of each running
 * invocation), whether or not the machine handles it: a machine that forgets a failure must
 * show it. An actor result the sampler has no sample for is a test bug.
 */
export function eventsFor(snapshot: AnyMachineSnapshot, sampler: EventSampler): SampleEvent[] {
  const offered = sampler(snapshot);
  const withheld = new Set(offered.filter(isWithheld).map((event) => event.type));
  const samples = offered.filter((event) => !isWithheld(event));
  const taken = __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type: string) => {
    if (withheld.has(type)) return [];
    const matching = samples.filter((event) => event.type === type);
    if (matching.length) return matching;
    if (/^xstate\.(done|error)\.actor\./.test(type)) {
      throw new Error(`No sample event for ${type}: give the call's output or error in the sampler`);
    }
    return [{ type }];
  });
  const running = Object.keys(snapshot.children);
  const answers = samples.filter((event) => {
    const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    return answer !== null && running.includes(answer[2]) && !taken.includes(event);
  });
  return [...taken, ...answers];
}

/**
 * The events a world snapshot takes: the machine snapshot's (eventsFor) with the timers that
 * actually run in place of its `xstate.after.*` descriptors.
 */
export function worldEventsFor(world: WorldSnapshot, sampler: EventSampler): SampleEvent[] {
  // A machine that stopped (done, or broken by an error) takes nothing more.
  if (world.machine.status !== 'active') return [];
  const timers = [...new Set(world.timers.map((timer) => timer.event.type))].map((type) => ({ type }));
  return [...eventsFor(world.machine, sampler).filter((event) => !isTimerEvent(event.type)), ...timers];
}

function describeEvent(event: SampleEvent): string {
  const { type, ...payload } = event;
  const shown = Object.entries(payload)
    .filter(([key]) => key !== 'output' && key !== 'error')
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  const result = 'error' in payload ? ' (failed)' : '';
  return `${type.replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')}${shown.length ? ` ${shown.join(' ')}` : ''}${result}`;
}

export function describePath(events: SampleEvent[]): string {
  return events.length ? events.map(describeEvent).join(' → ') : '(start)';
}

export function generatePaths(machine: AnyStateMachine, options: PathOptions): GeneratedPath[] {
  return planPaths(machine, options).paths;
}

export interface PathPlan {
  paths: GeneratedPath[];
  /** A bounded plan stopped drawing at its limit: the machine's graph has more snapshots than it holds. */
  truncated: boolean;
  /** The configurations and transition pairs the graph holds: the totals of the reported coverage columns. */
  facts: GraphFacts;
}

/** The paths (see generatePaths), and what the graph they came from holds. */
export function planPaths(machine: AnyStateMachine, options: PathOptions): PathPlan {
  // The limit counts snapshots drawn (each new one, before its events are tried), not steps taken.
  let drawn = 0;
  const logic = worldLogic(machine, options.precede);
  // With a probe: the snapshots a step reached while evaluating the guard (a snapshot object may be
  // reached by one step only, or also by a step that changed nothing: then a step is marked that
  // did not evaluate it, which only moves a path forward), and whether the start evaluated it.
  const evaluating = new WeakSet<WorldSnapshot>();
  let startEvaluates = false;
  const { probe } = options;
  if (probe) {
    const { transition, getInitialSnapshot } = logic;
    logic.transition = (world, event) => {
      const before = probe();
      const next = transition(world, event);
      if (probe() !== before) evaluating.add(next);
      return next;
    };
    logic.getInitialSnapshot = (scope, input) => {
      const before = probe();
      const start = getInitialSnapshot(scope, input);
      startEvaluates = probe() !== before;
      return start;
    };
  }
  const adjacency = getAdjacencyMap(logic as never, {
    input: options.input,
    limit: Infinity,
    stopWhen: () => ++drawn > options.limit,
    serializeState: serializeWorld,
    events: (world: WorldSnapshot) => worldEventsFor(world, options.sampler),
  } as never) as unknown as Record<string, { state: WorldSnapshot; transitions: Record<string, { event: SampleEvent; state: WorldSnapshot }> }>;

  if (drawn > options.limit && !options.bounded) throw new Error(`Traversal limit exceeded: more than ${options.limit} snapshots`);
  if (process.env.GRAPH_SIZES) console.log(`graph ${drawn}`);
  // Breadth first from the start: the shortest event sequence to every snapshot.
  const [start] = Object.keys(adjacency);
  const pathTo = new Map<string, SampleEvent[]>([[start, []]]);
  /** Whether the path to a snapshot has a step that evaluated the probe's guard. */
  const evaluatedTo = new Map<string, boolean>([[start, startEvaluates]]);
  /** A snapshot where some event tried evaluated it; whether the path to a snapshot passes one. */
  const asks = (key: string) => adjacency[key] !== undefined && Object.values(adjacency[key].transitions).some(({ state }) => evaluating.has(state));
  const nearTo = new Map<string, boolean>([[start, startEvaluates || asks(start)]]);
  const queue = [start];
  while (queue.length) {
    const key = queue.shift() as string;
    for (const { event, state } of Object.values(adjacency[key].transitions)) {
      const next = serializeWorld(state);
      if (pathTo.has(next) || !adjacency[next]) continue;
      pathTo.set(next, [...(pathTo.get(key) ?? []), event]);
      evaluatedTo.set(next, evaluatedTo.get(key) === true || evaluating.has(state));
      nearTo.set(next, nearTo.get(key) === true || asks(next));
      queue.push(next);
    }
  }

  const catalogue = catalogueOf(machine);
  const covered = new Set<string>();
  const chosen: SampleEvent[][] = [[]];
  /** With a probe, each chosen path's nearness to its guard: 0 a step evaluates it, 1 a snapshot passed asks it, 2 neither. */
  const nearness = new Map<SampleEvent[], number>([[chosen[0], startEvaluates ? 0 : nearTo.get(start) ? 1 : 2]]);
  const configurations = new Set<string>();
  /** Snapshot key -> the transitions of each step leaving it, in the order taken. */
  const stepsFrom = new Map<string, Array<{ taken: string[]; next: string }>>();
  for (const [key, path] of pathTo) {
    const { state } = adjacency[key];
    configurations.add(configurationItem(state.machine));
    const configuration = `${JSON.stringify(state.machine.value)}${options.facet ? ` ${options.facet(state.machine)}` : ''}`;
    const steps: Array<{ taken: string[]; next: string }> = [];
    stepsFrom.set(key, steps);
    for (const { event, state: next } of Object.values(adjacency[key].transitions)) {
      // Each kind of event in each state configuration is tried once, even where it changes
      // nothing the catalogue counts: an answer a state forgets to handle shows that way.
      const taken: string[] = [];
      const items = itemsOfStep(machine, catalogue, state, event, options.precede, taken);
      steps.push({ taken, next: serializeWorld(next) });
      items.add(`try:${configuration}:${signatureOf(event)}`);
      const fresh = [...items].filter((item) => !covered.has(item));
      if (fresh.length === 0) continue;
      fresh.forEach((item) => covered.add(item));
      const chosenPath = [...path, event];
      chosen.push(chosenPath);
      nearness.set(chosenPath, evaluatedTo.get(key) === true || evaluating.has(next) ? 0 : nearTo.get(key) === true || asks(serializeWorld(next)) ? 1 : 2);
    }
  }
  // A kept path's prefixes are dropped (a longer path is at least as near); sort is stable.
  const kept = probe ? dropPrefixes(chosen).sort((a, b) => (nearness.get(a) ?? 2) - (nearness.get(b) ?? 2)) : dropPrefixes(chosen);
  return { paths: kept.map((events) => ({ events })), truncated: drawn > options.limit, facts: { configurations: [...configurations], pairs: [...pairsOf(stepsFrom)] } };
}

/**
 * Transition pairs the graph holds: consecutive transitions within one step (an eventless one
 * after the event's, say), and the last transition of a step with the first of each step that
 * can follow it.
 */
function pairsOf(stepsFrom: ReadonlyMap<string, ReadonlyArray<{ taken: string[]; next: string }>>): Set<string> {
  const pairs = new Set<string>();
  // The distinct first transitions of the steps leaving each snapshot (many steps share one).
  const firsts = new Map<string, Set<string>>();
  for (const [key, steps] of stepsFrom) firsts.set(key, new Set(steps.flatMap(({ taken }) => (taken[0] ? [taken[0]] : []))));
  for (const steps of stepsFrom.values()) {
    for (const { taken, next } of steps) {
      taken.slice(1).forEach((id, index) => pairs.add(pairItem(taken[index], id)));
      const last = taken.at(-1);
      if (!last) continue;
      for (const first of firsts.get(next) ?? []) pairs.add(pairItem(last, first));
    }
  }
  return pairs;
}

/** An event as a kind: its type, payload and the failure it carries (not the values of an output). */
function signatureOf(event: SampleEvent): string {
  const { type, output: _output, error, ...payload } = event;
  const failure = error && typeof error === 'object' ? `${(error as { status?: unknown }).status ?? ''}:${(error as { code?: unknown }).code ?? (error as Error).message}` : '';
  return `${type} ${JSON.stringify(payload)} ${failure}`;
}

/** Keeps only the paths that are not the beginning of another one. */
function dropPrefixes(paths: SampleEvent[][]): SampleEvent[][] {
  const keyed = paths.map((events) => ({ events, key: events.map((event) => JSON.stringify(event)) }));
  keyed.sort((a, b) => b.key.length - a.key.length);
  const kept: typeof keyed = [];
  const prefixes = new Set<string>();
  for (const path of keyed) {
    const whole = path.key.join('\n');
    if (prefixes.has(whole)) continue;
    kept.push(path);
    for (let length = 0; length <= path.key.length; length++) prefixes.add(path.key.slice(0, length).join('\n'));
  }
  return kept.map((path) => path.events).reverse();
}

/**
 * The shortest paths of xstate/graph's `createTestModel` (the XState v5 home of what
 * `@xstate/test` did): one to each snapshot the machine can reach with the sampler's events,
 * those that are the beginning of a longer one dropped. `npm run test:paths` plays them beside the
 * kit's paths. createTestModel refuses a machine that invokes actors or has delayed transitions
 * (or delayed actions): "… on test machines are not supported". Such a machine, and one whose
 * world sends events of its own (`precede`), gets the `TestModel` createTestModel would have
 * built, over the world model (world-model.ts) with the kit's events: invocations answered by
 * done/error events, timers fired as time passes, as the kit's graph does and run.ts plays them.
 * (createTestModel's first step is its `xstate.init`: the actor has started, nothing to play.)
 */
export function createTestModelPaths(machine: AnyStateMachine, input: unknown, sampler: EventSampler, limit: number, precede?: Precede): SampleEvent[][] {
  let model: { getShortestPaths: () => Array<{ steps: Array<{ event: unknown }> }> } | null = null;
  if (!precede) {
    try {
      model = createTestModel(machine, {
        input,
        limit,
        events: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot, sampler),
        // One node per snapshot, however it was reached (the kit's graph is the same).
        serializeTransition: () => '',
      } as never);
    } catch (error) {
      if (!/on test machines are not supported/.test(String(error))) throw error;
    }
  }
  model ??= new TestModel(worldLogic(machine, precede) as never, {
    input,
    limit,
    events: (world: WorldSnapshot) => worldEventsFor(world, sampler),
    serializeState: serializeWorld,
  } as never);
  return model.getShortestPaths().map((path) => path.steps.map((step) => step.event as SampleEvent).filter((event) => event.type !== 'xstate.init'));
}
