import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

type Actor = Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>;
type SnapshotOf<A> = A extends { getSnapshot(): infer S } ? S : undefined;
type SelectorsOf<A extends Actor> = Record<string, (snapshot: SnapshotOf<A>) => unknown>;
type Selected<M> = { [K in keyof M]: M[K] extends (...args: never[]) => infer R ? R : never };

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) => Object.keys(a).every((key) => Object.is(a[key], b[key]));

/**
 * Several selectors of one actor read together, each value under the selector's name: one
 * subscription, and a new render only when one of the values changes (each compared as
 * `useSelector` compares one).
 */
export function useSelectors<A extends Actor, M extends SelectorsOf<A>>(actor: A, selectors: M): Selected<M> {
  const select = (snapshot: SnapshotOf<A>): Record<string, unknown> => Object.fromEntries(Object.entries(selectors).map(([name, selector]) => [name, selector(snapshot)]));
  return useSelector(actor, select, sameValues) as Selected<M>;
}
