import type { CallProblem } from '../calls/call-problem';
import { deliveryProblems } from '../checkout/delivery-form';
import type { DeliveryField } from '../checkout/delivery-form';
import type { FieldProblem } from '../forms/field-problems';
import type { LocationsActor } from '../locations/locations.machine';
import type { Campaign, CodeClaimSnapshot, IssuedCode } from './code-claim.machine';
import { phaseOf } from '../phase-of';

/** What the claim page shows: the campaign, the form (problems once tried), the code issued. */

export type ClaimPhase = 'loading' | 'notFound' | 'failed' | 'editing' | 'claiming' | 'claimed' | 'alreadyClaimed';

export function claimPhaseOf(snapshot: CodeClaimSnapshot): ClaimPhase {
  return phaseOf<CodeClaimSnapshot, ClaimPhase>(snapshot, [['loading', 'loading'], ['notFound', 'notFound'], ['failed', 'failed'], [{ form: 'claiming' }, 'claiming'], [{ form: 'claimed' }, 'claimed'], [{ form: 'alreadyClaimed' }, 'alreadyClaimed']], 'editing');
}

export function campaignOf(snapshot: CodeClaimSnapshot): Campaign | null {
  return snapshot.matches('form') ? snapshot.context.campaign : null;
}

export function claimValuesOf(snapshot: CodeClaimSnapshot) {
  return snapshot.context.values;
}

export function claimProblemsOf(snapshot: CodeClaimSnapshot): Partial<Record<DeliveryField, FieldProblem>> {
  const { attempted, phoneRules } = snapshot.context;
  // Nothing is checked before the phone rules are there (the form shows only with them).
  if (!attempted || !phoneRules) return {};
  const problems = deliveryProblems(phoneRules, { ...snapshot.context.values, email: '' });
  for (const [field, message] of Object.entries(snapshot.context.problem?.fields ?? {})) {
    const mine = ({ name: 'name', phoneNumber: 'phone', provinceId: 'provinceId', wardId: 'wardId', locationDetail: 'address' } as Record<string, DeliveryField>)[field.split('.')[0]];
    if (mine) problems[mine] ??= { message };
  }
  return problems;
}

/** The province and ward lists' own actor (../locations), with the form: the page's selects read it and send it the wards' retry. */
export function claimLocationsOf(snapshot: CodeClaimSnapshot): LocationsActor | null {
  return snapshot.matches('form') ? (snapshot.children.locations ?? null) : null;
}

export function issuedCodeOf(snapshot: CodeClaimSnapshot): IssuedCode | null {
  return snapshot.matches({ form: 'claimed' }) ? snapshot.context.issued : null;
}

/** The failure shown: the page's (failed) or the claim's (back to editing). */
export function claimFailureOf(snapshot: CodeClaimSnapshot): CallProblem | null {
  return snapshot.matches('failed') || snapshot.matches({ form: 'editing' }) ? snapshot.context.problem : null;
}
