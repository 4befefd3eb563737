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
 * The starts of a modal's model test, each a label and the cookies it starts with: an in-memory
 * jar for each, and the cookies each jar started with, which the oracle replays from (the jar
 * itself holds what the run wrote).
 */
export function startJars<K extends string>(cookies: Record<K, Record<string, string>>) {
  const jars = new Map<CookieJar, Record<string, string>>();
  const starts = {} as Record<K, { cookies: CookieJar }>;
  for (const label of Object.keys(cookies) as K[]) {
    const jar = createMemoryJar(cookies[label]);
    jars.set(jar, cookies[label]);
    starts[label] = { cookies: jar };
  }
  return { starts, cookiesOf: (jar: CookieJar) => jars.get(jar) ?? {} };
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
