import { fromPromise } from 'xstate';

/**
 * For model-based tests of machines that call the server: fake promise actors whose calls wait
 * until the test settles them. A path's `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * event becomes the resolution or rejection of the matching call (run.ts).
 */
export interface PendingCall {
  /** The actor's name in the machine's `actors` (its `src`). */
  name: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
  promise: Promise<unknown>;
}

export type CallOutcome = { done: true; output: unknown } | { done: false; error: unknown };

export interface StartedCall {
  name: string;
  input: unknown;
  at: number;
}

export interface FakeCalls {
  /** Calls started and not yet settled nor stopped (a stopped actor aborts its call). */
  readonly pending: PendingCall[];
  /** Every call started since the last reset, in order, with the (simulated) time it started at. */
  readonly started: StartedCall[];
  fake<TOutput, TInput = unknown>(name: string): ReturnType<typeof fromPromise<TOutput, TInput>>;
  /**
   * Settles the pending call named `name` as the event says; fails the test (throws) when no
   * such call is in flight. `before` runs once the call is found, before it is answered: what the
   * real API client does first (a 401 signs out, say).
   */
  settle(name: string, outcome: CallOutcome, before?: () => void): Promise<void>;
  reset(): void;
}

/** `now` stamps each call (a SimulatedClock's now, say). */
export function createFakeCalls(now: () => number = () => 0): FakeCalls {
  const pending: PendingCall[] = [];
  const started: StartedCall[] = [];
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
        started.push({ name, input, at: now() });
        signal.addEventListener('abort', () => {
          const index = pending.indexOf(call);
          if (index >= 0) pending.splice(index, 1);
        });
        return promise;
      });
    },
    async settle(name, outcome, before) {
      const index = pending.findIndex((call) => call.name === name);
      if (index < 0) throw new Error(`No ${name} call is in flight (pending: ${pending.map((call) => call.name).join(', ') || 'none'})`);
      const call = pending[index];
      before?.();
      const stillPending = pending.indexOf(call);
      if (stillPending >= 0) pending.splice(stillPending, 1);
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
