import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { UserProfile } from '../../api/contract/user-profile';
import { USER, apiError, networkDown } from '../auth/auth.fixtures';
import { createModelHarness } from '../auth/model-harness';
import type { ModelStepEvent } from '../auth/model-harness';
import { assertFullCoverage, formatCoverage, planModelTest } from '../testing/model-test';
import { profileMachine } from './profile.machine';
import type { ProfileEvent } from './profile.machine';
import type { ProfileFormValues } from './profile-form';

/**
 * Model-based test of the profile page: the model walks view / edit / save with a valid change,
 * no change and a refused form, and the server's success, refusal (with a field) and failure;
 * a real actor with a fake save call follows every path.
 */

type Snapshot = SnapshotFrom<typeof profileMachine>;

let savedUsers: UserProfile[] = [];
const harness = createModelHarness({
  machine: profileMachine,
  provide: (calls) =>
    profileMachine.provide({
      actors: { saveProfile: calls.fake('saveProfile') },
      actions: { userSaved: (_, { user }) => void savedUsers.push(user) },
    }),
});

const formOf = (user: UserProfile): ProfileFormValues => ({
  name: user.name ?? '',
  gender: user.gender === null ? '' : String(user.gender),
  email: user.email ?? '',
  dateOfBirth: user.dateOfBirth ?? '',
  preferredContactChannel: user.preferredContactChannel ?? '',
});

const RENAMED = 'Nguyễn Thị Lan';
const SERVER_REASON = 'Địa chỉ email này không nhận được thư.';

function sampleEvents(snapshot: Snapshot): ModelStepEvent[] {
  const { context } = snapshot;
  const form = formOf(context.user);
  return [
    { type: 'edit.start' },
    { type: 'edit.cancel' },
    { type: 'edit.submit', values: { ...form, name: context.user.name === RENAMED ? 'Nguyễn Văn An' : RENAMED } },
    { type: 'edit.submit', values: form },
    { type: 'edit.submit', values: { ...form, email: 'not-an-email' } },
    { type: 'xstate.done.actor.saveProfile', output: { ...context.user, ...context.changes } },
    { type: 'xstate.error.actor.saveProfile', error: apiError('validation_failed', 400, { fields: { email: SERVER_REASON } }) },
    { type: 'xstate.error.actor.saveProfile', error: networkDown() },
  ];
}

const states: Record<string, (snapshot: Snapshot) => void> = {
  viewing: (s) => {
    harness.agrees(s);
    expect(harness.inFlight()).toBeUndefined();
    expect(s.context.changes).toBeNull();
    // What was handed to the auth machine is what the page shows.
    if (s.context.saved) expect(savedUsers.at(-1)).toEqual(s.context.user);
    else expect(s.context.problem).toBeNull();
  },
  editing: (s) => {
    harness.agrees(s);
    expect(harness.inFlight()).toBeUndefined();
    expect(s.context.saved).toBe(false);
    if (s.context.problem?.key === 'invalid') expect(s.context.fieldProblems).toEqual({ email: { message: SERVER_REASON } });
    if (s.context.problem === null && Object.keys(s.context.fieldProblems).length) {
      expect(s.context.fieldProblems).toEqual({ email: { key: 'field.invalid_email', values: {} } });
    }
  },
  saving: (s) => {
    harness.agrees(s);
    expect(s.context.changes).not.toBeNull();
    expect(Object.keys(s.context.changes ?? {})).toEqual(['name']);
    expect(harness.inFlight()).toEqual({ name: 'saveProfile', input: s.context.changes });
  },
};

const plan = planModelTest({
  machine: harness.model,
  input: { user: USER },
  events: sampleEvents as (snapshot: Snapshot) => ProfileEvent[],
  states,
  onEvent: harness.onEvent(['edit.start', 'edit.cancel', 'edit.submit', 'xstate.done.actor.saveProfile', 'xstate.error.actor.saveProfile']),
  journeys: {
    'rename, fail on the network, save again': [
      { type: 'edit.start' },
      { type: 'edit.submit', values: { ...formOf(USER), name: RENAMED } },
      { type: 'xstate.error.actor.saveProfile', error: networkDown() },
      { type: 'edit.submit', values: { ...formOf(USER), name: RENAMED } },
      { type: 'xstate.done.actor.saveProfile', output: { ...USER, name: RENAMED } },
    ] as ProfileEvent[],
  },
});

describe('profile machine model', () => {
  it.each(plan.cases)('$description', async ({ run }) => {
    savedUsers = [];
    harness.start({ user: USER });
    await run();
  });

  it('covers every state node and event type', () => {
    console.info(formatCoverage('profile', plan.coverage), `(${plan.cases.length} paths)`);
    assertFullCoverage(plan.coverage);
  });
});
