import { assign, fromPromise, not, raise, sendTo, setup, stateIn } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { TransactionRequest } from '../../api/checkout';
import type { DeliveryInformation, Order } from '../../api/contract/checkout';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { addressEditing } from '../locations/address-editing';
import type { AddressEditEvent } from '../locations/address-editing';
import { createLocationsMachine } from '../locations/locations.machine';
import { loadPhoneRules } from '../../domain/phone-rules';
import type { PhoneRules } from '../../domain/phone-rules';
import { EMPTY_DELIVERY, NO_INVOICE, firstProblemField, formProblems, isDeliveryComplete, prefilled, transactionBody, withServerProblems } from './delivery-form';
import type { DeliveryField, DeliveryPhoneRules, DeliveryValues, FormField, InvoiceField, InvoiceRequest, PaymentMethod } from './delivery-form';

/**
 * The checkout (issue 11, spec §4): the delivery form, the payment method and the order.
 *
 *   form:      start ──[signed in]──▶ prefilling ──done / error──▶ editing
 *                    ──[guest]──────▶ editing ──submit [complete]──▶ submitting ──done──▶ placed
 *                                     editing ◀──error (the problem shown; submit again retries)──┘
 *                                     editing ──submit [no phone rules yet]──▶ awaitingRules
 *                                               ──rules there──▶ editing + the submit again
 *                                               ──rules failed──▶ editing (the failure shown)
 *              submit on an incomplete form shows every field's problem and sends nothing; it, and
 *              an order the server refuses naming fields, takes the shopper to the first field
 *              with a problem (`showProblem`: the edge focuses it and scrolls it into view).
 *   rules:     starting ──[given]──▶ ready; ──▶ loading ──done──▶ ready; ──error──▶ failed ──submit──▶ loading
 *   The province and ward lists are the `locations` child (../locations, invoked for the whole
 *   checkout): each province chosen, or prefilled, is told to it, and it asks for that province's
 *   wards; the page sends the lists' retries to it.
 *
 * The Idempotency-Key is given with the input, one per checkout attempt of a cart (the edge keeps
 * it in sessionStorage by cart, so even a reload after a lost answer reuses it): every
 * transaction of this machine, a double click or a retry, carries the same one, so the server
 * answers the first order again instead of making a second.
 *
 * The phone rules (libphonenumber's metadata, ≈29 kB gzip) are not in the page's first load: the
 * machine loads them when it starts (`loadPhoneRules`, src/domain/phone-rules.ts) unless its input
 * brings them, and checks no number before they are there. An order asked for before they arrive
 * waits for them (form.awaitingRules) and is then sent as if asked for at that moment, so the tap
 * is not lost; a load that fails while the order waits is shown (`rulesProblem`), and the next
 * submit loads them again (a load that fails unseen is tried again the same way).
 *
 * Country: Vietnam (the location lists); the street address is free text. `orderPlaced` is the
 * edge's: it tells the cart the order is placed and opens the order's page.
 *
 * A VAT invoice (issue 23 §16): `invoice.toggle` asks for one (or not), `invoice.change` types its
 * company name, tax code (its check digit checked), address and email; asked for, they must be
 * right before the order is sent, and the transaction carries them. Unticked, they are kept (a
 * shopper who ticks again finds them) but not sent.
 */

export interface TransactionCall {
  idempotencyKey: string;
  body: TransactionRequest;
}

export interface CheckoutContext {
  cartId: string;
  signedIn: boolean;
  idempotencyKey: string;
  values: DeliveryValues;
  /** The VAT invoice: whether it is asked for, and the company it names. */
  invoice: InvoiceRequest;
  paymentMethod: PaymentMethod;
  /** Set by the first submit: from then on each field's problem is shown. */
  attempted: boolean;
  order: Order | null;
  problem: CallProblem | null;
  /** The phone rules once loaded: no number is checked before. */
  phoneRules: DeliveryPhoneRules | null;
  /** Why the phone rules could not be loaded while an order waited for them (cleared by the next submit). */
  rulesProblem: CallProblem | null;
}

export interface CheckoutInput {
  cartId: string;
  idempotencyKey: string;
  signedIn: boolean;
  /** The phone rules, when already loaded; else the machine loads them. */
  phoneRules?: DeliveryPhoneRules | null;
}

