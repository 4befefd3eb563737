import { createEmptyActor } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject } from 'xstate';
import { serializeSnapshot } from 'xstate/graph';

/**
 * The model the paths are generated from: the machine as the real world around it runs it (run.ts).
 * The machine's pure transition function alone over-approximates that world in two ways, and a
 * path through such a step cannot be played on a real actor ("no verifyCode call is in flight"):
 *  - timers: the pure graph fires each `xstate.after.*` event on its own, whenever; a real clock
 *    fires every timer that is due, in the order they fall due. Two countdowns of one second in
 *    parallel regions fire together, so "the first ticks twice, then the second once" never
 *    happens. Here each timer the machine schedules (a delayed raise, as `after` is built) is
 *    kept with the simulated time it falls due; a timer event means "time passes until that
 *    timer fires", firing every timer due by then in the clock's order (run.ts does the same);
 *  - the world's own reactions: the API client tells the session of a 401 before the caller
 *    hears of it. `precede(event)` names the events the world sends the machine just before a
 *    step's event; both this model and run.ts deliver them.
 * A world snapshot is the machine's snapshot, the simulated time and the pending timers; it is
 * serialized with the timers relative to now, so the graph stays finite.
 */

export interface PendingTimer {
  /** The delayed raise's id (the `after` event's type, as XState names it). */
  id: string;
  event: EventObject;
  /** Simulated milliseconds since the start when it fires. */
  due: number;
}

export interface WorldSnapshot {
  machine: AnyMachineSnapshot;
  now: number;
  /** In the order they were scheduled (the clock fires ties in that order). */
  timers: PendingTimer[];
}

/** Events the world sends the machine just before a step's event (the API client's `session.unauthorized` before a 401). */
export type Precede = (event: { type: string; [key: string]: unknown }) => EventObject[];

export const isTimerEvent = (type: string) => type.startsWith('xstate.after.');

type MicrostepHook = (event: { type: string }, snapshot: AnyMachineSnapshot, taken: AnyTransitionDefinition[]) => void;

interface Hooks {
  /** Each microstep of the machine (for coverage). */
  microstep?: MicrostepHook;
  /** After each event delivered to the machine, with the snapshot it left. */
  delivered?: (event: EventObject, snapshot: AnyMachineSnapshot) => void;
}

/** An actor scope for the pure transition that keeps the timers the step schedules and cancels, and reports microsteps. */
let emptyActor: ReturnType<typeof createEmptyActor> | null = null;

function worldScope(onAction: (action: { type: string; params?: unknown }) => void, microstep?: MicrostepHook) {
  // One inert actor for every scope (making one per step was a tenth of a model test's time).
  const empty = (emptyActor ??= createEmptyActor());
  const system = Object.create(empty.system) as { _sendInspectionEvent: (inspection: unknown) => void };
  system._sendInspectionEvent = (inspection: unknown) => {
    const step = inspection as { type: string; event: { type: string }; snapshot: AnyMachineSnapshot; _transitions: AnyTransitionDefinition[] };
    if (step.type === '@xstate.microstep') microstep?.(step.event, step.snapshot, step._transitions);
  };
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'world-model',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: onAction,
  };
}

function timerKeeper(timers: PendingTimer[], now: () => number) {
  return (action: { type: string; params?: unknown }) => {
    if (action.type === 'xstate.raise') {
      const { event, delay, id } = (action.params ?? {}) as { event: EventObject; delay?: number; id?: string };
      if (typeof delay !== 'number') return;
      const key = id ?? `${event.type}@${now()}`;
      // XState's scheduler forgets (but does not clear) a timer scheduled again under its id: the old one still fires.
      for (const timer of timers) if (timer.id === key) timer.id = `${key}#replaced`;
      timers.push({ id: key, event, due: now() + delay });
    } else if (action.type === 'xstate.cancel') {
      const { sendId } = (action.params ?? {}) as { sendId?: string };
      const index = timers.findIndex((timer) => timer.id === sendId);
      if (index >= 0) timers.splice(index, 1);
    }
  };
}

export function initialWorld(machine: AnyStateMachine, input: unknown): WorldSnapshot {
  const timers: PendingTimer[] = [];
  const scope = worldScope(timerKeeper(timers, () => 0));
  const snapshot = machine.getInitialSnapshot(scope as never, input as never) as AnyMachineSnapshot;
  return { machine: snapshot, now: 0, timers: snapshot.status === 'active' ? timers : [] };
}

/** The timer a timer event names that falls due first, if it runs. */
export function timerFor(world: WorldSnapshot, type: string): PendingTimer | undefined {
  return world.timers.filter((timer) => timer.event.type === type).sort((a, b) => a.due - b.due)[0];
}

/** One step of the world: a timer event lets time pass until that timer fires; any other event is delivered after what precedes it. */
export function stepWorld(machine: AnyStateMachine, world: WorldSnapshot, event: EventObject, precede?: Precede, hooks: Hooks = {}): WorldSnapshot {
  let snapshot = world.machine;
  let now = world.now;
  const timers = world.timers.map((timer) => ({ ...timer }));
  const scope = worldScope(timerKeeper(timers, () => now), hooks.microstep);
  const deliver = (delivered: EventObject) => {
    if (snapshot.status !== 'active') return;
    try {
      snapshot = machine.transition(snapshot, delivered as never, scope as never) as AnyMachineSnapshot;
    } catch (error) {
      // As an actor does: a machine that throws stops with the error (a path there is played, and
      // the oracle's rule that the flow never breaks fails on it).
      snapshot = Object.assign(Object.create(Object.getPrototypeOf(snapshot) as object) as AnyMachineSnapshot, snapshot, { status: 'error', error });
    }
    // A machine that stopped (its final state) cancels every timer.
    if (snapshot.status !== 'active') timers.length = 0;
    hooks.delivered?.(delivered, snapshot);
  };
  if (isTimerEvent(event.type)) {
    const target = timerFor(world, event.type);
    if (!target) return world;
    for (;;) {
      // The clock's order: the earliest due first, ties in the order they were scheduled.
      const next = timers.reduce<PendingTimer | null>((first, timer) => (timer.due <= target.due && (!first || timer.due < first.due) ? timer : first), null);
      if (!next) break;
      timers.splice(timers.indexOf(next), 1);
      now = next.due;
      deliver(next.event);
    }
    now = target.due;
  } else {
    for (const before of precede?.(event as never) ?? []) deliver(before);
    deliver(event);
  }
  return { machine: snapshot, now, timers };
}

/** The graph's key: the machine's value and context, and the timers relative to now. */
const serialized = new WeakMap<WorldSnapshot, string>();

/** A world's key in the graph (kept per world: the generators ask for one world's key many times). */
export function serializeWorld(world: WorldSnapshot): string {
  let key = serialized.get(world);
  if (key === undefined) {
    key = `${serializeSnapshot(world.machine)}|${world.machine.status}|${world.timers.map((timer) => `${timer.event.type}+${timer.due - world.now}`).join(',')}`;
    serialized.set(world, key);
  }
  return key;
}

/** The world as xstate/graph logic (for getAdjacencyMap and TestModel). */
export function worldLogic(machine: AnyStateMachine, precede?: Precede) {
  return {
    config: {},
    transition: (world: WorldSnapshot, event: EventObject) => stepWorld(machine, world, event, precede),
    getInitialSnapshot: (_scope: unknown, input: unknown) => initialWorld(machine, input),
    getPersistedSnapshot: (world: WorldSnapshot) => world,
  };
}
