import { fromPromise } from 'xstate';

/**
 * For model-based tests of machines that call the server: fake promise actors whose calls wait
 * until the test settles them. The model walks `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * as plain events (see modelMachineOf); `settle` turns such an event into the resolution or
 * rejection of the matching call of the real actor, so both take the same step.
 */
export interface PendingCall {
  /** The actor's name in the machine's `actors` (its `src`). */
  name: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
  promise: Promise<unknown>;
}

export interface FakeCalls {
  /** Calls started and not yet settled nor stopped (a stopped actor aborts its call). */
  readonly pending: PendingCall[];
  /** Every call started since the last reset, in order. */
  readonly started: Array<{ name: string; input: unknown }>;
  fake<TOutput, TInput = unknown>(name: string): ReturnType<typeof fromPromise<TOutput, TInput>>;
  /**
   * Settles the pending call named `name` as the event says; fails the test (throws) when no
   * such call is in flight.
   */
  settle(name: string, outcome: { done: true; output: unknown } | { done: false; error: unknown }): Promise<void>;
  reset(): void;
}

export function createFakeCalls(): FakeCalls {
  const pending: PendingCall[] = [];
  const started: Array<{ name: string; input: unknown }> = [];
  return {
    pending,
    started,
    fake<TOutput, TInput = unknown>(name: string) {
      return fromPromise<TOutput, TInput>(({ input, signal }) => {
        const settle = { resolve: (_: unknown) => {}, reject: (_: unknown) => {} };
        const promise = new Promise<TOutput>((resolve, reject) => {
          settle.resolve = (output) => resolve(output as TOutput);
          settle.reject = reject;
        });
        const call: PendingCall = { name, input, promise, ...settle };
        pending.push(call);
        started.push({ name, input });
        signal.addEventListener('abort', () => {
          const index = pending.indexOf(call);
          if (index >= 0) pending.splice(index, 1);
        });
        return promise;
      });
    },
    async settle(name, outcome) {
      const index = pending.findIndex((call) => call.name === name);
      if (index < 0) throw new Error(`No ${name} call is in flight (pending: ${pending.map((call) => call.name).join(', ') || 'none'})`);
      const [call] = pending.splice(index, 1);
      if (outcome.done) {
        call.resolve(outcome.output);
        await call.promise;
      } else {
        call.reject(outcome.error);
        await call.promise.catch(() => {});
      }
    },
    reset() {
      pending.length = 0;
      started.length = 0;
    },
  };
}

/** `xstate.done.actor.verifyCode` -> { outcome: 'done', id: 'verifyCode' }; null for any other event. */
export function actorOutcomeOf(type: string): { outcome: 'done' | 'error'; id: string } | null {
  const match = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(type);
  return match ? { outcome: match[1] as 'done' | 'error', id: match[2] } : null;
}
