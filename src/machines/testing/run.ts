import { SimulatedClock, createActor } from 'xstate';
import type { Actor, AnyActorRef, AnyStateMachine, InspectionEvent, SnapshotFrom } from 'xstate';
import { createFakeCalls } from './fake-calls';
import type { FakeCalls, StartedCall } from './fake-calls';
import { catalogueOf } from './machine-catalogue';
import type { SampleEvent } from './paths';

/**
 * Plays model events on a real actor: the system under test. The machine runs with fake server
 * calls the test answers (fake-calls.ts) and a simulated clock, so:
 *  - `xstate.done.actor.<id>` / `xstate.error.actor.<id>` answer the pending fake call of that
 *    invocation with the event's output or error (failing when no such call is in flight);
 *  - `xstate.after.<delay>.<state>` advances the clock by the delay (timers fire as time passes);
 *  - any other event is sent to the actor.
 * Every step is kept in a trace with the simulated time it happened at, for the oracle.
 */

/** What every model test's world has; a machine's test adds its own spies (storage, navigation, …). */
export interface BaseWorld {
  calls: FakeCalls;
  clock: SimulatedClock;
  /** Called once the actor exists, before it starts: a world that sends it events (an API client's 401) keeps it. */
  attach?: (actor: AnyActorRef) => void;
}

export function createBaseWorld(): BaseWorld {
  const clock = new SimulatedClock();
  return { calls: createFakeCalls(() => clock.now()), clock };
}

export interface TraceStep<S = unknown> {
  event: SampleEvent;
  /** Simulated milliseconds since the start, once the event was taken (a timer: when it fired). */
  at: number;
  /** The actor's snapshot before and after the event: what the page offered, and what changed. */
  before: S;
  after: S;
  /** The server calls this step started. */
  calls: StartedCall[];
}

export interface Run<M extends AnyStateMachine, W extends BaseWorld> {
  actor: Actor<M>;
  world: W;
  trace: Array<TraceStep<SnapshotFrom<M>>>;
  snapshot: () => SnapshotFrom<M>;
  exec: (event: SampleEvent) => Promise<void>;
  stop: () => void;
}

export interface StartRunOptions<M extends AnyStateMachine, W extends BaseWorld> {
  /** The machine to run, with the world's fakes provided. */
  machine: M;
  world: W;
  input: unknown;
  inspect?: (event: InspectionEvent) => void;
}

function delayOf(machine: AnyStateMachine, delay: string, snapshot: { context: unknown }): number {
  const numeric = Number(delay);
  if (!Number.isNaN(numeric)) return numeric;
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof named === 'number') return named;
  if (typeof named === 'function') return (named as (args: { context: unknown }) => number)({ context: snapshot.context });
  throw new Error(`Unknown delay ${delay}`);
}

export function startRun<M extends AnyStateMachine, W extends BaseWorld>(options: StartRunOptions<M, W>): Run<M, W> {
  const { machine, world } = options;
  const sources = catalogueOf(machine).invokeSources;
  const startedAt = world.clock.now();
  const trace: Array<TraceStep<SnapshotFrom<M>>> = [];
  let failure: unknown = null;
  const actor = createActor(machine, { input: options.input, clock: world.clock, inspect: options.inspect } as never) as Actor<M>;
  actor.subscribe({ error: (error) => void (failure = error) });
  world.attach?.(actor);
  actor.start();

  const snapshot = () => {
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
    return actor.getSnapshot() as SnapshotFrom<M>;
  };

  async function exec(event: SampleEvent): Promise<void> {
    const before = snapshot();
    const callsBefore = world.calls.started.length;
    const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    const timer = /^xstate\.after\.([^.]+)\./.exec(event.type);
    if (result) {
      const name = sources[result[2]] ?? result[2];
      await world.calls.settle(name, result[1] === 'done' ? { done: true, output: event.output } : { done: false, error: event.error });
    } else if (timer) {
      world.clock.increment(delayOf(machine, timer[1], actor.getSnapshot()));
    } else {
      actor.send(event as never);
    }
    trace.push({ event, at: world.clock.now() - startedAt, before, after: snapshot(), calls: world.calls.started.slice(callsBefore) });
  }

  return { actor, world, trace, snapshot, exec, stop: () => actor.stop() };
}
