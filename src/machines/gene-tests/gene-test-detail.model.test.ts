import { expect } from '../testing/oracle-expect';
import { apiError, answersTo, networkDown, serverDown } from '../calls/call-fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { callsOnlyWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { ANALYSING_PROFILE, READY_PROFILE, informationOf } from './gene-tests.fixtures';
import { expectCalls, replayLoad } from './gene-tests.oracle';
import { createGeneTestDetailMachine, type GeneTestDetailMachine } from './gene-test-detail.machine';
import type { GeneTestDetailInput } from './gene-test-detail.machine';
import type { GeneTestInformation } from '../../api/contract/gene-test';
import { detailProblemOf, detailStatusOf, geneTestInformationOf } from './gene-tests.selectors';

/**
 * One gene test against the spec (§4 "genetic test information": the test, the tested person
 * and the timeline, with the report results once ready; the call is requested, then succeeds or
 * fails). An unknown id or another user's test answers 404: the page says the test is not on
 * the account and offers no retry. The oracle reads the page (the selectors) and the calls.
 */

type Machine = GeneTestDetailMachine;

const starts: Record<string, GeneTestDetailInput> = {
  'a ready test': { id: READY_PROFILE.geneTest.id },
  'a test being analysed': { id: ANALYSING_PROFILE.geneTest.id },
};

function check({ snapshot, world, trace, input }: Observation<Machine, BaseWorld>): void {
  const expected = replayLoad<GeneTestInformation>(trace, { notFoundIsFinal: true });
  expectCalls(world.calls, 'loadGeneTest', expected, { id: input.id });
  expect(detailStatusOf(snapshot)).toBe(expected.phase);
  expect(detailProblemOf(snapshot)?.key ?? null).toBe(expected.phase === 'failed' ? expected.problem : null);
  expect(geneTestInformationOf(snapshot)).toEqual(expected.phase === 'loaded' ? expected.loaded : null);
}

const notFound = () => apiError('not_found', 404);

describeModel({
  name: 'gene-test detail',
  create: createGeneTestDetailMachine,
  starts,
  ...callsOnlyWorld<Machine>('loadGeneTest'),
  sampler: (snapshot) => [
    { type: 'load.retry' },
    ...answersTo('loadGeneTest', [informationOf(snapshot.context.id === READY_PROFILE.geneTest.id ? READY_PROFILE : ANALYSING_PROFILE)], [notFound(), networkDown(), serverDown()]),
  ],
  check,
  journeys: {
    'fails, is tried again, is not on the account': {
      start: 'a ready test',
      events: [
        { type: 'xstate.error.actor.loadGeneTest', error: serverDown() },
        { type: 'load.retry' },
        { type: 'xstate.error.actor.loadGeneTest', error: notFound() },
      ],
    },
  },
});
