import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { callState, errorOf } from '../calls/call-state';

/**
 * One page of content read from the Main API: a package, a news article, a blog post, a product
 * category with its packages, the catalogue home, the careers page, search results (issue 10).
 * The page shows a loading line, then the content; a slug the API does not know is said to be
 * missing (no retry: it will not appear by trying again); any other failure is shown with a retry.
 *
 *   loading ──done──▶ loaded;  loading ──error 404──▶ notFound;  loading ──error──▶ failed ──load.retry──▶ loading
 *
 * Content already at hand when the page opens (`known`: what the server's first screen showed,
 * or an answer read a moment ago) is shown at once, without asking again: the page starts
 * loaded. Either way, entering `loaded` tells the edge (`shown`: the analytics' view_item).
 *
 * What is read is fixed for the actor's life: `key` (a slug, a search) and `language`. A page
 * showing another key or language runs a new actor (the view keys it by both). The edge supplies
 * `load` with `provide`.
 */

export interface ContentItemInput {
  /** What the page shows: a slug, a search text, 'home'. */
  key: string;
  /** The language the texts are asked in. */
  language: string;
}

/** The machine's input: what is read, and the content already at hand, if any. */
export interface ContentItemStart<T> extends ContentItemInput {
  known?: T | null;
}

export interface ContentItemContext<T> extends ContentItemInput {
  content: T | null;
  problem: CallProblem | null;
}

export type ContentItemEvent = { type: 'load.retry' };

/** The machine for content of type T; built by a function so a test (or a mutation run) can build it afresh. */
export function createContentItemMachine<T = unknown>() {
  return setup({
    types: {
      context: {} as ContentItemContext<T>,
      input: {} as ContentItemStart<T>,
      events: {} as ContentItemEvent,
    },
    actors: {
      load: fromPromise<T, ContentItemInput>(notSupplied('load')),
    },
    guards: {
      isNotFound: (_, params: { error: unknown }) => toCallProblem(params.error).key === 'not_found',
      isKnown: ({ context }) => context.content !== null,
    },
    actions: {
      // Placeholder: the edge reports the content shown (analytics); tests provide a spy.
      shown: (_, _params: { content: T | null }) => {},
      store: assign((_, params: { content: T }) => ({ content: params.content, problem: null })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
    },
  }).createMachine({
    id: 'contentItem',
    context: ({ input }) => ({ key: input.key, language: input.language, content: input.known ?? null, problem: null }),
    initial: 'opening',
    states: {
      opening: {
        always: [{ guard: 'isKnown', target: 'loaded' }, { target: 'loading' }],
      },
      loading: callState({
        src: 'load', input: ({ context }: { context: ContentItemContext<T> }) => ({ key: context.key, language: context.language }),
        done: 'loaded', store: 'store', as: 'content', refusals: [{ guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' }], failed: 'failed',
      }),
      loaded: {
        entry: { type: 'shown', params: ({ context }) => ({ content: context.content }) },
      },
      notFound: {},
      failed: {
        on: { 'load.retry': { target: 'loading' } },
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createContentItemMachine()` (no instance at module load). */
export type ContentItemMachine<T = unknown> = ReturnType<typeof createContentItemMachine<T>>;

export type ContentItemSnapshot<T = unknown> = SnapshotFrom<ContentItemMachine<T>>;

export type ContentItemActor<T = unknown> = ActorRefFrom<ContentItemMachine<T>>;
