import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { customerVerificationRequestSchema } from '../../api/contract/gene-test';
import type { CustomerProfile, CustomerVerificationRequest } from '../../api/contract/gene-test';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { fieldProblemsOf, serverFieldProblems } from '../forms/field-problems';
import type { FieldProblem } from '../forms/field-problems';

/**
 * Customer verification (spec §2, §4): the user proves a gene test is theirs or their family's
 * with the kit code printed on the kit and the tested person's date of birth
 * (POST /customer/verify/); the customer profile is then linked to the account and shows among
 * the gene-test profiles. The form is checked against the contract before it is sent.
 *
 *   editing ──verify.submit (the contract accepts it)──▶ submitting ──done──▶ verified ──verify.again──▶ editing
 *   editing ──verify.submit (refused)──▶ editing, with each field's problem;  submitting ──error──▶ editing
 *
 * The edge supplies the `verifyCustomer` actor (src/api/gene-tests.ts).
 */

export interface VerificationFormValues {
  kitCode: string;
  dateOfBirth: string;
}

export interface CustomerVerificationContext {
  request: CustomerVerificationRequest | null;
  fieldProblems: Record<string, FieldProblem>;
  problem: CallProblem | null;
  /** The profile linked by the last verification. */
  profile: CustomerProfile | null;
  /** The form came back for another test: its first field takes the focus. */
  again: boolean;
}

export type CustomerVerificationEvent = { type: 'verify.submit'; values: VerificationFormValues } | { type: 'verify.again' };

export function checkVerificationForm(values: VerificationFormValues) {
  return customerVerificationRequestSchema.safeParse({ kitCode: values.kitCode, dateOfBirth: values.dateOfBirth.trim() });
}

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
export function createCustomerVerificationMachine() {
  return setup({
    types: {
      context: {} as CustomerVerificationContext,
      events: {} as CustomerVerificationEvent,
    },
    actors: {
      verifyCustomer: fromPromise<CustomerProfile, CustomerVerificationRequest>(notSupplied('verifyCustomer')),
    },
    guards: {
      isRefused: (_, params: { values: VerificationFormValues }) => !checkVerificationForm(params.values).success,
    },
    actions: {
      refuse: assign((_, params: { values: VerificationFormValues }) => {
        const check = checkVerificationForm(params.values);
        return { fieldProblems: check.success ? {} : fieldProblemsOf(check.error), problem: null };
      }),
      storeRequest: assign((_, params: { values: VerificationFormValues }) => {
        const check = checkVerificationForm(params.values);
        return { request: check.success ? check.data : null, fieldProblems: {}, problem: null };
      }),
      storeProfile: assign((_, params: { profile: CustomerProfile }) => ({ profile: params.profile, request: null })),
      setProblem: assign((_, params: { error: unknown }) => {
        const problem = toCallProblem(params.error);
        return { problem, fieldProblems: serverFieldProblems(problem.fields), request: null };
      }),
      startAgain: assign({ profile: null, problem: null, fieldProblems: {}, request: null, again: true }),
    },
  }).createMachine({
    id: 'customerVerification',
    context: { request: null, fieldProblems: {}, problem: null, profile: null, again: false },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'verify.submit': [
            {
              guard: { type: 'isRefused', params: ({ event }) => ({ values: event.values }) },
              actions: { type: 'refuse', params: ({ event }) => ({ values: event.values }) },
            },
            { target: 'submitting', actions: { type: 'storeRequest', params: ({ event }) => ({ values: event.values }) } },
          ],
        },
      },
      submitting: {
        description: 'POST /customer/verify/ with the kit code and the date of birth.',
        invoke: {
          id: 'verifyCustomer',
          src: 'verifyCustomer',
          input: ({ context }) => context.request ?? { kitCode: '', dateOfBirth: '' },
          onDone: { target: 'verified', actions: { type: 'storeProfile', params: ({ event }) => ({ profile: event.output }) } },
          onError: { target: 'editing', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      verified: {
        description: 'The test is linked to the account.',
        on: { 'verify.again': { target: 'editing', actions: 'startAgain' } },
      },
    },
  });
}

/** The machine's type; whoever runs it builds its own with `createCustomerVerificationMachine()` (no instance at module load). */
export type CustomerVerificationMachine = ReturnType<typeof createCustomerVerificationMachine>;

export type CustomerVerificationSnapshot = SnapshotFrom<CustomerVerificationMachine>;
