import { fromCallback, fromPromise } from 'xstate';
import type { PortalClient } from '../../api/auth';
import type { UserProfileUpdateRequest } from '../../api/contract/user-profile';
import { updateUserProfile } from '../../api/user-profile';
import { isSignedIn } from '../../machines/auth/session/session.selectors';
import { createProfileMachine } from '../../machines/profile/profile.machine';
import type { ProfileEvent } from '../../machines/profile/profile.machine';
import { SESSION_KEYS, readSessionValue, removeSessionValue, writeSessionValue } from '../../platform/session-store';
import type { SessionActor } from '../shared/app-actors';

/** Built once: a hook that is given the same definition keeps its actor across renders. */
const profileMachine = createProfileMachine();

/**
 * The profile machine with its effects: Portal API calls on `api`; the session (a saved profile
 * goes to it, so the header and the other pages show it; its end is told to the page); and an
 * edit the session cut short, kept for the tab (sessionStorage `profileDraft`).
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
