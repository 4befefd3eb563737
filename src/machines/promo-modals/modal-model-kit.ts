import { expect } from '../testing/oracle-expect';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { createMemoryJar } from './cookie-jar';
import type { CookieJar } from './cookie-jar';

/** What the two promotion modals' model tests share: the cookie jars they start from, their world, and the rules both oracles check alike. */

export type MemoryJar = ReturnType<typeof createMemoryJar>;

export interface ModalWorld extends BaseWorld {
  jar: MemoryJar;
}

/**
 * An in-memory jar for each set of start cookies (named), and the cookies each jar started with,
 * which the oracle replays from (the jar itself holds what the run wrote).
 */
export function startJars<K extends string>(cookies: Record<K, Record<string, string>>) {
  const jars = new Map<CookieJar, Record<string, string>>(Object.values<Record<string, string>>(cookies).map((initial) => [createMemoryJar(initial), initial]));
  return {
    jarOf: (name: K) => [...jars].find(([, initial]) => initial === cookies[name])![0],
    cookiesOf: (jar: CookieJar) => jars.get(jar) ?? {},
  };
}

/** A run's world: the start's jar, back to the cookies it started with. */
export function jarWorld(input: { cookies: CookieJar }): ModalWorld {
  const jar = input.cookies as MemoryJar;
  jar.reset();
  return { ...createBaseWorld(), jar };
}

/**
 * The rules both modals keep: only their own cookies (`names`) are ever written, and a close the
 * page does not offer (no dialog) changes nothing.
 */
export function checkCookiesAndCloses<M extends AnyStateMachine>(
  { world, trace }: Observation<M, ModalWorld>,
  names: readonly string[],
  isOpen: (snapshot: SnapshotFrom<M>) => boolean,
): void {
  expect([...world.jar.values.keys()].every((name) => names.includes(name))).toBe(true);
  for (const step of trace) {
    if (step.event.type === 'close' && !isOpen(step.before)) expect(isOpen(step.after)).toBe(false);
  }
}
