import { expect } from '../../testing/oracle-expect';
import type { UserProfile } from '../../../api/contract/user-profile';
import { isUnauthorized } from '../../calls/call-problem';
import type { CallProblemKey } from '../../calls/call-problem';
import { networkDown, serverDown, shownProblemOf, unauthorized } from '../../calls/call-fixtures';
import { describeModel } from '../../testing/model-suite';
import type { Observation } from '../../testing/model-suite';
import { createBaseWorld } from '../../testing/run';
import type { BaseWorld } from '../../testing/run';
import type { SampleEvent } from '../../testing/paths';
import { NEW_TOKEN, STORED_TOKEN, USER } from './session.fixtures';
import { createSessionMachine, type SessionMachine } from './session.machine';
import type { SessionEnd, SessionInput } from './session.machine';
import { isSignedIn, profileProblemOf, sessionActionsOf, sessionPhaseOf, signedOutBecause, userOf } from './session.selectors';
import type { SessionPhase } from './session.selectors';

/**
 * The session against the spec (§4: the verified key is stored as the auth token; sign-out
 * clears it and resets the state; a 401 from any call signs out; §8 the API client reports every
 * 401). The world plays the API client: a call answered 401 first tells the session
 * (`session.unauthorized`), as src/api/client.ts does. The oracle reads what the user sees (the
 * selectors), the token in storage, the calls made, and how often the router was told to
 * re-check the page.
 */

const UPDATED_USER: UserProfile = { ...USER, name: 'Nguyễn Văn Bình' };

interface SessionWorld extends BaseWorld {
  stored: string | null;
  /** How often the router was asked to re-check the page (sessionChanged). */
  routerChecks: number;
}

type Machine = SessionMachine;

const starts: Record<string, SessionInput> = {
  'no stored token': { token: null },
  'a stored token': { token: STORED_TOKEN },
  'a stored token, the app adopting the first screen the server drew': { token: STORED_TOKEN, overFirstScreen: true },
  'no stored token, over a first screen': { token: null, overFirstScreen: true },
};

function sampler(): SampleEvent[] {
  return [
    { type: 'session.start', token: NEW_TOKEN },
    { type: 'session.resume' },
    { type: 'profile.retry' },
    { type: 'user.updated', user: UPDATED_USER },
    { type: 'session.signOut' },
    { type: 'session.accountDeleted' },
    { type: 'session.unauthorized' },
    { type: 'xstate.done.actor.merge', output: { clientId: 'c', merged: { kidQuizResults: 1 } } },
    { type: 'xstate.error.actor.merge', error: networkDown() },
    ...['loadProfile', 'tokenLogin'].flatMap((id) => [
      { type: `xstate.done.actor.${id}`, output: USER },
      { type: `xstate.error.actor.${id}`, error: networkDown() },
      { type: `xstate.error.actor.${id}`, error: serverDown() },
      { type: `xstate.error.actor.${id}`, error: unauthorized() },
    ]),
    { type: 'xstate.done.actor.signOut', output: null },
    { type: 'xstate.error.actor.signOut', error: networkDown() },
    { type: 'xstate.error.actor.signOut', error: unauthorized() },
  ];
}

interface Expected {
  phase: SessionPhase;
  /** Why the profile failed to load (shown with the retry). */
  problem: CallProblemKey | null;
  token: string | null;
  user: UserProfile | null;
  ended: SessionEnd | null;
  routerChecks: number;
  /**
   * Over the server's first screen (drawn signed out), until the app has taken it over: the page
   * shows signed out as drawn, the stored token is kept and nothing is asked (issue 23 §2).
   */
  adopting: boolean;
  /** Sign-ins the session took (each merges the anonymous user once). */
  starts: number;
  /** Sign-outs asked of the server: one per sign-out the user chose, none for a deleted account (issue 23 §14). */
  revocations: number;
}

const signedInPhases: readonly SessionPhase[] = ['loading', 'ready', 'failed'];

