import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Order } from '../../api/contract/checkout';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';

/**
 * The order page (/orders/$reference, issue 11): the order read by its reference (by the session,
 * or with the guest link's secret, which the edge supplies), its status, and the customer's cancel
 * of a pending order behind a confirm step, so no single press cancels. Opened by the checkout
 * that placed it, the page shows the order the transaction answered (`input.placed`, when it is
 * this reference in this language) instead of reading it again.
 *
 *   opening ──[the order just placed, here]──▶ loaded;  ──else──▶ loading
 *   loading ──done──▶ loaded;  ──error 404──▶ notFound;  ──error──▶ failed ──load.retry──▶ loading
 *   loaded: idle ──cancel.start [pending]──▶ confirming ──cancel.confirm──▶ cancelling ──done──▶ idle (cancelled)
 *                                           confirming ──cancel.dismiss──▶ idle
 *           cancelling ──error 409 (paid meanwhile)──▶ refreshing (read again) ──▶ idle
 *           cancelling ──other error──▶ idle, with the problem shown (the order as it was)
 *
 * What is read is fixed for the actor's life: `reference` and `language` (the view keys it by both).
 */

export interface OrderStatusInput {
  reference: string;
  language: string;
  /** The order the checkout's transaction answered, in the language it was asked in, if this page follows it. */
  placed?: PlacedAnswer | null;
}

export interface PlacedAnswer {
  order: Order;
  language: string;
}

/** What the calls are given: the order and the language of the page. */
export type OrderCall = Pick<OrderStatusInput, 'reference' | 'language'>;

export interface OrderStatusContext extends OrderCall {
  placed: PlacedAnswer | null;
  order: Order | null;
  /** Why reading the order failed (failed state). */
  problem: CallProblem | null;
  /** Why the last cancel was refused; cleared by the next attempt. */
  cancelProblem: CallProblem | null;
}

export type OrderStatusEvent = { type: 'load.retry' } | { type: 'cancel.start' } | { type: 'cancel.confirm' } | { type: 'cancel.dismiss' };

/** The machine; built by a function so a test (or a mutation run) can build it afresh. */
/** A call about the order (read it, or cancel it): the order it answers is shown. */
const orderCall = <Src extends 'load' | 'cancel'>(src: Src, target: 'loaded' | 'idle') =>
  ({
    id: src,
    src,
    input: ({ context }: { context: OrderStatusContext }): OrderCall => ({ reference: context.reference, language: context.language }),
    onDone: { target, actions: { type: 'store', params: ({ event }: { event: { output: Order } }) => ({ order: event.output }) } },
  }) as const;

export function createOrderStatusMachine() {
  return setup({
    types: {
      context: {} as OrderStatusContext,
      input: {} as OrderStatusInput,
      events: {} as OrderStatusEvent,
    },
    actors: {
      load: fromPromise<Order, OrderCall>(notSupplied('load')),
      cancel: fromPromise<Order, OrderCall>(notSupplied('cancel')),
    },
    guards: {
      /** The checkout just placed this order and answered it in this page's language: nothing to read. */
      isPlacedHere: ({ context }) => context.placed !== null && context.placed.order.reference === context.reference && context.placed.language === context.language,
      isNotFound: (_, params: { error: unknown }) => toCallProblem(params.error).key === 'not_found',
      /** Only a pending order is cancelled (a paid one is the shop's to refund, a cancelled one is done). */
      isPending: ({ context }) => context.order?.status === 'pending',
      /** 409: the order was paid meanwhile; read it again to show it paid. */
      isConflict: (_, params: { error: unknown }) => toCallProblem(params.error).key === 'conflict',
    },
    actions: {
      store: assign((_, params: { order: Order }) => ({ order: params.order, problem: null })),
      showPlaced: assign(({ context }) => ({ order: context.placed?.order ?? null })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
      setCancelProblem: assign((_, params: { error: unknown }) => ({ cancelProblem: toCallProblem(params.error) })),
      clearCancelProblem: assign({ cancelProblem: null }),
    },
  }).createMachine({
    id: 'orderStatus',
    context: ({ input }) => ({ reference: input.reference, language: input.language, placed: input.placed ?? null, order: null, problem: null, cancelProblem: null }),
    initial: 'opening',
    states: {
      opening: {
        description: 'Passed through at once: the order the checkout just answered is shown as it is; any other is read.',
        always: [
          { guard: 'isPlacedHere', target: 'loaded', actions: 'showPlaced' },
          { target: 'loading' },
        ],
      },
      loading: {
        invoke: {
          ...orderCall('load', 'loaded'),
          onError: [
            { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
            { target: 'failed', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      notFound: {},
      failed: {
        on: { 'load.retry': { target: 'loading' } },
      },
      loaded: {
        initial: 'idle',
        states: {
          idle: {
            on: { 'cancel.start': { guard: 'isPending', target: 'confirming', actions: 'clearCancelProblem' } },
          },
          confirming: {
            on: { 'cancel.confirm': { target: 'cancelling' }, 'cancel.dismiss': { target: 'idle' } },
          },
          cancelling: {
            invoke: {
              ...orderCall('cancel', 'idle'),
              onError: [
                {
                  guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                  target: 'refreshing',
                  actions: { type: 'setCancelProblem', params: ({ event }) => ({ error: event.error }) },
                },
                { target: 'idle', actions: { type: 'setCancelProblem', params: ({ event }) => ({ error: event.error }) } },
              ],
            },
          },
          refreshing: {
            invoke: {
              id: 'refresh',
              src: 'load',
              input: ({ context }) => ({ reference: context.reference, language: context.language }),
              onDone: { target: 'idle', actions: { type: 'store', params: ({ event }) => ({ order: event.output }) } },
              // The order shown stays as it was; the refusal already says why.
              onError: { target: 'idle' },
            },
          },
        },
      },
    },
  });
}

export type OrderStatusMachine = ReturnType<typeof createOrderStatusMachine>;
export type OrderStatusSnapshot = SnapshotFrom<OrderStatusMachine>;
export type OrderStatusActor = ActorRefFrom<OrderStatusMachine>;
