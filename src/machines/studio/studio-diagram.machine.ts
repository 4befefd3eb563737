import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { notSupplied } from '../calls/not-supplied';
import type { StatechartLayout } from '../testing/statechart-layout';

/**
 * A machine's diagram in the studio (/machines/<machine>): its layout, and live mode, where a
 * flow of that machine opened in another tab or the page's panel reports its state.
 *
 *   diagram: layingOut ──done──▶ shown        error ▶ failed ──layout.retry──▶ layingOut
 *            (language.changed lays it out again: the state names are in the page's language)
 *   live:    off ──live.start──▶ on.listening ──live.snapshot of this machine──▶ on.following
 *            (`liveChannel`, supplied by the edge, is open exactly while on; live.stop closes it)
 */

export interface StudioDiagramInput {
  /** The machine's id (`kidQuiz`): reports of other machines are ignored. */
  machine: string;
  language: string;
}

export interface StudioDiagramContext extends StudioDiagramInput {
  layout: StatechartLayout | null;
  /** The state value the followed flow last reported. */
  liveValue: unknown;
}

export type StudioDiagramEvent =
  | { type: 'language.changed'; language: string }
  | { type: 'layout.retry' }
  | { type: 'live.start' }
  | { type: 'live.stop' }
  | { type: 'live.snapshot'; machine: string; value: unknown };

export function createStudioDiagramMachine() {
  return setup({
    types: { input: {} as StudioDiagramInput, context: {} as StudioDiagramContext, events: {} as StudioDiagramEvent },
    actors: {
      layout: fromPromise<StatechartLayout, { language: string }>(notSupplied('layout')),
      /** Listens to the flows' reports and sends `live.snapshot` for each; supplied by the edge. */
      liveChannel: fromCallback<StudioDiagramEvent, { machine: string }>(() => undefined),
    },
    actions: {
      setLanguage: assign({ language: ({ event }) => (event.type === 'language.changed' ? event.language : 'en') }),
    },
    guards: {
      isThisMachine: ({ context, event }) => event.type === 'live.snapshot' && event.machine === context.machine,
    },
  }).createMachine({
    id: 'studioDiagram',
    context: ({ input }) => ({ ...input, layout: null, liveValue: null }),
    type: 'parallel',
    states: {
      diagram: {
        initial: 'layingOut',
        states: {
          layingOut: {
            on: { 'language.changed': { target: 'layingOut', reenter: true, actions: 'setLanguage' } },
            description: 'elkjs lays the diagram out, with the state names in the page language.',
            invoke: {
              id: 'layout',
              src: 'layout',
              input: ({ context }) => ({ language: context.language }),
              onDone: { target: 'shown', actions: assign({ layout: ({ event }) => event.output }) },
              onError: 'failed',
            },
          },
          shown: { description: 'The diagram is drawn.', on: { 'language.changed': { target: 'layingOut', actions: 'setLanguage' } } },
          failed: {
            description: 'The layout failed; the page offers to try again.',
            on: { 'layout.retry': 'layingOut', 'language.changed': { target: 'layingOut', actions: 'setLanguage' } },
          },
        },
      },
      live: {
        initial: 'off',
        states: {
          off: { description: 'Live mode is off.', on: { 'live.start': 'on' } },
          on: {
            invoke: { id: 'liveChannel', src: 'liveChannel', input: ({ context }) => ({ machine: context.machine }) },
            on: {
              'live.snapshot': { guard: 'isThisMachine', target: '.following', actions: assign({ liveValue: ({ event }) => event.value }) },
              'live.stop': { target: 'off', actions: assign({ liveValue: null }) },
            },
            initial: 'listening',
            states: {
              listening: { description: 'Waiting for a flow of this machine, in another tab or the panel, to report.' },
              following: { description: 'The diagram shows the state the flow is in and the transitions it offers now.' },
            },
          },
        },
      },
    },
  });
}

export type StudioDiagramMachine = ReturnType<typeof createStudioDiagramMachine>;
export type StudioDiagramSnapshot = SnapshotFrom<StudioDiagramMachine>;
