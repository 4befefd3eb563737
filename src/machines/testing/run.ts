import { SimulatedClock, createActor } from 'xstate';
import type { Actor, AnyActorRef, AnyStateMachine, EventObject, InspectionEvent, SnapshotFrom } from 'xstate';
import { createFakeCalls } from './fake-calls';
import type { FakeCalls, StartedCall } from './fake-calls';
import { catalogueOf } from './machine-catalogue';
import type { SampleEvent } from './paths';
import type { Precede } from './world-model';

/**
 * Plays model events on a real actor: the system under test. The machine runs with fake server
 * calls the test answers (fake-calls.ts) and a simulated clock, so:
 *  - `xstate.done.actor.<id>` / `xstate.error.actor.<id>` answer the pending fake call of that
 *    invocation with the event's output or error (failing when no such call is in flight);
 *  - `xstate.after.<delay>.<state>` lets simulated time pass until that timer fires: the clock
 *    moves from one timer falling due to the next, so every timer due by then fires at its own
 *    time, in the clock's order (world-model.ts models the same); when no such timer runs (a
 *    journey waiting on a page that wakes nothing up), its delay passes all the same;
 *  - any other event is sent to the actor;
 *  - before an event, what the world sends first (`precede`: the API client's
 *    `session.unauthorized` before a 401 answer) is sent.
 * Every step is kept in a trace with the simulated time it happened at, for the oracle.
 */

/** What every model test's world has; a machine's test adds its own spies (storage, navigation, …). */
export interface BaseWorld {
  calls: FakeCalls;
  clock: SteppingClock;
  /** Called once the actor exists, before it starts: a world that sends it events (an API client's 401) keeps it. */
  attach?: (actor: AnyActorRef) => void;
}

/** A SimulatedClock that knows when each timeout falls due, so time can pass one timer at a time. */
export class SteppingClock extends SimulatedClock {
  private readonly dues = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const due = this.now() + timeout;
    const id: number = super.setTimeout((...args: unknown[]) => {
      this.dues.delete(id);
      fn(...args);
    }, timeout);
    this.dues.set(id, due);
    return id;
  }

  override clearTimeout(id: number): void {
    this.dues.delete(id);
    super.clearTimeout(id);
  }

  /** Lets time pass to `time`, stopping at each timeout falling due before it (each fires at its own time). */
  runUntil(time: number): void {
    for (;;) {
      const next = Math.min(...[...this.dues.values()].filter((due) => due <= time));
      if (!Number.isFinite(next)) break;
      this.set(next);
    }
    this.set(time);
  }
}

export function createBaseWorld(): BaseWorld {
  const clock = new SteppingClock();
  return { calls: createFakeCalls(() => clock.now()), clock };
}

/**
 * The `world` and `provide` of a machine whose world is only its server calls: a base world per
 * run, and each named actor played by the world's fake call of that name.
 */
export function callsOnlyWorld<M extends AnyStateMachine>(...actors: string[]): { world: () => BaseWorld; provide: (machine: M, world: BaseWorld) => M } {
  return {
    world: () => createBaseWorld(),
    provide: (machine, world) => machine.provide({ actors: Object.fromEntries(actors.map((name) => [name, world.calls.fake(name)])) } as never) as M,
  };
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
  /** What the actor stopped with, if it failed (an error thrown in an action, a guard or an input). */
  failure: () => unknown;
  exec: (event: SampleEvent) => Promise<void>;
  stop: () => void;
}

export interface StartRunOptions<M extends AnyStateMachine, W extends BaseWorld> {
  /** The machine to run, with the world's fakes provided. */
  machine: M;
  world: W;
  input: unknown;
  inspect?: (event: InspectionEvent) => void;
  /** What the world sends the machine just before an event (see world-model.ts). */
  precede?: Precede;
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
  // When each of the actor's timers falls due (XState's scheduler keeps no simulated time).
  const dues = new Map<string, number>();
  const scheduler = actor.system.scheduler;
  const schedule = scheduler.schedule.bind(scheduler);
  actor.system.scheduler = {
    ...scheduler,
    schedule: (source, target, scheduled, delay, id) => {
      schedule(source, target, scheduled, delay, id);
      if (id !== undefined) dues.set(`${source.sessionId}.${id}`, world.clock.now() + delay);
    },
  };
  /** When the named timer of the actor fires first, if it runs. */
  const timerDue = (type: string): number | undefined => {
    const scheduled = Object.entries(actor.system.getSnapshot()._scheduledEvents)
      .filter(([, entry]) => entry.source === actor && entry.event.type === type)
      .map(([key]) => dues.get(key))
      .filter((due): due is number => due !== undefined);
    return scheduled.length ? Math.min(...scheduled) : undefined;
  };
  world.attach?.(actor);
  actor.start();

  const snapshot = () => actor.getSnapshot() as SnapshotFrom<M>;

  async function exec(event: SampleEvent): Promise<void> {
    const before = snapshot();
    const callsBefore = world.calls.started.length;
    const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    const timer = /^xstate\.after\.([^.]+)\./.exec(event.type);
    const precede = () => options.precede?.(event).forEach((sent: EventObject) => actor.send(sent as never));
    if (result) {
      const name = sources[result[2]] ?? result[2];
      await world.calls.settle(name, result[1] === 'done' ? { done: true, output: event.output } : { done: false, error: event.error }, precede);
    } else if (timer) {
      // No such timer runs (a journey's wait at a bar resting at its cap, say): its delay passes all the same.
      world.clock.runUntil(timerDue(event.type) ?? world.clock.now() + delayOf(machine, timer[1], actor.getSnapshot()));
    } else {
      precede();
      actor.send(event as never);
    }
    trace.push({ event, at: world.clock.now() - startedAt, before, after: snapshot(), calls: world.calls.started.slice(callsBefore) });
  }

  return { actor, world, trace, snapshot, failure: () => failure, exec, stop: () => actor.stop() };
}
