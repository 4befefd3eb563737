import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { UserProfile, UserProfileUpdateRequest } from '../../api/contract/user-profile';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { serverFieldProblems } from '../forms/field-problems';
import type { FieldProblem } from '../forms/field-problems';
import { draftFor } from './profile-draft';
import type { ProfileDraft } from './profile-draft';
import { checkProfileForm, formValuesOf } from './profile-form';
import type { ProfileFormValues } from './profile-form';

/**
 * The signed-in user's profile page: shown, edited, saved (spec §4 "profile retrieval and
 * update"). The form is checked against the contract before anything is sent, and only the
 * fields that changed are sent (PATCH /user-profile/); a form with no change goes back to the
 * profile without a call. A saved profile is handed on (`userSaved`: the session holds it, so
 * the header and the other pages show it too).
 *
 * A save refused with a 401 means the session ended elsewhere. The API client tells the session
 * first, the session sends the user to sign-in (the page goes away), and `watchSession` tells
 * this machine `session.ended`: the values being saved are kept (`keepDraft`, with the user's
 * id). When the same user opens the page again, the machine starts editing them (input
 * `storedDraft`) and the form says they were kept; saving or cancelling drops them (`dropDraft`).
 *
 *   starting ──a draft of this user──▶ editing, else ▶ viewing
 *   viewing ──edit.start──▶ editing ──edit.cancel──▶ viewing
 *   editing ──edit.submit: refused──▶ editing (each field's problem) | unchanged ──▶ viewing | changes ──▶ saving
 *   saving ──done──▶ viewing (saved) | ──error──▶ editing | ──session.ended──▶ sessionEnded (the draft kept)
 *
 * The edge supplies the actors `saveProfile` (src/api/user-profile.ts updateUserProfile) and
 * `watchSession` (sends `session.ended` when the session ends), and the effects `userSaved`,
 * `keepDraft` and `dropDraft` (sessionStorage through src/platform/session-store.ts).
 */

export interface ProfileInput {
  user: UserProfile;
  /** What the tab kept of an edit the session cut short (any user's, or anything): read as it is stored. */
  storedDraft?: unknown;
}

export interface ProfileContext {
  user: UserProfile;
  /** The values of an edit the session cut short, shown in the form until saved or cancelled. */
  draft: ProfileFormValues | null;
  /** The values last sent to be saved, and the changes sent for them. */
  submitted: ProfileFormValues;
  changes: UserProfileUpdateRequest | null;
  fieldProblems: Record<string, FieldProblem>;
  problem: CallProblem | null;
  /** The last edit was saved (the page says so until the next edit). */
  saved: boolean;
  /** The details replaced the form after an edit: focus goes back to the Edit button. */
  returned: boolean;
}

export type ProfileEvent =
  | { type: 'edit.start' }
  | { type: 'edit.cancel' }
  | { type: 'edit.submit'; values: ProfileFormValues }
  /** The session ended (a 401 from any call, a sign-out): the page is about to go to sign-in. */
  | { type: 'session.ended' };

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createProfileMachine() {
  return setup({
    types: {
      context: {} as ProfileContext,
      events: {} as ProfileEvent,
      input: {} as ProfileInput,
    },
    actors: {
      saveProfile: fromPromise<UserProfile, UserProfileUpdateRequest>(notSupplied('saveProfile')),
      // Placeholder: the edge watches the session.
      watchSession: fromCallback<ProfileEvent>(() => {}),
    },
    guards: {
      hasDraft: ({ context }) => context.draft !== null,
      isRefused: ({ context }, params: { values: ProfileFormValues }) => checkProfileForm(context.user, params.values).kind === 'refused',
      isUnchanged: ({ context }, params: { values: ProfileFormValues }) => checkProfileForm(context.user, params.values).kind === 'unchanged',
    },
    actions: {
      // Placeholders: the edge supplies them.
      userSaved: (_, _params: { user: UserProfile }) => {},
      keepDraft: (_, _params: ProfileDraft) => {},
      dropDraft: () => {},

      startEditing: assign({ fieldProblems: {}, problem: null, saved: false, changes: null }),
      stopEditing: assign({ fieldProblems: {}, problem: null, draft: null, returned: true }),
      refuse: assign(({ context }, params: { values: ProfileFormValues }) => ({ fieldProblems: checkProfileForm(context.user, params.values).problems, problem: null })),
      storeChanges: assign(({ context }, params: { values: ProfileFormValues }) => ({
        submitted: params.values,
        changes: checkProfileForm(context.user, params.values).changes,
        fieldProblems: {},
        problem: null,
      })),
      storeSaved: assign((_, params: { user: UserProfile }) => ({ user: params.user, changes: null, saved: true })),
      setProblem: assign((_, params: { error: unknown }) => {
        const problem = toCallProblem(params.error);
        return { problem, fieldProblems: serverFieldProblems(problem.fields), changes: null };
      }),
    },
  }).createMachine({
    id: 'profile',
    context: ({ input }) => ({
      user: input.user,
      draft: draftFor(input.storedDraft, input.user.id),
      submitted: formValuesOf(input.user),
      changes: null,
      fieldProblems: {},
      problem: null,
      saved: false,
      returned: false,
    }),
    invoke: { id: 'watchSession', src: 'watchSession' },
    initial: 'starting',
    states: {
      starting: {
        description: 'An edit kept for this user after the session ended comes back in the form.',
        always: [{ guard: 'hasDraft', target: 'editing' }, { target: 'viewing' }],
      },
      viewing: {
        on: { 'edit.start': { target: 'editing', actions: 'startEditing' } },
      },
      editing: {
        on: {
          'edit.cancel': { target: 'viewing', actions: ['stopEditing', 'dropDraft'] },
          'edit.submit': [
            {
              guard: { type: 'isRefused', params: ({ event }) => ({ values: event.values }) },
              actions: { type: 'refuse', params: ({ event }) => ({ values: event.values }) },
            },
            { guard: { type: 'isUnchanged', params: ({ event }) => ({ values: event.values }) }, target: 'viewing', actions: ['stopEditing', 'dropDraft'] },
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
              'stopEditing',
              { type: 'storeSaved', params: ({ event }) => ({ user: event.output }) },
              { type: 'userSaved', params: ({ event }) => ({ user: event.output }) },
              'dropDraft',
            ],
          },
          onError: { target: 'editing', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        },
        on: {
          // The session ended elsewhere (this save is refused with 401): the edit waits for the user.
          'session.ended': { target: 'sessionEnded', actions: { type: 'keepDraft', params: ({ context }) => ({ userId: context.user.id, values: context.submitted }) } },
        },
      },
      sessionEnded: {
        description: 'The session ended while saving: the user goes to sign-in (the page goes away); what was being saved is kept for them.',
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createProfileMachine()` (no instance at module load). */
export type ProfileMachine = ReturnType<typeof createProfileMachine>;

export type ProfileSnapshot = SnapshotFrom<ProfileMachine>;
