import { __unsafe_getAllOwnEventDescriptors } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getAdjacencyMap, serializeSnapshot } from 'xstate/graph';
import { itemsOfStep } from './coverage';
import { catalogueOf } from './machine-catalogue';

/**
 * Test paths generated from the real machine with xstate/graph. The graph is walked with the
 * machine's pure transition function, so invocations and timers never run there: an invocation
 * finishing is the event `xstate.done.actor.<id>` (with an `output`) or `xstate.error.actor.<id>`
 * (with an `error`), a timer is `xstate.after.<delay>.<state id>`; the sampler gives the payloads.
 * The same events are then played on a real actor by run.ts.
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

/** Sample events for a snapshot; types the snapshot does not take are dropped, types it takes without a sample are sent bare. */
export type EventSampler = (snapshot: AnyMachineSnapshot) => SampleEvent[];

export interface GeneratedPath {
  events: SampleEvent[];
}

export interface PathOptions {
  input: unknown;
  sampler: EventSampler;
  /** Stop (with an error) past this many snapshots: a guard that lets a counter run away shows here. */
  limit: number;
}

/**
 * The events a snapshot takes, with the sampler's payloads, plus every answer the server may
 * give to a call in flight (`xstate.done.actor.<id>` / `xstate.error.actor.<id>` of each running
 * invocation), whether or not the machine handles it: a machine that forgets a failure must
 * show it. An actor result the sampler has no sample for is a test bug.
 */
export function eventsFor(snapshot: AnyMachineSnapshot, sampler: EventSampler): SampleEvent[] {
  const samples = sampler(snapshot);
  const taken = __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type: string) => {
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
  const adjacency = getAdjacencyMap(machine, {
    input: options.input,
    limit: options.limit,
    events: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot, options.sampler),
  } as never) as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: SampleEvent; state: AnyMachineSnapshot }> }>;

  // Breadth first from the start: the shortest event sequence to every snapshot.
  const [start] = Object.keys(adjacency);
  const pathTo = new Map<string, SampleEvent[]>([[start, []]]);
  const queue = [start];
  while (queue.length) {
    const key = queue.shift() as string;
    for (const { event, state } of Object.values(adjacency[key].transitions)) {
      const next = serializeSnapshot(state);
      if (pathTo.has(next) || !adjacency[next]) continue;
      pathTo.set(next, [...(pathTo.get(key) ?? []), event]);
      queue.push(next);
    }
  }

  const catalogue = catalogueOf(machine);
  const covered = new Set<string>();
  const chosen: SampleEvent[][] = [[]];
  for (const [key, path] of pathTo) {
    const { state } = adjacency[key];
    const configuration = JSON.stringify(state.value);
    for (const { event } of Object.values(adjacency[key].transitions)) {
      // Each kind of event in each state configuration is tried once, even where it changes
      // nothing the catalogue counts: an answer a state forgets to handle shows that way.
      const items = itemsOfStep(machine, catalogue, state, event);
      items.add(`try:${configuration}:${signatureOf(event)}`);
      const fresh = [...items].filter((item) => !covered.has(item));
      if (fresh.length === 0) continue;
      fresh.forEach((item) => covered.add(item));
      chosen.push([...path, event]);
    }
  }
  return dropPrefixes(chosen).map((events) => ({ events }));
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
