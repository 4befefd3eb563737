import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { CustomerResponse } from '../../api/contract/gene-test';
import { toCallProblem } from '../auth/call-problem';
import type { CallProblem } from '../auth/call-problem';

/**
 * The signed-in user's gene-test profiles (spec §3 "Customer": the customer profiles with a gene
 * test, sorted by name, and each test's full state timeline), from GET /customer/. Loads on
 * start; a failure offers a retry. The edge supplies `loadCustomer` (src/api/gene-tests.ts).
 */
export type Customer = CustomerResponse['data'];

export interface GeneTestProfilesContext {
  customer: Customer | null;
  problem: CallProblem | null;
}

export type GeneTestProfilesEvent = { type: 'load.retry' };

const notSupplied = (name: string) => () => Promise.reject(new Error(`The ${name} actor is supplied at the edge with provide()`));

export const geneTestProfilesMachine = setup({
  types: {
    context: {} as GeneTestProfilesContext,
    events: {} as GeneTestProfilesEvent,
  },
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
    loading: {
      invoke: {
        id: 'loadCustomer',
        src: 'loadCustomer',
        onDone: { target: 'loaded', actions: { type: 'store', params: ({ event }) => ({ customer: event.output }) } },
        onError: { target: 'failed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {},
    failed: {
      on: { 'load.retry': { target: 'loading' } },
    },
  },
});

export type GeneTestProfilesSnapshot = SnapshotFrom<typeof geneTestProfilesMachine>;
