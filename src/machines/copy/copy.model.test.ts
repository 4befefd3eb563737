import { expect } from '../testing/oracle-expect';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { callsOnlyWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { COPIED_FOR_MS, createCopyMachine, type CopyMachine } from './copy.machine';
import { canCopy, copyStatusOf } from './copy.selectors';
import type { CopyStatus } from './copy.selectors';

/**
 * A copy button as a customer expects it: pressing it writes the code (exactly the code) to the
 * clipboard, one write at a time; "Copied" shows from a successful write until three seconds have
 * passed; a refused write says so; the button works again afterwards. The oracle replays the trace
 * with those rules and reads the button (selectors) and what reached the clipboard (the fake calls).
 */

type Machine = CopyMachine;
const CODE = 'KID-7Q4M9X2T';

function replay({ trace }: Observation<Machine, BaseWorld>, now: number): { status: CopyStatus; writes: number } {
  let status: CopyStatus = 'idle';
  let copiedAt = 0;
  let writes = 0;
  for (const { event, at } of trace) {
    if (status === 'copied' && at >= copiedAt + COPIED_FOR_MS) status = 'idle';
    if (event.type === 'copy' && status !== 'copying') {
      status = 'copying';
      writes += 1;
    }
    if (event.type === 'xstate.done.actor.writeText' && status === 'copying') {
      status = 'copied';
      copiedAt = at;
    }
    if (event.type === 'xstate.error.actor.writeText' && status === 'copying') status = 'failed';
  }
  if (status === 'copied' && now >= copiedAt + COPIED_FOR_MS) status = 'idle';
  return { status, writes };
}

describeModel({
  name: 'copy button',
  create: createCopyMachine,
  starts: { 'a code is shown': { text: CODE } },
  ...callsOnlyWorld<Machine>('writeText'),
  sampler: () => [
    { type: 'copy' },
    { type: 'xstate.done.actor.writeText', output: undefined },
    { type: 'xstate.error.actor.writeText', error: new DOMException('Write permission denied.', 'NotAllowedError') },
  ],
  check: (observation) => {
    const { snapshot, world } = observation;
    const expected = replay(observation, world.clock.now());
    expect(copyStatusOf(snapshot)).toBe(expected.status);
    expect(canCopy(snapshot)).toBe(expected.status !== 'copying');
    // Exactly the code reaches the clipboard, once per press that the button took, never two at once.
    expect(world.calls.started.map((call) => call.input)).toEqual(Array.from({ length: expected.writes }, () => ({ text: CODE })));
    expect(world.calls.pending.length).toBeLessThanOrEqual(1);
  },
  journeys: {
    'copy, "Copied" for three seconds, copy again': {
      start: 'a code is shown',
      events: [
        { type: 'copy' },
        { type: 'xstate.done.actor.writeText', output: undefined },
        { type: 'xstate.after.copiedFor.copy.copied' },
        { type: 'copy' },
      ],
    },
    'a refused clipboard, then a second try that works': {
      start: 'a code is shown',
      events: [
        { type: 'copy' },
        { type: 'xstate.error.actor.writeText', error: new Error('denied') },
        { type: 'copy' },
        { type: 'xstate.done.actor.writeText', output: undefined },
      ],
    },
  },
});
