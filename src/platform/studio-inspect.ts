import type { InspectionEvent } from 'xstate';
import { onServer } from './first-screen';
import { getRuntimeConfig } from './runtime-config';

/**
 * Live mode of the statechart studio (issue 27), the flow's side: a flow's actor (the kid quiz,
 * the diet quiz, the booking wizard, sign-in) reports its state to a studio tab of the same
 * browser through a BroadcastChannel, with XState's inspection API (`inspect` of createActor).
 * No outside service: the channel never leaves the browser, and carries only the state value
 * (never the context: no answers, phone numbers or codes).
 *
 * It costs a normal visitor nothing: with the studio off (production, unless STUDIO=true) the
 * actor gets no `inspect` at all; with it on, the flow reports only while a studio tab says it
 * listens (`studio.listening`, sent when its live mode starts and in answer to `flow.hello`).
 */

export const STUDIO_CHANNEL = 'genewell-studio';

export type StudioMessage =
  /** A flow started: a listening studio answers, so the flow reports its current state. */
  | { type: 'flow.hello' }
  | { type: 'flow.snapshot'; machine: string; value: unknown }
  | { type: 'studio.listening' };

let channel: BroadcastChannel | null = null;
let listening = false;
const latest = new Map<string, unknown>();

function post(message: StudioMessage): void {
  channel?.postMessage(message);
}

function openChannel(): BroadcastChannel {
  if (channel) return channel;
  channel = new BroadcastChannel(STUDIO_CHANNEL);
  channel.addEventListener('message', (message: MessageEvent<StudioMessage>) => {
    if (message.data?.type !== 'studio.listening') return;
    listening = true;
    for (const [machine, value] of latest) post({ type: 'flow.snapshot', machine, value });
  });
  post({ type: 'flow.hello' });
  return channel;
}

/**
 * The createActor options that let a listening studio follow this actor (its root snapshots, by
 * machine id): `{ inspect }` when the studio is on, else nothing.
 */
export function studioInspection(enabled: boolean = getRuntimeConfig().studio): { inspect?: (event: InspectionEvent) => void } {
  // The server's first screens start no actor, and report nowhere.
  if (!enabled || onServer() || typeof BroadcastChannel === 'undefined') return {};
  openChannel();
  return {
    inspect: (event) => {
      if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
      const snapshot = event.snapshot as { value?: unknown; machine?: { id: string } };
      const machine = snapshot.machine?.id;
      if (!machine || snapshot.value === undefined) return;
      latest.set(machine, snapshot.value);
      if (listening) post({ type: 'flow.snapshot', machine, value: snapshot.value });
    },
  };
}
