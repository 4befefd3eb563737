import { StateMachine } from 'xstate';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * createTestModel (xstate/graph) refuses any machine with an `invoke` or an `after`
 * ("Invocations on test machines are not supported", "After events on test machines are not
 * supported"): while it walks the graph it calls the pure `machine.transition` with a mock actor
 * scope, which never starts an actor nor a timer, so the events those would send never come.
 *
 * Those events are ordinary events underneath. XState registers an invocation's onDone /
 * onError / onSnapshot as transitions on `xstate.done.actor.<id>` / `xstate.error.actor.<id>` /
 * `xstate.snapshot.<id>`, and `after: { <delay>: … }` as a transition on
 * `xstate.after.<delay>.<state id>` raised by a timer started on entry. This function returns
 * the same machine (same ids, guards, actions and implementations) with exactly those
 * transitions written under `on` and the invocations and timers left out. Walking it gives the
 * real machine's graph; the test then sends the same events to a real actor by other means:
 * resolving or rejecting a fake promise actor, advancing a SimulatedClock by the delay.
 *
 * Not handled (none of our machines use them): delayed `raise`/`sendTo` actions, and actors
 * spawned by actions.
 */
type Config = {
  [key: string]: unknown;
  on?: Record<string, unknown>;
  states?: Record<string, Config>;
};

function withEventsFor(config: Config, node: AnyStateNode): Config {
  const { invoke: _invoke, after, states, on, ...rest } = config;
  const events: Record<string, unknown> = {};
  for (const invocation of node.invoke) {
    if (invocation.onDone) events[`xstate.done.actor.${invocation.id}`] = invocation.onDone;
    if (invocation.onError) events[`xstate.error.actor.${invocation.id}`] = invocation.onError;
    if (invocation.onSnapshot) events[`xstate.snapshot.${invocation.id}`] = invocation.onSnapshot;
  }
  for (const [delay, transition] of Object.entries((after ?? {}) as Record<string, unknown>)) {
    // The same event type XState gives the timer (numeric delays are normalised, named ones kept).
    events[`xstate.after.${Number.isNaN(Number(delay)) ? delay : Number(delay)}.${node.id}`] = transition;
  }
  const result: Config = { ...rest };
  if (on || Object.keys(events).length) result.on = { ...on, ...events };
  if (states) {
    result.states = Object.fromEntries(Object.entries(states).map(([key, child]) => [key, withEventsFor(child, node.states[key])]));
  }
  return result;
}

export function modelMachineOf<M extends AnyStateMachine>(machine: M): M {
  const config = withEventsFor(machine.config as Config, machine.root);
  return new StateMachine(config as M['config'], machine.implementations) as unknown as M;
}
