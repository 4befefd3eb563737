import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { UserProfile, UserProfileUpdateRequest } from '../../api/contract/user-profile';
import { toCallProblem } from '../auth/call-problem';
import type { CallProblem } from '../auth/call-problem';
import { serverFieldProblems } from '../forms/field-problems';
import type { FieldProblem } from '../forms/field-problems';
import { checkProfileForm } from './profile-form';
import type { ProfileFormValues } from './profile-form';

/**
 * The signed-in user's profile page: shown, edited, saved (spec §4 "profile retrieval and
 * update"). The form is checked against the contract before anything is sent, and only the
 * fields that changed are sent (PATCH /user-profile/); a form with no change goes back to the
 * profile without a call. A saved profile is handed to the edge (`userSaved`), which tells the
 * auth machine, so the header and other pages show it too.
 *
 * The edge supplies the `saveProfile` actor (src/api/user-profile.ts updateUserProfile) and the
 * `userSaved` action.
 */

export interface ProfileInput {
  user: UserProfile;
}

export interface ProfileContext {
  user: UserProfile;
  /** The changes being saved. */
  changes: UserProfileUpdateRequest | null;
  fieldProblems: Record<string, FieldProblem>;
  problem: CallProblem | null;
  /** The last edit was saved (the page says so until the next edit). */
  saved: boolean;
}

export type ProfileEvent =
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'edit.submit'; values: ProfileFormValues };

const notSupplied = (name: string) => () => Promise.reject(new Error(`The ${name} actor is supplied at the edge with provide()`));

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    saveProfile: fromPromise<UserProfile, UserProfileUpdateRequest>(notSupplied('saveProfile')),
  },
  guards: {
    isRefused: ({ context }, params: { values: ProfileFormValues }) => checkProfileForm(context.user, params.values).kind === 'refused',
    isUnchanged: ({ context }, params: { values: ProfileFormValues }) => checkProfileForm(context.user, params.values).kind === 'unchanged',
  },
  actions: {
    // Placeholder: the edge passes the saved profile on to the auth machine.
    userSaved: (_, _params: { user: UserProfile }) => {},
    startEditing: assign({ fieldProblems: {}, problem: null, saved: false, changes: null }),
    stopEditing: assign({ fieldProblems: {}, problem: null }),
    refuse: assign(({ context }, params: { values: ProfileFormValues }) => {
      const check = checkProfileForm(context.user, params.values);
      return { fieldProblems: check.kind === 'refused' ? check.problems : {}, problem: null };
    }),
    storeChanges: assign(({ context }, params: { values: ProfileFormValues }) => {
      const check = checkProfileForm(context.user, params.values);
      return { changes: check.kind === 'changes' ? check.changes : null, fieldProblems: {}, problem: null };
    }),
    storeSaved: assign((_, params: { user: UserProfile }) => ({ user: params.user, changes: null, saved: true })),
    setProblem: assign((_, params: { error: unknown }) => {
      const problem = toCallProblem(params.error);
      return { problem, fieldProblems: serverFieldProblems(problem.fields), changes: null };
    }),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ user: input.user, changes: null, fieldProblems: {}, problem: null, saved: false }),
  initial: 'viewing',
  states: {
    viewing: {
      on: { 'edit.start': { target: 'editing', actions: 'startEditing' } },
    },
    editing: {
      on: {
        'edit.cancel': { target: 'viewing', actions: 'stopEditing' },
        'edit.submit': [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ values: event.values }) },
            actions: { type: 'refuse', params: ({ event }) => ({ values: event.values }) },
          },
          { guard: { type: 'isUnchanged', params: ({ event }) => ({ values: event.values }) }, target: 'viewing', actions: 'stopEditing' },
          { target: 'saving', actions: { type: 'storeChanges', params: ({ event }) => ({ values: event.values }) } },
        ],
      },
    },
    saving: {
      description: 'PATCH /user-profile/ with the changed fields only.',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.changes ?? {},
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => ({ user: event.output }) },
            { type: 'userSaved', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;
