import type { Order } from '../../api/contract/checkout';
import type { CallProblem } from '../calls/call-problem';
import { formProblems, invoiceFields, withServerProblems } from './delivery-form';
import type { DeliveryValues, FormProblems, InvoiceRequest, PaymentMethod } from './delivery-form';
import type { LocationsActor } from '../locations/locations.machine';
import type { CheckoutSnapshot } from './checkout.machine';

/**
 * What the checkout page shows: the delivery form as typed (each field's problem once the
 * shopper tried to send it), the province and ward lists (their own actor's), the payment method, the order button
 * (waiting while the order is sent, or while the phone rules it is checked with arrive), the
 * reason an order was refused, the rules' failed load, and the order placed.
 */

export type CheckoutPhase = 'prefilling' | 'editing' | 'awaitingRules' | 'submitting' | 'placed';

export function checkoutPhaseOf(snapshot: CheckoutSnapshot): CheckoutPhase {
  if (snapshot.matches({ form: 'submitting' })) return 'submitting';
  if (snapshot.matches({ form: 'awaitingRules' })) return 'awaitingRules';
  if (snapshot.matches({ form: 'placed' })) return 'placed';
  return snapshot.matches({ form: 'editing' }) ? 'editing' : 'prefilling';
}

export function deliveryValuesOf(snapshot: CheckoutSnapshot): DeliveryValues {
  return snapshot.context.values;
}

/** The VAT invoice as asked for: whether, and its fields as typed (issue 23 §16). */
export function invoiceOf(snapshot: CheckoutSnapshot): InvoiceRequest {
  return snapshot.context.invoice;
}

/** Each field's problem (the delivery's and, when asked for, the VAT invoice's), shown from the first attempt to send the form on. */
export function deliveryProblemsOf(snapshot: CheckoutSnapshot): FormProblems {
  const { attempted, values, invoice, problem, phoneRules } = snapshot.context;
  // Nothing is checked before the phone rules are there (a first submit waits for them).
  if (!attempted || !phoneRules) return {};
  const problems = withServerProblems(formProblems(phoneRules, values, invoice), problem?.fields ?? {});
  // Unticked, the invoice is not asked for (its fields are hidden): a refused order's reasons for them no longer apply.
  if (!invoice.wanted) for (const field of invoiceFields) delete problems[field];
  return problems;
}

export function paymentMethodOf(snapshot: CheckoutSnapshot): PaymentMethod {
  return snapshot.context.paymentMethod;
}

/** The province and ward lists' own actor (../locations): the page's selects read it and send it their retries. */
export function checkoutLocationsOf(snapshot: CheckoutSnapshot): LocationsActor | null {
  return snapshot.children.locations ?? null;
}

/** Whether the form's controls take input (not while the order is sent, nor once placed). */
export function canEditOf(snapshot: CheckoutSnapshot): boolean {
  return snapshot.matches({ form: 'editing' });
}

/** Why the last order was refused (its fields shown beside the form's fields). */
export function checkoutProblemOf(snapshot: CheckoutSnapshot): CallProblem | null {
  return snapshot.matches({ form: 'editing' }) ? snapshot.context.problem : null;
}

/** Why the order waiting for the phone rules was not sent: they could not be loaded (the next submit loads them again). */
export function rulesProblemOf(snapshot: CheckoutSnapshot): CallProblem | null {
  return snapshot.matches({ form: 'editing' }) ? snapshot.context.rulesProblem : null;
}

export function placedOrderOf(snapshot: CheckoutSnapshot): Order | null {
  return snapshot.context.order;
}
