import { expect } from '../testing/oracle-expect';
import { fromCallback } from 'xstate';
import type { UserProfile, UserProfileUpdateRequest } from '../../api/contract/user-profile';
import { isUnauthorized } from '../calls/call-problem';
import type { CallProblemKey } from '../calls/call-problem';
import { apiError, networkDown, shownProblemOf, unauthorized } from '../calls/call-fixtures';
import type { FieldProblems } from '../forms/field-problems';
import { USER } from '../auth/session/session.fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import type { ProfileFormValues } from './profile-form';
import { createProfileMachine, type ProfileMachine } from './profile.machine';
import type { ProfileInput, ProfileSnapshot } from './profile.machine';
import { PROFILE_CONTROL_OF_EVENT, isSavedShown, profileActionsOf, profileFormOf, profileModeOf, profileUserOf, returnsFocusToEdit } from './profile.selectors';

/**
 * The profile page against the spec (§4 "profile retrieval and update": only what changed is
 * sent; the contract refuses a bad email, a future birth date, an empty name) and the issue
 * "a revoked session sends the user to sign-in … and the edit in progress is lost silently":
 * a save answered 401 keeps the values being saved for that user; when the same user opens the
 * page again the form shows them and says so; saving or cancelling drops them. The world plays
 * the API client and the session: a 401 ends the session (`session.ended`) before the page hears
 * the answer, as src/api/client.ts and the session machine do. Each form typed
 * here carries its verdict, written by hand. The oracle reads the page (the selectors), the
 * calls that reached the fake server, what the tab kept (sessionStorage) and what was handed to
 * the session.
 */

const AN = USER.name ?? '';
const LAN = 'Nguyễn Thị Lan';
/** The form as the profile is (USER, as the inputs read it). */
const AS_IS: ProfileFormValues = { name: AN, gender: '1', email: 'an.nguyen@example.com', dateOfBirth: '1988-04-12', preferredContactChannel: 'zalo' };
const RENAMED: ProfileFormValues = { ...AS_IS, name: LAN };
const BAD_EMAIL: ProfileFormValues = { ...AS_IS, email: 'an@' };
const SERVER_REASON = 'Địa chỉ email này không nhận được thư.';
const OTHER_USER_ID = '0d2c0000-0000-4000-8000-00000000abcd';

type Verdict = { send: UserProfileUpdateRequest } | { refuse: Record<string, string> } | 'unchanged';

/** What the contract makes of a form, for the profile shown (named AN or LAN). */
function verdictOf(values: ProfileFormValues, shownName: string | null): Verdict {
  if (values === BAD_EMAIL) return { refuse: { email: 'field.invalid_email' } };
  if (values.name === shownName) return 'unchanged';
  return { send: { name: values.name } };
}

const starts: Record<string, ProfileInput> = {
  'the page opens': { user: USER },
  'back after the session ended, the edit kept': { user: USER, storedDraft: { userId: USER.id, values: RENAMED } },
  'an edit kept for another user': { user: USER, storedDraft: { userId: OTHER_USER_ID, values: RENAMED } },
  'a damaged draft': { user: USER, storedDraft: { userId: USER.id, values: 'garbage' } },
};
/** The edit each start brings back, by hand. */
const KEPT_FOR_THIS_USER: Record<string, ProfileFormValues | null> = {
  'the page opens': null,
  'back after the session ended, the edit kept': RENAMED,
  'an edit kept for another user': null,
  'a damaged draft': null,
};

interface ProfileWorld extends BaseWorld {
  /** sessionStorage profileDraft. */
  stored: unknown;
  /** Profiles handed to the session. */
  handedOn: UserProfile[];
}

type Machine = ProfileMachine;

