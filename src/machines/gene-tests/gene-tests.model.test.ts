import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { apiError, networkDown } from '../auth/auth.fixtures';
import { createModelHarness } from '../auth/model-harness';
import { assertFullCoverage, formatCoverage, planModelTest } from '../testing/model-test';
import { CUSTOMER, READY_PROFILE, informationOf } from './gene-tests.fixtures';
import { geneTestDetailMachine } from './gene-test-detail.machine';
import type { GeneTestDetailEvent } from './gene-test-detail.machine';
import { geneTestProfilesMachine } from './gene-test-profiles.machine';
import type { GeneTestProfilesEvent } from './gene-test-profiles.machine';

/** Model-based tests of the gene-test list and detail pages: load, fail, retry, not found. */

describe('gene-test profiles machine model', () => {
  type Snapshot = SnapshotFrom<typeof geneTestProfilesMachine>;
  const harness = createModelHarness({
    machine: geneTestProfilesMachine,
    provide: (calls) => geneTestProfilesMachine.provide({ actors: { loadCustomer: calls.fake('loadCustomer') } }),
  });
  const plan = planModelTest({
    machine: harness.model,
    events: [
      { type: 'load.retry' },
      { type: 'xstate.done.actor.loadCustomer', output: CUSTOMER },
      { type: 'xstate.error.actor.loadCustomer', error: networkDown() },
    ] as unknown as GeneTestProfilesEvent[],
    states: {
      loading: (s: Snapshot) => {
        harness.agrees(s);
        expect(harness.inFlight()).toEqual({ name: 'loadCustomer', input: undefined });
      },
      loaded: (s: Snapshot) => {
        harness.agrees(s);
        expect(s.context.customer).toEqual(CUSTOMER);
        expect(s.context.problem).toBeNull();
        expect(harness.inFlight()).toBeUndefined();
      },
      failed: (s: Snapshot) => {
        harness.agrees(s);
        expect(s.context.problem?.key).toBe('network');
        expect(harness.inFlight()).toBeUndefined();
      },
    },
    onEvent: harness.onEvent(['load.retry', 'xstate.done.actor.loadCustomer', 'xstate.error.actor.loadCustomer']),
    journeys: {
      'fails, is retried, loads': [
        { type: 'xstate.error.actor.loadCustomer', error: networkDown() },
        { type: 'load.retry' },
        { type: 'xstate.done.actor.loadCustomer', output: CUSTOMER },
      ] as unknown as GeneTestProfilesEvent[],
    },
  });

  it.each(plan.cases)('$description', async ({ run }) => {
    harness.start(undefined as never);
    await run();
  });

  it('covers every state node and event type', () => {
    console.info(formatCoverage('gene-test profiles', plan.coverage), `(${plan.cases.length} paths)`);
    assertFullCoverage(plan.coverage);
  });
});

describe('gene-test detail machine model', () => {
  type Snapshot = SnapshotFrom<typeof geneTestDetailMachine>;
  const id = READY_PROFILE.geneTest.id;
  const harness = createModelHarness({
    machine: geneTestDetailMachine,
    provide: (calls) => geneTestDetailMachine.provide({ actors: { loadGeneTest: calls.fake('loadGeneTest') } }),
  });
  const plan = planModelTest({
    machine: harness.model,
    input: { id },
    events: [
      { type: 'load.retry' },
      { type: 'xstate.done.actor.loadGeneTest', output: informationOf(READY_PROFILE) },
      { type: 'xstate.error.actor.loadGeneTest', error: apiError('not_found', 404) },
      { type: 'xstate.error.actor.loadGeneTest', error: apiError('internal', 500) },
    ] as unknown as GeneTestDetailEvent[],
    states: {
      loading: (s: Snapshot) => {
        harness.agrees(s);
        expect(harness.inFlight()).toEqual({ name: 'loadGeneTest', input: { id } });
      },
      loaded: (s: Snapshot) => {
        harness.agrees(s);
        expect(s.context.information?.geneTest.id).toBe(id);
        expect(harness.inFlight()).toBeUndefined();
      },
      notFound: (s: Snapshot) => {
        harness.agrees(s);
        expect(s.context.information).toBeNull();
        expect(harness.inFlight()).toBeUndefined();
      },
      failed: (s: Snapshot) => {
        harness.agrees(s);
        expect(s.context.problem?.key).toBe('server');
        expect(harness.inFlight()).toBeUndefined();
      },
    },
    onEvent: harness.onEvent(['load.retry', 'xstate.done.actor.loadGeneTest', 'xstate.error.actor.loadGeneTest']),
    journeys: {
      'fails, is retried, is not found': [
        { type: 'xstate.error.actor.loadGeneTest', error: apiError('internal', 500) },
        { type: 'load.retry' },
        { type: 'xstate.error.actor.loadGeneTest', error: apiError('not_found', 404) },
      ] as unknown as GeneTestDetailEvent[],
    },
  });

  it.each(plan.cases)('$description', async ({ run }) => {
    harness.start({ id });
    await run();
  });

  it('covers every state node and event type', () => {
    console.info(formatCoverage('gene-test detail', plan.coverage), `(${plan.cases.length} paths)`);
    assertFullCoverage(plan.coverage);
  });
});
