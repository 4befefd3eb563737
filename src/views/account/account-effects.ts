import { fromPromise } from 'xstate';
import type { CustomerVerificationRequest } from '../../api/contract/gene-test';
import type { PortalClient } from '../../api/auth';
import { getCustomer, getGeneTestInformation, verifyCustomer } from '../../api/gene-tests';
import { createCustomerVerificationMachine } from '../../machines/customer-verification/customer-verification.machine';
import { createGeneTestDetailMachine } from '../../machines/gene-tests/gene-test-detail.machine';
import { createGeneTestProfilesMachine } from '../../machines/gene-tests/gene-test-profiles.machine';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const customerVerificationMachine = createCustomerVerificationMachine();
const geneTestDetailMachine = createGeneTestDetailMachine();
const geneTestProfilesMachine = createGeneTestProfilesMachine();

/** The account pages' machines with their effects: Portal API calls on `api`. */
export function geneTestProfilesLogic(api: PortalClient) {
  return geneTestProfilesMachine.provide({
    actors: { loadCustomer: fromPromise(({ signal }) => getCustomer(api, signal)) },
  });
}

export function geneTestDetailLogic(api: PortalClient) {
  return geneTestDetailMachine.provide({
    actors: {
      loadGeneTest: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => getGeneTestInformation(api, input.id, signal)),
    },
  });
}

export function customerVerificationLogic(api: PortalClient) {
  return customerVerificationMachine.provide({
    actors: {
      verifyCustomer: fromPromise(({ input, signal }: { input: CustomerVerificationRequest; signal: AbortSignal }) => verifyCustomer(api, input, signal)),
    },
  });
}
