import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { apiError, rateLimited } from '../auth/auth.fixtures';
import { createModelHarness } from '../auth/model-harness';
import type { ModelStepEvent } from '../auth/model-harness';
import { READY_PROFILE } from '../gene-tests/gene-tests.fixtures';
import { assertFullCoverage, formatCoverage, planModelTest } from '../testing/model-test';
import { checkVerificationForm, customerVerificationMachine } from './customer-verification.machine';
import type { CustomerVerificationEvent } from './customer-verification.machine';

/**
 * Model-based test of customer verification: a form refused by the browser, the server's "no
 * such test" (404), "linked to another account" (409), a rate limit, and a linked test.
 */

type Snapshot = SnapshotFrom<typeof customerVerificationMachine>;

const GOOD = { kitCode: ' gw-24-10001 ', dateOfBirth: '1988-04-12' };
const BAD = { kitCode: '?', dateOfBirth: '1988-02-30' };

const harness = createModelHarness({
  machine: customerVerificationMachine,
  provide: (calls) => customerVerificationMachine.provide({ actors: { verifyCustomer: calls.fake('verifyCustomer') } }),
});

const events: ModelStepEvent[] = [
  { type: 'verify.submit', values: GOOD },
  { type: 'verify.submit', values: BAD },
  { type: 'verify.again' },
  { type: 'xstate.done.actor.verifyCustomer', output: READY_PROFILE },
  { type: 'xstate.error.actor.verifyCustomer', error: apiError('not_found', 404) },
  { type: 'xstate.error.actor.verifyCustomer', error: apiError('conflict', 409) },
  { type: 'xstate.error.actor.verifyCustomer', error: rateLimited(60) },
];

const plan = planModelTest({
  machine: harness.model,
  events: events as unknown as CustomerVerificationEvent[],
  states: {
    editing: (s: Snapshot) => {
      harness.agrees(s);
      expect(harness.inFlight()).toBeUndefined();
      expect(s.context.profile).toBeNull();
      expect(s.context.request).toBeNull();
      if (s.context.problem === null && Object.keys(s.context.fieldProblems).length > 0) {
        expect(s.context.fieldProblems).toEqual({ kitCode: { key: 'field.invalid_format', values: {} }, dateOfBirth: { key: 'field.invalid_date', values: {} } });
      }
    },
    submitting: (s: Snapshot) => {
      harness.agrees(s);
      // The kit code goes trimmed and in capitals, as the contract reads it.
      expect(harness.inFlight()).toEqual({ name: 'verifyCustomer', input: { kitCode: 'GW-24-10001', dateOfBirth: '1988-04-12' } });
      expect(s.context.problem).toBeNull();
    },
    verified: (s: Snapshot) => {
      harness.agrees(s);
      expect(s.context.profile).toEqual(READY_PROFILE);
      expect(harness.inFlight()).toBeUndefined();
    },
  },
  onEvent: harness.onEvent([...new Set(events.map((event) => event.type))]),
});

describe('customer verification machine model', () => {
  it.each(plan.cases)('$description', async ({ run }) => {
    harness.start(undefined as never);
    await run();
  });

  it('covers every state node and event type', () => {
    console.info(formatCoverage('customer verification', plan.coverage), `(${plan.cases.length} paths)`);
    assertFullCoverage(plan.coverage);
  });

  it('checks the form against the contract', () => {
    expect(checkVerificationForm(GOOD)).toMatchObject({ success: true, data: { kitCode: 'GW-24-10001' } });
    expect(checkVerificationForm({ kitCode: 'GW-24-10001', dateOfBirth: '2999-01-01' }).success).toBe(false);
  });
});