interface Expected {
  /** 'ended': the session ended while saving; the page is on its way to sign-in. */
  phase: 'viewing' | 'editing' | 'saving' | 'ended';
  user: UserProfile;
  draft: ProfileFormValues | null;
  saved: boolean;
  returned: boolean;
  fieldProblems: FieldProblems;
  problem: CallProblemKey | null;
  sent: UserProfileUpdateRequest[];
  submitted: ProfileFormValues | null;
  stored: unknown;
  handedOn: UserProfile[];
}

function replay({ trace, input, start }: Observation<Machine, ProfileWorld>): Expected {
  const draft = KEPT_FOR_THIS_USER[start];
  const expected: Expected = {
    phase: draft ? 'editing' : 'viewing',
    user: input.user,
    draft,
    saved: false,
    returned: false,
    fieldProblems: {},
    problem: null,
    sent: [],
    submitted: null,
    stored: input.storedDraft ?? null,
    handedOn: [],
  };
  const backToProfile = () => Object.assign(expected, { phase: 'viewing', draft: null, stored: null, returned: true, fieldProblems: {}, problem: null });
  const sessionEnds = () => {
    if (expected.phase !== 'saving') return;
    // What was being saved waits for this user.
    Object.assign(expected, { phase: 'ended', stored: { userId: expected.user.id, values: expected.submitted } });
  };
  for (const { event, before } of trace) {
    const control = PROFILE_CONTROL_OF_EVENT[event.type];
    if (control && !profileActionsOf(before)[control]) continue;
    switch (event.type) {
      case 'edit.start':
        Object.assign(expected, { phase: 'editing', saved: false, fieldProblems: {}, problem: null });
        break;
      case 'edit.cancel':
        backToProfile();
        break;
      case 'edit.submit': {
        const values = event.values as ProfileFormValues;
        const verdict = verdictOf(values, expected.user.name);
        if (verdict === 'unchanged') backToProfile();
        else if ('refuse' in verdict) {
          expected.problem = null;
          expected.fieldProblems = Object.fromEntries(Object.entries(verdict.refuse).map(([field, key]) => [field, { key, values: {} }]));
        } else Object.assign(expected, { phase: 'saving', submitted: values, fieldProblems: {}, problem: null, sent: [...expected.sent, verdict.send] });
        break;
      }
      case 'session.ended':
        sessionEnds();
        break;
      case 'xstate.done.actor.saveProfile':
        backToProfile();
        Object.assign(expected, { user: event.output, saved: true, handedOn: [...expected.handedOn, event.output] });
        break;
      case 'xstate.error.actor.saveProfile': {
        // A 401 ends the session before the page hears the answer.
        if (isUnauthorized(event.error)) {
          sessionEnds();
          break;
        }
        const problem = shownProblemOf(event.error);
        const fields = Object.fromEntries(Object.entries(problem.fields).map(([field, message]) => [field, { message }]));
        Object.assign(expected, { phase: 'editing', fieldProblems: fields, problem: problem.key });
        break;
      }
    }
  }
  return expected;
}

function check(observation: Observation<Machine, ProfileWorld>): void {
  const { snapshot, world, trace } = observation;
  const expected = replay(observation);

  // What reached the server: only the changed fields of forms the contract accepts, one at a time.
  expect(world.calls.started.map((call) => call.input)).toEqual(expected.sent);
  expect(world.calls.pending.length).toBe(expected.phase === 'saving' ? 1 : 0);
  // What was kept for the tab and handed to the session.
  expect(world.stored).toEqual(expected.stored);
  expect(world.handedOn).toEqual(expected.handedOn);

  // What the page shows.
  const viewing = expected.phase === 'viewing';
  expect(profileModeOf(snapshot)).toBe(viewing ? 'viewing' : 'editing');
  expect(profileUserOf(snapshot)).toEqual(expected.user);
  expect(isSavedShown(snapshot)).toBe(viewing && expected.saved);
  expect(returnsFocusToEdit(snapshot)).toBe(viewing && expected.returned);
  if (!viewing) {
    const form = profileFormOf(snapshot);
    expect(form.values).toEqual(expected.draft ?? (expected.user.name === LAN ? RENAMED : AS_IS));
    expect(form.draftKept).toBe(expected.draft !== null);
    expect(form.busy).toBe(expected.phase === 'saving' || expected.phase === 'ended');
    expect(form.fieldProblems).toEqual(expected.fieldProblems);
    expect(form.problem?.key ?? null).toBe(Object.keys(expected.fieldProblems).length ? null : expected.problem);
  }

  // A control the page does not offer changes nothing.
  for (const { event, before, after } of trace) {
    const control = PROFILE_CONTROL_OF_EVENT[event.type];
    if (control && !profileActionsOf(before)[control]) expect({ value: after.value, context: after.context }).toEqual({ value: before.value, context: before.context });
  }
}

