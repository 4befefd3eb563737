import { expect } from '../testing/oracle-expect';
import type { Order } from '../../api/contract/checkout';
import { apiError, failsOfflineThenAnswers, networkDown, serverDown, shownProblemOf } from '../calls/call-fixtures';
import type { CallProblemKey } from '../calls/call-problem';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import type { SampleEvent } from '../testing/paths';
import { callsOnlyWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import { createOrderStatusMachine } from './order-status.machine';
import type { OrderStatusInput, OrderStatusMachine, OrderStatusSnapshot } from './order-status.machine';
import { cancelProblemOf, cancelStepOf, loadProblemOf, orderOf, orderPhaseOf } from './order-status.selectors';
import type { CancelStep, OrderPhase } from './order-status.selectors';

/**
 * The order page against issue 11 (the customer's order: pending, paid or cancelled; the customer
 * cancels a pending one). The oracle replays the trace with the product's rules and compares what
 * the customer sees (the selectors) and what reached the fake server:
 *  - the order is read once for its reference and language, again only on a retry the page offers;
 *    opened by the checkout that placed it, the page shows the order the transaction answered and
 *    reads nothing, but only when that answer is this order in this page's language (issue 21 §3);
 *    an unknown order (404) is said to be missing; other failures are shown with a retry;
 *  - the status shown is the server's last answer;
 *  - cancelling is offered only for a pending order, and nothing reaches the server before the
 *    customer confirms (no accidental cancel); "keep the order" sends nothing;
 *  - a cancel the server refuses says why; a 409 (paid meanwhile) reads the order again, so the
 *    page shows it paid; one call at a time; a control the page does not offer changes nothing.
 */

type Machine = OrderStatusMachine;

function order(status: Order['status']): Order {
  const prices = { VND: { value: 1_990_000, formatted: '1.990.000đ' }, USD: { value: 79, formatted: '$79.00' } };
  return {
    reference: 'GW-2026-000123',
    object: 'order',
    status,
    paymentMethod: 'bank_transfer',
    confirmedAt: status === 'paid' ? '2026-11-26T08:00:00.000Z' : null,
    paidAt: status === 'paid' ? '2026-11-26T08:00:00.000Z' : null,
    items: { data: [{ id: 1, packageSlug: 'g-care', name: 'G-Care', parentId: null, quantity: 1, prices, subtotal: prices }] },
    subtotal: prices,
    promotionCode: null,
    discount: null,
    total: 1_990_000,
    formattedTotal: '1.990.000đ',
    totalAmountByCurrencies: prices,
    delivery: {
      deliveryName: 'Lan',
      deliveryContactPhone: '+84901234567',
      deliveryEmail: null,
      deliveryCountryId: 'VN',
      deliveryProvinceId: '79',
      deliveryDistrictId: null,
      deliveryWardId: '26734',
      deliveryAddress: '12 Nguyễn Huệ',
      deliveryPostalCode: null,
    },
    deliveryPlace: { ward: 'Phường Tân Định', province: 'Thành phố Hồ Chí Minh' },
    vatInvoice: null,
    createdAt: '2026-11-26T07:00:00.000Z',
  };
}
const PENDING = order('pending');
const PAID = order('paid');
const CANCELLED = order('cancelled');

const starts: Record<string, OrderStatusInput> = {
  'a guest’s order link in Vietnamese': { reference: 'GW-2026-000123', language: 'vi' },
  'an account’s order in English': { reference: 'GW-2026-000123', language: 'en' },
  'right after the checkout placed it, in Vietnamese': { reference: 'GW-2026-000123', language: 'vi', placed: { order: PENDING, language: 'vi' } },
  'after a checkout in English, the page now in Vietnamese': { reference: 'GW-2026-000123', language: 'vi', placed: { order: PENDING, language: 'en' } },
  'after the checkout of another order': { reference: 'GW-2026-000777', language: 'en', placed: { order: PENDING, language: 'en' } },
};

/** The spec's rule: the order the checkout answered is shown as it is when it is this page's order, in this page's language. */
function answeredHere(input: OrderStatusInput): Order | null {
  const placed = input.placed;
  return placed && placed.order.reference === input.reference && placed.language === input.language ? placed.order : null;
}

function sampler(snapshot: OrderStatusSnapshot): SampleEvent[] {
  const loaded = snapshot.matches('loaded');
  return [
    { type: 'load.retry' },
    { type: 'cancel.start' },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
    // While loading, the order may come pending, paid or cancelled; once shown, the refresh after a 409 comes paid.
    ...(loaded ? [] : [{ type: 'xstate.done.actor.load', output: PENDING }, { type: 'xstate.done.actor.load', output: PAID }]),
    { type: 'xstate.error.actor.load', error: apiError('not_found', 404) },
    { type: 'xstate.error.actor.load', error: networkDown() },
    { type: 'xstate.done.actor.cancel', output: CANCELLED },
    { type: 'xstate.error.actor.cancel', error: apiError('conflict', 409) },
    { type: 'xstate.error.actor.cancel', error: networkDown() },
    { type: 'xstate.done.actor.refresh', output: PAID },
    { type: 'xstate.error.actor.refresh', error: serverDown() },
  ];
}

interface Expected {
  phase: OrderPhase;
  step: 'idle' | 'confirming' | 'cancelling' | 'refreshing';
  order: Order | null;
  loadProblem: CallProblemKey | null;
  cancelProblem: CallProblemKey | null;
  calls: string[];
}

function replay({ trace, input }: Observation<Machine, BaseWorld>): Expected {
  const answered = answeredHere(input);
  const e: Expected = answered
    ? { phase: 'loaded', step: 'idle', order: answered, loadProblem: null, cancelProblem: null, calls: [] }
    : { phase: 'loading', step: 'idle', order: null, loadProblem: null, cancelProblem: null, calls: ['load'] };
  for (const { event } of trace) {
    const shown = e.phase === 'loaded';
    switch (event.type) {
      case 'load.retry':
        if (e.phase === 'failed') Object.assign(e, { phase: 'loading', loadProblem: null, calls: [...e.calls, 'load'] });
        break;
      case 'xstate.done.actor.load':
        if (e.phase === 'loading') Object.assign(e, { phase: 'loaded', step: 'idle', order: event.output as Order });
        break;
      case 'xstate.error.actor.load': {
        const key = shownProblemOf(event.error).key;
        if (e.phase === 'loading') Object.assign(e, key === 'not_found' ? { phase: 'notFound' } : { phase: 'failed', loadProblem: key });
        break;
      }
      case 'cancel.start':
        // Offered only for a pending order shown and at rest.
        if (shown && e.step === 'idle' && e.order?.status === 'pending') Object.assign(e, { step: 'confirming', cancelProblem: null });
        break;
      case 'cancel.confirm':
        if (shown && e.step === 'confirming') Object.assign(e, { step: 'cancelling', calls: [...e.calls, 'cancel'] });
        break;
      case 'cancel.dismiss':
        if (shown && e.step === 'confirming') e.step = 'idle';
        break;
      case 'xstate.done.actor.cancel':
        if (shown && e.step === 'cancelling') Object.assign(e, { step: 'idle', order: event.output as Order });
        break;
      case 'xstate.error.actor.cancel': {
        const key = shownProblemOf(event.error).key;
        // Paid meanwhile: the order is read again so the page shows what it is now.
        if (shown && e.step === 'cancelling') Object.assign(e, key === 'conflict' ? { step: 'refreshing', cancelProblem: key, calls: [...e.calls, 'load'] } : { step: 'idle', cancelProblem: key });
        break;
      }
      case 'xstate.done.actor.refresh':
        if (shown && e.step === 'refreshing') Object.assign(e, { step: 'idle', order: event.output as Order });
        break;
      case 'xstate.error.actor.refresh':
        if (shown && e.step === 'refreshing') e.step = 'idle';
        break;
    }
  }
  return e;
}

function check(observation: Observation<Machine, BaseWorld>): void {
  const { snapshot, world, input } = observation;
  const e = replay(observation);
  expect(orderPhaseOf(snapshot)).toBe(e.phase);
  expect(orderOf(snapshot)).toEqual(e.phase === 'loaded' ? e.order : null);
  expect(loadProblemOf(snapshot)?.key ?? null).toBe(e.phase === 'failed' ? e.loadProblem : null);
  const step: CancelStep =
    e.phase !== 'loaded'
      ? 'none'
      : e.step === 'confirming'
        ? 'confirming'
        : e.step === 'cancelling' || e.step === 'refreshing'
          ? 'cancelling'
          : e.order?.status === 'pending'
            ? 'offered'
            : 'none';
  expect(cancelStepOf(snapshot)).toBe(step);
  expect(cancelProblemOf(snapshot)?.key ?? null).toBe(e.phase === 'loaded' && e.step === 'idle' ? e.cancelProblem : null);
  // What reached the server: each read and each cancel for this order in this language, one at a time.
  expect(world.calls.started.map((call) => [call.name, call.input])).toEqual(e.calls.map((name) => [name, { reference: input.reference, language: input.language }]));
  expect(world.calls.pending.length).toBe(e.phase === 'loading' || e.step === 'cancelling' || e.step === 'refreshing' ? 1 : 0);
  // Never a cancel of an order that was not shown pending, nor one the customer did not confirm.
  expect(world.calls.started.filter((call) => call.name === 'cancel').length).toBeLessThanOrEqual(observation.trace.filter((step) => step.event.type === 'cancel.confirm').length);
}

describeModel<Machine, BaseWorld>({
  name: 'order status',
  create: () => createOrderStatusMachine(),
  starts,
  ...callsOnlyWorld<Machine>('load', 'cancel'),
  sampler,
  check,
  // "Cancel" is tried on a shown order of each status: a paid or cancelled one must not offer it.
  facet: (snapshot) => `order ${snapshot.context.order?.status ?? 'not shown'}`,
  journeys: {
    'right after placing it, a guest cancels the transfer: the order was never read again': {
      start: 'right after the checkout placed it, in Vietnamese',
      events: [{ type: 'cancel.start' }, { type: 'cancel.confirm' }, { type: 'xstate.done.actor.cancel', output: CANCELLED }],
    },
    'a guest cancels a pending transfer after confirming': {
      start: 'a guest’s order link in Vietnamese',
      events: [
        { type: 'xstate.done.actor.load', output: PENDING },
        { type: 'cancel.start' },
        { type: 'cancel.confirm' },
        { type: 'xstate.done.actor.cancel', output: CANCELLED },
        { type: 'cancel.start' },
      ],
    },
    'changes their mind, then the order was paid meanwhile': {
      start: 'an account’s order in English',
      events: [
        { type: 'xstate.done.actor.load', output: PENDING },
        { type: 'cancel.start' },
        { type: 'cancel.dismiss' },
        { type: 'cancel.confirm' },
        { type: 'cancel.start' },
        { type: 'cancel.confirm' },
        { type: 'xstate.error.actor.cancel', error: apiError('conflict', 409) },
        { type: 'xstate.done.actor.refresh', output: PAID },
        { type: 'cancel.start' },
      ],
    },
    'offline while cancelling, then tries again': {
      start: 'a guest’s order link in Vietnamese',
      events: [
        ...failsOfflineThenAnswers('load', PENDING),
        { type: 'cancel.start' },
        { type: 'cancel.confirm' },
        { type: 'xstate.error.actor.cancel', error: networkDown() },
        { type: 'cancel.start' },
        { type: 'cancel.confirm' },
        { type: 'xstate.done.actor.cancel', output: CANCELLED },
      ],
    },
  },
});
