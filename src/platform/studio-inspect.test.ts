// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { STUDIO_CHANNEL, studioInspection } from './studio-inspect';
import type { StudioMessage } from './studio-inspect';

const flow = createMachine({
  id: 'flow',
  context: { phone: '+84912345678' },
  initial: 'home',
  states: { home: { on: { next: 'question' } }, question: {} },
});

const studios: BroadcastChannel[] = [];
afterEach(() => studios.splice(0).forEach((channel) => channel.close()));

/** A studio tab (as studio-effects.ts's live channel): it says it listens and keeps every report it receives. */
function studioTab(): { reports: StudioMessage[]; next: () => Promise<StudioMessage> } {
  const channel = new BroadcastChannel(STUDIO_CHANNEL);
  studios.push(channel);
  const reports: StudioMessage[] = [];
  const waiting: Array<(message: StudioMessage) => void> = [];
  channel.addEventListener('message', (message: MessageEvent<StudioMessage>) => {
    // A flow that opens after the studio says hello; the studio answers that it listens.
    if (message.data.type === 'flow.hello') channel.postMessage({ type: 'studio.listening' } satisfies StudioMessage);
    if (message.data.type !== 'flow.snapshot') return;
    reports.push(message.data);
    waiting.shift()?.(message.data);
  });
  channel.postMessage({ type: 'studio.listening' } satisfies StudioMessage);
  return { reports, next: () => new Promise((resolve) => waiting.push(resolve)) };
}

describe('live mode, the flow side', () => {
  it('gives an actor nothing when the studio is off', () => {
    expect(studioInspection(false)).toEqual({});
  });

  it('reports each state of the root actor to a listening studio: the machine id and the state value, never the context', async () => {
    const studio = studioTab();
    const options = studioInspection(true);
    expect(options.inspect).toBeTypeOf('function');
    // The flow answers the studio's "listening" with its state; until then nothing is sent.
    const first = studio.next();
    const actor = createActor(flow, options).start();
    expect(await first).toEqual({ type: 'flow.snapshot', machine: 'flow', value: 'home' });
    const second = studio.next();
    actor.send({ type: 'next' });
    expect(await second).toEqual({ type: 'flow.snapshot', machine: 'flow', value: 'question' });
    expect(JSON.stringify(studio.reports)).not.toContain('+84912345678');
    actor.stop();
  });
});