function sampler(snapshot: ProfileSnapshot): SampleEvent[] {
  return [
    { type: 'edit.start' },
    { type: 'edit.cancel' },
    // A sign-out, or a 401 from another call, while the page is open.
    { type: 'session.ended' },
    ...[AS_IS, RENAMED, BAD_EMAIL].map((values) => ({ type: 'edit.submit', values })),
    // The server answers the profile with the changes made.
    { type: 'xstate.done.actor.saveProfile', output: { ...snapshot.context.user, ...snapshot.context.changes } },
    { type: 'xstate.error.actor.saveProfile', error: unauthorized() },
    { type: 'xstate.error.actor.saveProfile', error: networkDown() },
    { type: 'xstate.error.actor.saveProfile', error: apiError('validation_failed', 400, { fields: { email: SERVER_REASON } }) },
  ];
}

/** The renamed profile submitted, and the server's answer that saved it. */
const SUBMIT_RENAMED = { type: 'edit.submit', values: RENAMED };
const SAVED_RENAMED = { type: 'xstate.done.actor.saveProfile', output: { ...USER, name: LAN } };

describeModel({
  name: 'profile',
  create: createProfileMachine,
  starts,
  world: (input): ProfileWorld => {
    return { ...createBaseWorld(), stored: input.storedDraft ?? null, handedOn: [] };
  },
  // The API client reports a 401 to the session before the caller hears of it; the session has ended then.
  precede: (event) => (event.type.startsWith('xstate.error.actor.') && isUnauthorized(event.error) ? [{ type: 'session.ended' }] : []),
  provide: (candidate, world) =>
    candidate.provide({
      actors: { saveProfile: world.calls.fake('saveProfile'), watchSession: fromCallback(() => {}) },
      actions: {
        userSaved: (_, { user }) => void world.handedOn.push(user),
        keepDraft: (_, draft) => void (world.stored = draft),
        dropDraft: () => void (world.stored = null),
      },
    }),
  sampler,
  check,
  journeys: {
    'a revoked session keeps the edit being saved': {
      start: 'the page opens',
      events: [
        { type: 'edit.start' },
        SUBMIT_RENAMED,
        { type: 'xstate.error.actor.saveProfile', error: unauthorized() },
      ],
    },
    'back after signing in again, the kept edit is saved': {
      start: 'back after the session ended, the edit kept',
      events: [
        SUBMIT_RENAMED,
        SAVED_RENAMED,
      ],
    },
    'saved, edited again and cancelled: the saved notice goes with the next edit': {
      start: 'the page opens',
      events: [
        { type: 'edit.start' },
        SUBMIT_RENAMED,
        SAVED_RENAMED,
        { type: 'edit.start' },
        { type: 'edit.cancel' },
      ],
    },
    'rename, fail on the network, save again': {
      start: 'the page opens',
      events: [
        { type: 'edit.start' },
        SUBMIT_RENAMED,
        { type: 'xstate.error.actor.saveProfile', error: networkDown() },
        SUBMIT_RENAMED,
        SAVED_RENAMED,
      ],
    },
  },
});
