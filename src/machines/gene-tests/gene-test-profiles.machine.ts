import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { CustomerResponse } from '../../api/contract/gene-test';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { callState } from '../calls/call-state';

/**
 * The signed-in user's gene-test profiles (spec §3 "Customer": the customer profiles with a gene
 * test, sorted by name, and each test's full state timeline; §4 each server call is requested,
 * then succeeds or fails), from GET /customer/.
 *
 *   loading ──done──▶ loaded;  loading ──error──▶ failed ──load.retry──▶ loading
 *
 * The edge supplies `loadCustomer` (src/api/gene-tests.ts).
 */
export type Customer = CustomerResponse['data'];

export interface GeneTestProfilesContext {
  customer: Customer | null;
  problem: CallProblem | null;
}

export type GeneTestProfilesEvent = { type: 'load.retry' };

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createGeneTestProfilesMachine() {
  return setup({
    types: {} as { context: GeneTestProfilesContext; events: GeneTestProfilesEvent },
    actors: {
      loadCustomer: fromPromise<Customer>(notSupplied('loadCustomer')),
    },
    actions: {
      store: assign((_, params: { customer: Customer }) => ({ customer: params.customer, problem: null })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
    },
  }).createMachine({
    id: 'geneTestProfiles',
    context: { customer: null, problem: null },
    initial: 'loading',
    states: {
      loading: callState({ src: 'loadCustomer', done: 'loaded', store: 'store', as: 'customer', failed: 'failed' }),
      loaded: {},
      failed: {
        on: { 'load.retry': { target: 'loading' } },
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createGeneTestProfilesMachine()` (no instance at module load). */
export type GeneTestProfilesMachine = ReturnType<typeof createGeneTestProfilesMachine>;

export type GeneTestProfilesSnapshot = SnapshotFrom<GeneTestProfilesMachine>;
