import { expect } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { Actor, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { modelMachineOf } from '../testing/model-machine';
import { actorOutcomeOf, createFakeCalls } from './fake-calls';
import type { FakeCalls } from './fake-calls';

/**
 * The set-up every model-based test of a calling machine shares: the model (the machine with its
 * invocations as events), fake calls, a simulated clock, and a real actor that takes each step
 * the model takes. `provide` gives the real machine its fake actors and spy actions.
 */
export interface ModelHarnessOptions<M extends AnyStateMachine> {
  machine: M;
  provide: (calls: FakeCalls) => M;
  /** invoke id -> actor name, where they differ. */
  sources?: Record<string, string>;
  /** Event types the machine raises to itself with a delay: the clock advances by that much instead. */
  delayed?: Record<string, number>;
}

/** A machine event, or a call's answer as the model walks it (`xstate.done.actor.<id>` with its output). */
export type ModelStepEvent = { type: string; output?: unknown; error?: unknown; [payload: string]: unknown };

export function createModelHarness<M extends AnyStateMachine>(options: ModelHarnessOptions<M>) {
  const model = modelMachineOf(options.machine);
  const calls = createFakeCalls();
  let clock = new SimulatedClock();
  let sut: Actor<M> | undefined;

  function start(input: InputFrom<M>): void {
    calls.reset();
    clock = new SimulatedClock();
    sut = createActor(options.provide(calls), { input, clock } as never) as Actor<M>;
    sut.start();
  }

  function real(): SnapshotFrom<M> {
    if (!sut) throw new Error('The system under test was not started');
    return sut.getSnapshot() as SnapshotFrom<M>;
  }

  async function exec(event: ModelStepEvent): Promise<void> {
    const settled = actorOutcomeOf(event.type);
    const delay = options.delayed?.[event.type];
    if (settled) {
      const name = options.sources?.[settled.id] ?? settled.id;
      await calls.settle(name, settled.outcome === 'done' ? { done: true, output: event.output } : { done: false, error: event.error });
    } else if (delay !== undefined) {
      clock.increment(delay);
    } else {
      sut?.send(event as EventFromLogic<M>);
    }
  }

  /** onEvent for planModelTest: every listed type is executed on the real actor. */
  function onEvent(types: string[]) {
    return Object.fromEntries(types.map((type) => [type, ({ event }: { event: ModelStepEvent }) => exec(event)]));
  }

  /** The real actor is exactly where the model is. */
  function agrees(snapshot: SnapshotFrom<M>): void {
    const actual = real() as { value: unknown; context: unknown };
    const expected = snapshot as { value: unknown; context: unknown };
    expect(actual.value).toEqual(expected.value);
    expect(actual.context).toEqual(expected.context);
  }

  /** The one call in flight (machines here make one at a time), or undefined. */
  function inFlight(): { name: string; input: unknown } | undefined {
    expect(calls.pending.length).toBeLessThanOrEqual(1);
    const call = calls.pending[0];
    return call && { name: call.name, input: call.input };
  }

  return { model, calls, start, real, exec, onEvent, agrees, inFlight };
}