export type CheckoutEvent =
  | AddressEditEvent<DeliveryField>
  | { type: 'payment.select'; method: PaymentMethod }
  | { type: 'invoice.toggle'; wanted: boolean }
  | { type: 'invoice.change'; field: InvoiceField; value: string }
  | { type: 'submit' };

/** The delivery fields a refused order names. */
function serverProblemsOf(error: unknown) {
  return withServerProblems({}, toCallProblem(error).fields);
}

/** The phone rules, which every check of the form waits for (a submit before they arrive waits in awaitingRules). */
function rulesOf(context: CheckoutContext): DeliveryPhoneRules {
  if (!context.phoneRules) throw new Error('the checkout checks the form only once the phone rules are loaded');
  return context.phoneRules;
}

export function createCheckoutMachine() {
  return setup({
    types: {
      context: {} as CheckoutContext,
      input: {} as CheckoutInput,
      events: {} as CheckoutEvent,
      // Invocation id -> actor: types snapshot.children.locations as the lists' actor.
      children: {} as { locations: 'locations'; lastDelivery: 'lastDelivery'; transaction: 'transaction'; loadPhoneRules: 'loadPhoneRules' },
    },
    actors: {
      lastDelivery: fromPromise<DeliveryInformation | null>(notSupplied('lastDelivery')),
      locations: createLocationsMachine(),
      transaction: fromPromise<Order, TransactionCall>(notSupplied('transaction')),
      loadPhoneRules: fromPromise<PhoneRules>(() => loadPhoneRules()),
    },
    guards: {
      signedIn: ({ context }) => context.signedIn,
      namesAField: (_, params: { error: unknown }) => firstProblemField(serverProblemsOf(params.error)) !== null,
      hasPhoneRules: ({ context }) => context.phoneRules !== null,
      isRulesLoadFailed: stateIn('#checkout.rules.failed'),
      isAwaitingRules: stateIn('#checkout.form.awaitingRules'),
      complete: ({ context }) => isDeliveryComplete(rulesOf(context), context.values, context.invoice),
      prefillsProvince: ({ context }, params: { values: DeliveryValues }) => params.values.provinceId !== context.values.provinceId,
    },
    actions: {
      // Placeholder: the edge forgets the cart and opens the order's page.
      orderPlaced: (_, _params: { order: Order }) => {},
      // Placeholder: the edge moves the focus to the field (and scrolls it into view; issue 23 §8).
      showProblem: (_, _params: { field: FormField }) => {},
      setField: assign(({ context }, params: { field: DeliveryField; value: string }) => ({ values: { ...context.values, [params.field]: params.value } })),
      setProvince: assign(({ context }, params: { provinceId: string }) => ({ values: { ...context.values, provinceId: params.provinceId, wardId: '' } })),
      // The lists ask for the wards of the province chosen.
      tellProvince: sendTo('locations', (_, params: { provinceId: string }) => ({ type: 'province.select' as const, provinceId: params.provinceId })),
      prefill: assign(({ context }, params: { last: DeliveryInformation | null }) => ({ values: prefilled(context.values, params.last) })),
      setPayment: assign((_, params: { method: PaymentMethod }) => ({ paymentMethod: params.method })),
      setInvoiceWanted: assign(({ context }, params: { wanted: boolean }) => ({ invoice: { ...context.invoice, wanted: params.wanted } })),
      setInvoiceField: assign(({ context }, params: { field: InvoiceField; value: string }) => ({
        invoice: { ...context.invoice, values: { ...context.invoice.values, [params.field]: params.value } },
      })),
      attempt: assign({ attempted: true, problem: null }),
      storeRules: assign((_, params: { rules: DeliveryPhoneRules }) => ({ phoneRules: params.rules })),
      setRulesProblem: assign((_, params: { error: unknown }) => ({ rulesProblem: toCallProblem(params.error) })),
      clearRulesProblem: assign({ rulesProblem: null }),
      setOrder: assign((_, params: { order: Order }) => ({ order: params.order, problem: null })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
    },
  }).createMachine({
    id: 'checkout',
    initial: 'form',
    context: ({ input }) => ({
      cartId: input.cartId,
      signedIn: input.signedIn,
      idempotencyKey: input.idempotencyKey,
      values: EMPTY_DELIVERY,
      invoice: NO_INVOICE,
      paymentMethod: 'bank_transfer',
      attempted: false,
      order: null,
      problem: null,
      phoneRules: input.phoneRules ?? null,
      rulesProblem: null,
    }),
    invoke: { id: 'locations', src: 'locations', input: {} },
    type: 'parallel',
    states: {
      form: {
        initial: 'start',
        states: {
          start: {
            always: [{ guard: 'signedIn', target: 'prefilling' }, { target: 'editing' }],
          },
          prefilling: {
            description: "The signed-in customer's last delivery details fill the form.",
            invoke: {
              id: 'lastDelivery',
              src: 'lastDelivery',
              onDone: [
                {
                  guard: { type: 'prefillsProvince', params: ({ context, event }) => ({ values: prefilled(context.values, event.output) }) },
                  target: 'editing',
                  actions: [{ type: 'prefill', params: ({ event }) => ({ last: event.output }) }, { type: 'tellProvince', params: ({ context }) => ({ provinceId: context.values.provinceId }) }],
                },
                { target: 'editing', actions: { type: 'prefill', params: ({ event }) => ({ last: event.output }) } },
              ],
              onError: 'editing',
            },
          },
          editing: {
            on: {
              ...addressEditing<DeliveryField>(),
              'payment.select': { actions: { type: 'setPayment', params: ({ event }) => ({ method: event.method }) } },
              'invoice.toggle': { actions: { type: 'setInvoiceWanted', params: ({ event }) => ({ wanted: event.wanted }) } },
              'invoice.change': { actions: { type: 'setInvoiceField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
              submit: [
                { guard: not('hasPhoneRules'), target: 'awaitingRules', actions: 'clearRulesProblem' },
                { guard: 'complete', target: 'submitting', actions: ['attempt', 'clearRulesProblem'] },
                {
                  actions: [
                    'attempt',
                    'clearRulesProblem',
                    { type: 'showProblem', params: ({ context }) => ({ field: firstProblemField(formProblems(rulesOf(context), context.values, context.invoice)) ?? 'name' }) },
                  ],
                },
              ],
            },
          },
          awaitingRules: {
            description: 'The order was asked for before the phone rules arrived: the page waits as for the order, then the form is checked and sent (or, if the rules could not be loaded, the page says so).',
            always: [
              // The submit is made again now that the number can be checked (it is not lost).
              { guard: 'hasPhoneRules', target: 'editing', actions: raise({ type: 'submit' }) },
              { guard: 'isRulesLoadFailed', target: 'editing' },
            ],
          },
          submitting: {
            description: 'The transaction, with the attempt’s Idempotency-Key; another submit (a double click) waits for it.',
            invoke: {
              id: 'transaction',
              src: 'transaction',
              input: ({ context }) => ({ idempotencyKey: context.idempotencyKey, body: transactionBody(rulesOf(context), context.cartId, context.values, context.paymentMethod, context.invoice) }),
              onDone: {
                target: 'placed',
                actions: [{ type: 'setOrder', params: ({ event }) => ({ order: event.output }) }, { type: 'orderPlaced', params: ({ event }) => ({ order: event.output }) }],
              },
              onError: [
                {
                  guard: { type: 'namesAField', params: ({ event }) => ({ error: event.error }) },
                  target: 'editing',
                  actions: [
                    { type: 'setProblem', params: ({ event }) => ({ error: event.error }) },
                    { type: 'showProblem', params: ({ event }) => ({ field: firstProblemField(serverProblemsOf(event.error)) ?? 'name' }) },
                  ],
                },
                { target: 'editing', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
              ],
            },
          },
          placed: { type: 'final' },
        },
      },
      rules: {
        description: 'The phone rules, loaded with import() when the checkout starts (unless the input brought them).',
        initial: 'starting',
        states: {
          starting: { always: [{ guard: 'hasPhoneRules', target: 'ready' }, { target: 'loading' }] },
          loading: {
            invoke: {
              id: 'loadPhoneRules',
              src: 'loadPhoneRules',
              onDone: { target: 'ready', actions: { type: 'storeRules', params: ({ event }) => ({ rules: event.output }) } },
              onError: [
                // An order waits for them: the page says why it was not sent.
                { guard: 'isAwaitingRules', target: 'failed', actions: { type: 'setRulesProblem', params: ({ event }) => ({ error: event.error }) } },
                { target: 'failed' },
              ],
            },
          },
          failed: {
            description: 'The rules could not be loaded (no connection): the next submit loads them again.',
            on: { submit: 'loading' },
          },
          ready: {},
        },
      },
    },
  });
}

export type CheckoutMachine = ReturnType<typeof createCheckoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;
export type CheckoutActor = ActorRefFrom<CheckoutMachine>;
