import { createActor, fromPromise } from 'xstate';
import type { PortalClient } from '../../api/auth';
import { createSessionMachine } from '../../machines/auth/session/session.machine';
import type { SessionInput } from '../../machines/auth/session/session.machine';
import { STORAGE_KEYS, removeItem, writeItem } from '../../platform/storage';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const sessionMachine = createSessionMachine();

/*
 * The call modules load on first use: their contracts (zod schemas) are not needed to show the
 * first page, and the session starts with it.
 */
const authCalls = () => import('../../api/auth');
// The profile's read alone: the entries that change it check phone numbers with the phone rules.
const profileCalls = () => import('../../api/user-profile-read');

export interface SessionEdge {
  api: PortalClient;
  /** The session began or ended: the router re-checks the page the user is on. */
  onChange: () => void;
}

/** The session machine with its effects: Portal API calls (sent with this session's token) and localStorage `authToken`. */
export function sessionLogic(edge: SessionEdge) {
  const { api } = edge;
  return sessionMachine.provide({
    actors: {
      merge: fromPromise(async ({ signal }) => (await authCalls()).mergeAnonymousUser(api, signal)),
      loadProfile: fromPromise(async ({ signal }) => (await profileCalls()).getUserProfile(api, signal)),
      signOut: fromPromise(async ({ signal }) => (await authCalls()).signOut(api, signal)),
    },
    actions: {
      persistToken: (_, { token }) => void writeItem(STORAGE_KEYS.authToken, token),
      forgetToken: () => removeItem(STORAGE_KEYS.authToken),
      sessionChanged: () => edge.onChange(),
    },
  });
}

/**
 * The app's session actor, not started: start.tsx starts it once the API session reads its token
 * and reports every 401 to it, because a stored token is checked as soon as it starts.
 */
export function createSessionActor(edge: SessionEdge, input: SessionInput) {
  return createActor(sessionLogic(edge), { input });
}
