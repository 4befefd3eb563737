import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { GeneTestInformation } from '../../api/contract/gene-test';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { callState, errorOf } from '../calls/call-state';

/**
 * One of the user's gene tests with the tested person, its timeline and (once ready) its report
 * results (spec §4 "genetic test information"), from GET /genetic-test-information/{id}/.
 * An unknown id, or another user's test, is "not found" (404): trying again cannot help.
 *
 *   loading ──done──▶ loaded;  loading ──404──▶ notFound;  loading ──other error──▶ failed ──load.retry──▶ loading
 *
 * The edge supplies `loadGeneTest` (src/api/gene-tests.ts).
 */
export interface GeneTestDetailInput {
  id: string;
}

export interface GeneTestDetailContext {
  id: string;
  information: GeneTestInformation | null;
  problem: CallProblem | null;
}

export type GeneTestDetailEvent = { type: 'load.retry' };

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createGeneTestDetailMachine() {
  return setup({
    types: {} as { context: GeneTestDetailContext; events: GeneTestDetailEvent; input: GeneTestDetailInput },
    actors: {
      loadGeneTest: fromPromise<GeneTestInformation, { id: string }>(notSupplied('loadGeneTest')),
    },
    guards: {
      isNotFound: (_, params: { error: unknown }) => toCallProblem(params.error).key === 'not_found',
    },
    actions: {
      store: assign((_, params: { information: GeneTestInformation }) => ({ information: params.information, problem: null })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
    },
  }).createMachine({
    id: 'geneTestDetail',
    context: ({ input }) => ({ id: input.id, information: null, problem: null }),
    initial: 'loading',
    states: {
      loading: callState({
        src: 'loadGeneTest', input: ({ context }: { context: GeneTestDetailContext }) => ({ id: context.id }),
        done: 'loaded', store: 'store', as: 'information', refusals: [{ guard: { type: 'isNotFound', params: errorOf }, target: 'notFound' }], failed: 'failed',
      }),
      loaded: {},
      notFound: { description: 'No such test on this account: the page says so, with no retry.' },
      failed: {
        on: { 'load.retry': { target: 'loading' } },
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createGeneTestDetailMachine()` (no instance at module load). */
export type GeneTestDetailMachine = ReturnType<typeof createGeneTestDetailMachine>;

export type GeneTestDetailSnapshot = SnapshotFrom<GeneTestDetailMachine>;