function replay({ input, trace }: Observation<Machine, SessionWorld>): Expected {
  const expected: Expected = input.token
    ? input.overFirstScreen
      ? { phase: 'signedOut', problem: null, token: input.token, user: null, ended: null, routerChecks: 0, adopting: true, starts: 0, revocations: 0 }
      : { phase: 'checking', problem: null, token: input.token, user: null, ended: null, routerChecks: 0, adopting: false, starts: 0, revocations: 0 }
    : { phase: 'signedOut', problem: null, token: null, user: null, ended: null, routerChecks: 1, adopting: false, starts: 0, revocations: 0 };
  const signOut = (ended: SessionEnd) => Object.assign(expected, { phase: 'signedOut', token: null, user: null, ended, routerChecks: expected.routerChecks + 1 });
  const enterSignedIn = (phase: SessionPhase) => {
    if (!signedInPhases.includes(expected.phase)) expected.routerChecks += 1;
    expected.phase = phase;
  };

  for (const { event } of trace) {
    if (expected.adopting) {
      // Taken over: the stored token is checked now. A 401 meanwhile (a call that carried it) ends it.
      if (event.type === 'session.resume') Object.assign(expected, { adopting: false, phase: 'checking' });
      if (event.type === 'session.unauthorized') Object.assign(expected, { adopting: false, token: null, ended: 'expired', routerChecks: expected.routerChecks + 1 });
      continue;
    }
    const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (answer?.[1] === 'error' && isUnauthorized(event.error)) {
      // The API client reports the 401 before the caller hears of it.
      if (expected.phase !== 'signedOut') signOut(expected.phase === 'signingOut' ? 'signedOut' : 'expired');
      continue;
    }
    if (answer) {
      const [, outcome, call] = answer;
      if (call === 'merge') expected.phase = 'loading';
      if (call === 'loadProfile' || call === 'tokenLogin') {
        if (outcome === 'done') expected.user = event.output as UserProfile;
        expected.problem = outcome === 'done' ? null : shownProblemOf(event.error).key;
        enterSignedIn(outcome === 'done' ? 'ready' : 'failed');
      }
      if (call === 'signOut') signOut('signedOut');
      continue;
    }
    switch (event.type) {
      case 'session.start':
        if (expected.phase !== 'signedOut') break;
        Object.assign(expected, { token: event.token as string, user: null, ended: null, starts: expected.starts + 1 });
        enterSignedIn('loading');
        break;
      case 'profile.retry':
        if (expected.phase === 'failed') expected.phase = 'loading';
        break;
      case 'user.updated':
        if (expected.phase === 'ready') expected.user = event.user as UserProfile;
        break;
      case 'session.signOut':
        if (signedInPhases.includes(expected.phase)) Object.assign(expected, { phase: 'signingOut', revocations: expected.revocations + 1 });
        break;
      case 'session.accountDeleted':
        // The account is gone with its tokens: signed out here, nothing asked of the server.
        if (signedInPhases.includes(expected.phase)) signOut('signedOut');
        break;
      case 'session.unauthorized':
        if (expected.phase !== 'signedOut') signOut(expected.phase === 'signingOut' ? 'signedOut' : 'expired');
        break;
    }
  }
  return expected;
}

function check(observation: Observation<Machine, SessionWorld>): void {
  const { snapshot, world } = observation;
  const expected = replay(observation);
  const pending = world.calls.pending.map((call) => call.name);

  expect(sessionPhaseOf(snapshot)).toBe(expected.phase);
  expect(profileProblemOf(snapshot)?.key ?? null).toBe(expected.phase === 'failed' ? expected.problem : null);
  // The token is kept exactly while there is a session: after a sign-out or a 401 it is gone.
  expect(world.stored).toBe(expected.token);
  expect(snapshot.context.token).toBe(expected.token);
  expect(isSignedIn(snapshot)).toBe(expected.token !== null && expected.phase !== 'checking' && !expected.adopting);
  // Over the first screen nothing is asked until the app has taken it over.
  if (expected.adopting) expect(world.calls.started).toEqual([]);
  expect(signedOutBecause(snapshot)).toBe(expected.phase === 'signedOut' ? expected.ended : null);
  if (expected.phase === 'ready') expect(userOf(snapshot)).toEqual(expected.user);
  if (expected.phase === 'signedOut') expect(userOf(snapshot)).toBeNull();
  expect(world.routerChecks).toBe(expected.routerChecks);

  // What runs: the token check, the merge then the profile, the sign-out; nothing else, one at a time.
  expect(pending.length).toBeLessThanOrEqual(1);
  if (expected.phase === 'checking' || expected.phase === 'loading') expect(pending).toHaveLength(1);
  if (expected.phase === 'signingOut') expect(pending).toEqual(['signOut']);
  if (expected.phase === 'signedOut' || expected.phase === 'ready' || expected.phase === 'failed') expect(pending).toEqual([]);
  const merges = world.calls.started.filter((call) => call.name === 'merge').length;
  expect(merges).toBe(expected.starts);
  expect(world.calls.started.filter((call) => call.name === 'signOut').length).toBe(expected.revocations);

  // The page offers sign-out to a signed-in user and a retry when the profile failed.
  expect(sessionActionsOf(snapshot)).toEqual({ signOut: signedInPhases.includes(expected.phase), retryProfile: expected.phase === 'failed' });
}

describeModel({
  name: 'session',
  create: createSessionMachine,
  starts,
  world: (input): SessionWorld => {
    return { ...createBaseWorld(), stored: input.token, routerChecks: 0 };
  },
  // The API client: a call answered 401 first tells the session.
  precede: (event) => (event.type.startsWith('xstate.error.actor.') && isUnauthorized(event.error) ? [{ type: 'session.unauthorized' }] : []),
  provide: (candidate, world) =>
    candidate.provide({
      actors: { merge: world.calls.fake('merge'), loadProfile: world.calls.fake('loadProfile'), signOut: world.calls.fake('signOut') },
      actions: {
        persistToken: (_, { token }) => void (world.stored = token),
        forgetToken: () => void (world.stored = null),
        sessionChanged: () => void (world.routerChecks += 1),
      },
    }),
  sampler,
  check,
  journeys: {
    'a revoked token signs out and says the session expired': {
      start: 'no stored token',
      events: [
        { type: 'session.start', token: NEW_TOKEN },
        { type: 'xstate.done.actor.merge', output: { clientId: 'c', merged: { kidQuizResults: 0 } } },
        { type: 'xstate.done.actor.loadProfile', output: USER },
        { type: 'session.unauthorized' },
      ],
    },
    'sign out while offline still forgets the token': {
      start: 'a stored token',
      events: [
        { type: 'xstate.done.actor.tokenLogin', output: USER },
        { type: 'session.signOut' },
        { type: 'xstate.error.actor.signOut', error: networkDown() },
      ],
    },
  },
});
