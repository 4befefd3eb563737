/**
 * A state that makes one server call (spec §4: a call is requested, then succeeds or fails), the
 * shape most machines write for their loading states:
 *
 *   loading ──done──▶ `done` (the action `store` keeps the answer as { [as]: output }, then the
 *                     actions `andThen`; with no `store`, the answer is not kept)
 *           ──refused──▶ the `refusals`' targets, tried first (404 → notFound, say)
 *           ──error──▶ `failed` (the action `problem`, setProblem unless named, keeps { error })
 *
 * `callState({ … })` returns the state's `invoke` (its id is the actor's name unless `id` says
 * otherwise); a machine spreads it beside the state's own entry, description or meta, and names
 * the actor, the actions and the guards in its setup as before. The state ids, events, guards and
 * actions are the machine's own: the statechart is the same as when the invoke was written out.
 */

/** Action and guard params that hand the call's error on: { error }. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Action params that hand the call's answer on under `key`: { [key]: output }. */
export const outputAs =
  <Key extends string>(key: Key) =>
  <Output>({ event }: { event: { output: Output } }): Record<Key, Output> =>
    ({ [key]: event.output }) as Record<Key, Output>;

/** The action that keeps the answer, the name its params give it, and the actions after it; or none of them. */
type Keeping = { store: string; as: string; andThen?: readonly unknown[] } | { store?: never; as?: never; andThen?: never };

type CallStateConfig = Keeping & {
  /** The actor invoked; also the invoke's id unless `id` is given. */
  src: string;
  id?: string;
  /** The actor's input, from the machine's context. */
  input?: (args: never) => unknown;
  /** Where the answer leads. */
  done: string;
  /** Transitions tried first on an error (each with its guard). */
  refusals?: readonly object[];
  /** Where any other error leads, and the action that keeps it (setProblem unless named). */
  failed: string;
  problem?: string;
};

type FallbackOf<C extends CallStateConfig> = {
  target: C['failed'];
  actions: { type: C extends { problem: infer Problem extends string } ? Problem : 'setProblem'; params: typeof errorOf };
};

type StoreOf<Store extends string, Key extends string> = { type: Store; params: ReturnType<typeof outputAs<Key>> };

type CallStateOf<C extends CallStateConfig> = {
  invoke: {
    id: C extends { id: infer Id extends string } ? Id : C['src'];
    src: C['src'];
    onDone: C extends { store: infer Store extends string }
      ? { target: C['done']; actions: C extends { andThen: infer Then extends readonly unknown[] } ? [StoreOf<Store, C['as'] & string>, ...Then] : StoreOf<Store, C['as'] & string> }
      : C['done'];
    onError: C extends { refusals: infer Refusals extends readonly object[] } ? [...Refusals, FallbackOf<C>] : FallbackOf<C>;
  } & (C extends { input: infer Input } ? { input: Input } : unknown);
};

export function callState<const C extends CallStateConfig>(config: C): CallStateOf<C> {
  const { src, id = src, input, done, store, as, andThen, refusals, failed, problem = 'setProblem' } = config;
  const fallback = { target: failed, actions: { type: problem, params: errorOf } };
  const kept = store === undefined ? undefined : { type: store, params: outputAs(as as string) };
  return {
    invoke: {
      id,
      src,
      ...(input === undefined ? {} : { input }),
      onDone: kept === undefined ? done : { target: done, actions: andThen === undefined ? kept : [kept, ...andThen] },
      onError: refusals === undefined ? fallback : [...refusals, fallback],
    },
  } as CallStateOf<C>;
}
