import { expect } from '../testing/oracle-expect';
import type { CallProblemKey } from '../calls/call-problem';
import { apiError, networkDown, rateLimited, shownProblemOf } from '../calls/call-fixtures';
import type { FieldProblems } from '../forms/field-problems';
import { ANALYSING_PROFILE, READY_PROFILE } from '../gene-tests/gene-tests.fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { callsOnlyWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import type { CustomerProfile } from '../../api/contract/gene-test';
import { createCustomerVerificationMachine, type CustomerVerificationMachine } from './customer-verification.machine';
import type { VerificationFormValues } from './customer-verification.machine';
import { VERIFICATION_CONTROL_OF_EVENT, linkedProfileOf, verificationActionsOf, verificationFormOf } from './customer-verification.selectors';

/**
 * Customer verification against the spec (§2, §4: the user links a gene test with the kit code
 * printed on the kit and the tested person's date of birth) and its contract (a kit code is
 * letters, digits and dashes, read in capitals; the date is a real date, not in the future; the
 * server answers 404 when nothing matches, 409 when the test is another account's, 429 past its
 * limit). Each form typed here carries the verdict the contract gives it, written by hand: what
 * the browser refuses (and why, per field) never reaches the server; what it accepts is sent as
 * the contract reads it. The oracle reads the page (the selectors) and the fake server's calls.
 */

type Verdict = { send: { kitCode: string; dateOfBirth: string } } | { refuse: Record<string, string> };

const FORMS: ReadonlyArray<{ values: VerificationFormValues; verdict: Verdict }> = [
  { values: { kitCode: ' gw-24-10001 ', dateOfBirth: '1988-04-12' }, verdict: { send: { kitCode: 'GW-24-10001', dateOfBirth: '1988-04-12' } } },
  { values: { kitCode: '?', dateOfBirth: '1988-02-30' }, verdict: { refuse: { kitCode: 'field.invalid_format', dateOfBirth: 'field.invalid_date' } } },
  { values: { kitCode: 'GW-24-10001', dateOfBirth: '2999-01-01' }, verdict: { refuse: { dateOfBirth: 'field.date_in_future' } } },
  // A browser without a date picker lets spaces through: the date is read without them.
  { values: { kitCode: 'GW-24-10001', dateOfBirth: ' 1988-04-12 ' }, verdict: { send: { kitCode: 'GW-24-10001', dateOfBirth: '1988-04-12' } } },
];

const verdictOf = (values: unknown): Verdict => {
  const form = FORMS.find((candidate) => JSON.stringify(candidate.values) === JSON.stringify(values));
  if (!form) throw new Error(`No verdict written for ${JSON.stringify(values)}`);
  return form.verdict;
};

const SERVER_REASON = 'Mã bộ kit không đúng định dạng.';

type Machine = CustomerVerificationMachine;

interface Expected {
  step: 'form' | 'linked';
  busy: boolean;
  fieldProblems: FieldProblems;
  problem: CallProblemKey | null;
  linked: CustomerProfile | null;
  again: boolean;
  requests: Array<{ kitCode: string; dateOfBirth: string }>;
}

function replay({ trace }: Observation<Machine, BaseWorld>): Expected {
  const expected: Expected = { step: 'form', busy: false, fieldProblems: {}, problem: null, linked: null, again: false, requests: [] };
  for (const { event, before } of trace) {
    const control = VERIFICATION_CONTROL_OF_EVENT[event.type];
    if (control && !verificationActionsOf(before)[control]) continue;
    if (event.type === 'verify.submit') {
      const verdict = verdictOf(event.values);
      if ('send' in verdict) Object.assign(expected, { busy: true, fieldProblems: {}, problem: null, requests: [...expected.requests, verdict.send] });
      else Object.assign(expected, { problem: null, fieldProblems: Object.fromEntries(Object.entries(verdict.refuse).map(([field, key]) => [field, { key, values: {} }])) });
    }
    if (event.type === 'verify.again') Object.assign(expected, { step: 'form', linked: null, again: true, fieldProblems: {}, problem: null });
    if (event.type === 'xstate.done.actor.verifyCustomer') Object.assign(expected, { step: 'linked', busy: false, linked: event.output as CustomerProfile });
    if (event.type === 'xstate.error.actor.verifyCustomer') {
      const problem = shownProblemOf(event.error);
      const fields = Object.fromEntries(Object.entries(problem.fields).map(([field, message]) => [field, { message }]));
      Object.assign(expected, { busy: false, fieldProblems: fields, problem: Object.keys(fields).length ? null : problem.key });
    }
  }
  return expected;
}

function check(observation: Observation<Machine, BaseWorld>): void {
  const { snapshot, world, trace } = observation;
  const expected = replay(observation);
  // What reached the server: exactly the forms the contract accepts, as it reads them, one at a time.
  expect(world.calls.started.map((call) => call.input)).toEqual(expected.requests);
  expect(world.calls.pending.length).toBe(expected.busy ? 1 : 0);
  expect(linkedProfileOf(snapshot)).toEqual(expected.linked);
  // The form is offered while it waits for nothing; "link another" once a test is linked.
  expect(verificationActionsOf(snapshot)).toEqual({ submit: expected.step === 'form' && !expected.busy, linkAnother: expected.step === 'linked' });
  if (expected.step === 'form') {
    const form = verificationFormOf(snapshot);
    expect(form.busy).toBe(expected.busy);
    expect(form.fieldProblems).toEqual(expected.fieldProblems);
    expect(form.problem?.key ?? null).toBe(expected.problem);
    expect(form.focusFirstField).toBe(expected.again);
  }
  // A control the page does not offer changes nothing.
  for (const { event, before, after } of trace) {
    const control = VERIFICATION_CONTROL_OF_EVENT[event.type];
    if (control && !verificationActionsOf(before)[control]) expect({ value: after.value, context: after.context }).toEqual({ value: before.value, context: before.context });
  }
}

const sampler = (): SampleEvent[] => [
  ...FORMS.map(({ values }) => ({ type: 'verify.submit', values })),
  { type: 'verify.again' },
  { type: 'xstate.done.actor.verifyCustomer', output: READY_PROFILE },
  { type: 'xstate.done.actor.verifyCustomer', output: ANALYSING_PROFILE },
  { type: 'xstate.error.actor.verifyCustomer', error: apiError('not_found', 404) },
  { type: 'xstate.error.actor.verifyCustomer', error: apiError('conflict', 409) },
  { type: 'xstate.error.actor.verifyCustomer', error: apiError('validation_failed', 400, { fields: { kitCode: SERVER_REASON } }) },
  { type: 'xstate.error.actor.verifyCustomer', error: rateLimited(60) },
  { type: 'xstate.error.actor.verifyCustomer', error: networkDown() },
];

describeModel({
  name: 'customer verification',
  create: createCustomerVerificationMachine,
  starts: { 'the page opens': undefined },
  ...callsOnlyWorld<Machine>('verifyCustomer'),
  sampler,
  check,
  journeys: {
    'a wrong date is refused, then the right one links the test': {
      start: 'the page opens',
      events: [
        { type: 'verify.submit', values: FORMS[2].values },
        { type: 'verify.submit', values: FORMS[0].values },
        { type: 'xstate.error.actor.verifyCustomer', error: apiError('not_found', 404) },
        { type: 'verify.submit', values: FORMS[0].values },
        { type: 'xstate.done.actor.verifyCustomer', output: READY_PROFILE },
        { type: 'verify.again' },
      ],
    },
  },
});
