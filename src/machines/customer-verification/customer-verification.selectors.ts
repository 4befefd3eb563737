import type { CustomerProfile } from '../../api/contract/gene-test';
import type { CallProblem } from '../calls/call-problem';
import type { FieldProblems } from '../forms/field-problems';
import type { CustomerVerificationSnapshot } from './customer-verification.machine';

/** What the customer-verification page shows: the form, or the test it linked. */

export interface VerificationForm {
  /** Each refused field's reason: the browser's check, or the server's. */
  fieldProblems: FieldProblems;
  /** A failed call said once for the whole form (when no field says it). */
  problem: CallProblem | null;
  /** The kit code and date are being checked: the form waits. */
  busy: boolean;
  /** The form replaced a linked test ("link another"): its first field takes the focus. */
  focusFirstField: boolean;
}

export function verificationFormOf(snapshot: CustomerVerificationSnapshot): VerificationForm {
  const { fieldProblems, problem } = snapshot.context;
  return {
    fieldProblems,
    problem: Object.keys(fieldProblems).length === 0 ? problem : null,
    busy: snapshot.matches('submitting'),
    focusFirstField: snapshot.context.again,
  };
}

/** For useSelector: the same form to show. */
export function sameVerificationForm(a: VerificationForm, b: VerificationForm): boolean {
  return a.fieldProblems === b.fieldProblems && a.problem === b.problem && a.busy === b.busy && a.focusFirstField === b.focusFirstField;
}

/** The profile the test now belongs to, once linked. */
export function linkedProfileOf(snapshot: CustomerVerificationSnapshot): CustomerProfile | null {
  return snapshot.matches('verified') ? snapshot.context.profile : null;
}

/** What the page lets the user do now. */
export interface VerificationActions {
  submit: boolean;
  linkAnother: boolean;
}

export function verificationActionsOf(snapshot: CustomerVerificationSnapshot): VerificationActions {
  return { submit: snapshot.matches('editing'), linkAnother: snapshot.matches('verified') };
}

/** The control each event of the page comes from. */
export const VERIFICATION_CONTROL_OF_EVENT: Readonly<Record<string, keyof VerificationActions>> = {
  'verify.submit': 'submit',
  'verify.again': 'linkAnother',
};
