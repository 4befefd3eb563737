import { expect } from 'vitest';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblemKey } from '../calls/call-problem';
import type { TraceStep } from '../testing/run';
import type { FakeCalls } from '../testing/fake-calls';
import type { LoadPhase } from './gene-tests.selectors';

/**
 * The rules both gene-test pages follow (spec §4: each server call is requested, then succeeds
 * or fails): the page loads once when it opens; a failure is shown with a retry, and a retry is
 * one new call; a test that is not on the account (404, where `notFoundIsFinal`) is said to be
 * missing, with no retry; a retry the page does not offer changes nothing; one call at a time.
 */

export interface ExpectedLoad<T> {
  phase: LoadPhase;
  loaded: T | null;
  problem: CallProblemKey | null;
  calls: number;
}

export function replayLoad<T>(trace: ReadonlyArray<TraceStep<unknown>>, options: { notFoundIsFinal: boolean }): ExpectedLoad<T> {
  const expected: ExpectedLoad<T> = { phase: 'loading', loaded: null, problem: null, calls: 1 };
  for (const { event } of trace) {
    if (event.type === 'load.retry' && expected.phase === 'failed') Object.assign(expected, { phase: 'loading', problem: null, calls: expected.calls + 1 });
    if (event.type.startsWith('xstate.done.actor.')) Object.assign(expected, { phase: 'loaded', loaded: event.output as T });
    if (event.type.startsWith('xstate.error.actor.')) {
      const key = toCallProblem(event.error).key;
      if (key === 'not_found' && options.notFoundIsFinal) expected.phase = 'notFound';
      else Object.assign(expected, { phase: 'failed', problem: key });
    }
  }
  return expected;
}

/** What reached the server: as many calls as the page made, each with `input`, one at a time. */
export function expectCalls(calls: FakeCalls, name: string, expected: ExpectedLoad<unknown>, input: unknown): void {
  expect(calls.started.map((call) => [call.name, call.input])).toEqual(Array.from({ length: expected.calls }, () => [name, input]));
  expect(calls.pending.map((call) => call.name)).toEqual(expected.phase === 'loading' ? [name] : []);
}
