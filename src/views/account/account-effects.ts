import { fromCallback, fromPromise } from 'xstate';
import type { CustomerVerificationRequest } from '../../api/contract/gene-test';
import type { UserProfileUpdateRequest } from '../../api/contract/user-profile';
import type { PortalClient } from '../../api/auth';
import type { SessionActor } from '../shell/app-actors';
import { getCustomer, getGeneTestInformation, verifyCustomer } from '../../api/gene-tests';
import { updateUserProfile } from '../../api/user-profile';
import { createCustomerVerificationMachine } from '../../machines/customer-verification/customer-verification.machine';
import { createGeneTestDetailMachine } from '../../machines/gene-tests/gene-test-detail.machine';
import { createGeneTestProfilesMachine } from '../../machines/gene-tests/gene-test-profiles.machine';
import { createProfileMachine } from '../../machines/profile/profile.machine';
import type { ProfileEvent } from '../../machines/profile/profile.machine';
import { isSignedIn } from '../../machines/session/session.selectors';
import { SESSION_KEYS, readSessionValue, removeSessionValue, writeSessionValue } from '../../platform/session-store';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const customerVerificationMachine = createCustomerVerificationMachine();
const geneTestDetailMachine = createGeneTestDetailMachine();
const geneTestProfilesMachine = createGeneTestProfilesMachine();
const profileMachine = createProfileMachine();

/**
 * The account pages' machines with their effects: Portal API calls on `api`; for the profile,
 * the session (a saved profile goes to it, so the header and the other pages show it; its end is
 * told to the page) and an edit the session cut short kept for the tab (sessionStorage `profileDraft`).
 */
export function profileLogic(api: PortalClient, session: SessionActor) {
  return profileMachine.provide({
    actors: {
      saveProfile: fromPromise(({ input, signal }: { input: UserProfileUpdateRequest; signal: AbortSignal }) => updateUserProfile(api, input, signal)),
      watchSession: fromCallback<ProfileEvent>(({ sendBack }) => {
        const subscription = session.subscribe((snapshot) => {
          if (!isSignedIn(snapshot)) sendBack({ type: 'session.ended' });
        });
        return () => subscription.unsubscribe();
      }),
    },
    actions: {
      userSaved: (_, { user }) => session.send({ type: 'user.updated', user }),
      keepDraft: (_, draft) => writeSessionValue(SESSION_KEYS.profileDraft, draft),
      dropDraft: () => removeSessionValue(SESSION_KEYS.profileDraft),
    },
  });
}

/** What the tab kept of a profile edit, as stored: the profile machine decides whether it is this user's. */
export function keptProfileDraft(): unknown {
  return readSessionValue(SESSION_KEYS.profileDraft);
}

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
