import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, getInitialSnapshot, getNextSnapshot, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { modelMachineOf } from './model-machine';

const machine = setup({
  types: { events: {} as { type: 'go' } },
  actors: { load: fromPromise<number>(async () => 42) },
  delays: { pause: 100 },
}).createMachine({
  id: 'demo',
  initial: 'idle',
  context: { value: 0 },
  states: {
    idle: { on: { go: 'loading' } },
    loading: {
      invoke: { id: 'load', src: 'load', onDone: 'waiting', onError: 'failed' },
    },
    waiting: { after: { pause: 'done', 500: 'failed' } },
    failed: {},
    done: { type: 'final' },
  },
});

describe('modelMachineOf', () => {
  it('is needed: createTestModel refuses invocations and delayed transitions', () => {
    expect(() => createTestModel(machine)).toThrow(/not supported/);
  });

  it('writes invocations and timers as the events they send, keeping ids and implementations', () => {
    const model = modelMachineOf(machine);
    expect(() => createTestModel(model)).not.toThrow();
    expect([...model.getStateNodeById('demo.loading').ownEvents].sort()).toEqual(['xstate.done.actor.load', 'xstate.error.actor.load']);
    expect([...model.getStateNodeById('demo.waiting').ownEvents].sort()).toEqual(['xstate.after.500.demo.waiting', 'xstate.after.pause.demo.waiting']);
    expect(model.getStateNodeById('demo.loading').invoke).toEqual([]);
    expect(model.implementations.actors).toBe(machine.implementations.actors);
  });

  it('walks to the same states as the real machine', async () => {
    const model = modelMachineOf(machine);
    let snapshot = getInitialSnapshot(model);
    snapshot = getNextSnapshot(model, snapshot, { type: 'go' });
    snapshot = getNextSnapshot(model, snapshot, { type: 'xstate.done.actor.load', output: 42 } as never);
    expect(snapshot.value).toBe('waiting');
    snapshot = getNextSnapshot(model, snapshot, { type: 'xstate.after.pause.demo.waiting' } as never);
    expect(snapshot.value).toBe('done');

    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    actor.send({ type: 'go' });
    await new Promise((resolve) => setTimeout(resolve, 0)); // lets the promise actor settle
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(100);
    expect(actor.getSnapshot().value).toBe('done');
  });
});
