import { expect } from '../testing/oracle-expect';
import { answersTo, failsOfflineThenAnswers, networkDown, serverDown, unauthorized } from '../calls/call-fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { callsOnlyWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { CUSTOMER, NO_CUSTOMER } from './gene-tests.fixtures';
import { expectCalls, replayLoad } from './gene-tests.oracle';
import { createGeneTestProfilesMachine, type GeneTestProfilesMachine } from './gene-test-profiles.machine';
import type { Customer } from './gene-test-profiles.machine';
import { geneTestCardsOf, profilesProblemOf, profilesStatusOf } from './gene-tests.selectors';

/**
 * The gene-tests list against the spec (§3 "Customer": the people with a gene test, sorted by
 * name, with each test's full state timeline; §4 the call is requested, then succeeds or fails).
 * The oracle reads the page (the selectors) and the calls that reached the fake server: each
 * card says how far its test has come by the steps its timeline has reached.
 */

type Machine = GeneTestProfilesMachine;

function check({ snapshot, world, trace }: Observation<Machine, BaseWorld>): void {
  const expected = replayLoad<Customer>(trace, { notFoundIsFinal: false });
  expectCalls(world.calls, 'loadCustomer', expected, undefined);
  expect(profilesStatusOf(snapshot)).toBe(expected.phase);
  expect(profilesProblemOf(snapshot)?.key ?? null).toBe(expected.phase === 'failed' ? expected.problem : null);
  const cards = geneTestCardsOf(snapshot);
  if (!expected.loaded) return expect(cards).toBeNull();
  const { customerProfiles, geneTestFullStates } = expected.loaded;
  expect(cards?.map((card) => [card.name, card.relationship, card.dateOfBirth, card.kitCode, card.geneTestId])).toEqual(
    customerProfiles.map((profile) => [profile.name, profile.relationship, profile.dateOfBirth, profile.geneTest.kitCode, profile.geneTest.id]),
  );
  for (const card of cards ?? []) {
    const timeline = geneTestFullStates.find((state) => state.geneTestId === card.geneTestId)?.states ?? [];
    expect([card.step, card.steps]).toEqual([timeline.filter((step) => step.reachedAt !== null).length, timeline.length]);
  }
}

describeModel({
  name: 'gene-test profiles',
  create: createGeneTestProfilesMachine,
  starts: { 'the page opens': undefined },
  ...callsOnlyWorld<Machine>('loadCustomer'),
  sampler: () => [
    { type: 'load.retry' },
    ...answersTo('loadCustomer', [CUSTOMER, NO_CUSTOMER], [networkDown(), serverDown(), unauthorized()]),
  ],
  check,
  journeys: {
    'fails offline, is tried again, loads': {
      start: 'the page opens',
      events: [
        ...failsOfflineThenAnswers('loadCustomer', CUSTOMER),
      ],
    },
  },
});
