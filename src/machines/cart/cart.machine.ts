import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Cart } from '../../api/contract/cart';
import type { Order } from '../../api/contract/checkout';
import { ApiError } from '../../api/errors';
import { toCallProblem } from '../calls/call-problem';
import type { CallProblem } from '../calls/call-problem';
import { notSupplied } from '../calls/not-supplied';
import { callState, errorOf } from '../calls/call-state';
import { normalizePromotionCode } from './promotion-code';

/**
 * The shop's cart (issue 11, spec §4): one actor for the app, so the header's count, the cart
 * page, the package page's "add to cart" and the checkout all show the same cart.
 *
 *   start ──[the stored cart drawn by the server]──▶ ready
 *   start ──[a stored cart id]──▶ loading ──done──▶ ready ◀──done── adding / removing / replacing / applyingCode
 *         ──[none]──────────────▶ empty                │               ▲
 *                        loading ──404──▶ empty (the stored id forgotten)
 *                        loading ──error─▶ failed ──load.retry──▶ loading
 *   empty ──items.add──▶ creating ──done──▶ ready (its id stored)
 *   ready ──items.add / item.remove / items.replace / code.apply / code.remove──▶ the call, then ready with the server's cart
 *   a 404 while adding or replacing: the cart is gone on the server, so a new one is made with
 *   the same packages (creating); while removing: the cart is read again.
 *
 * The cart's id is kept in browser storage (`cartId`, `rememberCartId` / `forgetCartId`, which
 * the edge supplies, with the cookie the server reads) and read back after a reload
 * (`input.storedCartId`); over a first screen the server drew with that cart (`input.drawn`),
 * the machine starts from the server's answer instead of reading it again. Totals, the discount
 * and every price are the server's answer, never computed here.
 *
 * A promotion code (one per cart) is applied to a cart that has items; given before (the kid
 * quiz's "use this code" link opens `/cart?code=…`), it waits in `pendingCode` and is applied as
 * soon as the cart has items. The edge keeps it in browser storage while it waits (`keepPendingCode`,
 * after each change), so a reload before it is applied starts with it (`input.storedPendingCode`).
 */

export interface CartRequest {
  language: string;
}
export interface CreateCartRequest extends CartRequest {
  productSlugs: string[];
}
export interface CartIdRequest extends CartRequest {
  cartId: string;
}
export interface AddItemsRequest extends CartIdRequest {
  productSlugs: string[];
}
export interface RemoveItemRequest extends CartIdRequest {
  itemId: string;
}
export interface ApplyCodeRequest extends CartIdRequest {
  promotionCode: string;
}

export interface CartContext {
  cartId: string | null;
  cart: Cart | null;
  language: string;
  /** The packages of the change under way: made again on a new cart when the old one is gone. */
  slugs: string[];
  /** A code given before the cart had items: applied once it has. */
  pendingCode: string | null;
  problem: CallProblem | null;
  /** Why the last code was refused (the server's reason when it gave one). */
  codeProblem: CallProblem | null;
  /** The order the last cart became, until a new cart is made. */
  lastOrder: PlacedOrder | null;
}

export interface CartInput {
  /** `cartId` from browser storage, if any. */
  storedCartId: string | null;
  /** A code that was waiting for items before the page was reloaded (browser storage), if any. */
  storedPendingCode?: string | null;
  language: string;
  /**
   * The cart the server drew the page's first screen with (its answer, a moment ago, and the
   * language it was asked in): taken as the cart's state only when it is the stored cart in this
   * language, so the app's first render draws what the server drew and nothing is read again.
   */
  drawn?: { cart: Cart; language: string } | null;
}

/** The drawn cart, when it is the stored one in the cart's language; else null (the stored cart is read). */
const drawnCartOf = (input: CartInput): Cart | null =>
  input.drawn && input.storedCartId !== null && input.drawn.cart.id === input.storedCartId && input.drawn.language === input.language ? input.drawn.cart : null;

export type CartEvent =
  | { type: 'items.add'; slugs: string[] }
  | { type: 'item.remove'; itemId: string }
  | { type: 'items.replace'; slugs: string[] }
  | { type: 'code.apply'; code: string }
  | { type: 'code.remove' }
  | { type: 'load.retry' }
  | { type: 'language.changed'; language: string }
  | { type: 'cart.checkedOut'; order: PlacedOrder };

/** The order a cart became: the checkout page opens it (a guest's secret in the URL's fragment). */
export interface PlacedOrder {
  reference: string;
  secret: string | null;
  /** The order as the transaction answered it, and the language it was asked in: the order page shows it without reading it again. */
  answer?: { order: Order; language: string };
}

const INVALID_CODE: CallProblem = { key: 'invalid', seconds: null, fields: {} };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A code given while the cart is read or changed waits, and is applied once the cart is ready with items. */
/** The waiting code as it is now, for the edge to keep in browser storage (or remove when there is none). */
const keepPendingCode = { type: 'keepPendingCode', params: ({ context }: { context: CartContext }) => ({ code: context.pendingCode }) } as const;
const setPendingCode = { type: 'setPendingCode', params: ({ event }: { event: { code: string } }) => ({ code: event.code }) } as const;
const keepCode = { 'code.apply': { actions: [setPendingCode, keepPendingCode] } } as const;

/** A cart gone (404) is forgotten here too, and the state goes to `target` (a new cart, or none). */
const cartGoneThen = <Target extends string>(target: Target) => ({ guard: { type: 'cartGone', params: errorOf }, target, actions: ['forget', 'forgetCartId'] }) as const;
const cartGoneEmpties = cartGoneThen('empty');
/** The input of a call on the stored cart alone (read it, take its code off). */
const cartInLanguage = ({ context }: { context: CartContext }) => ({ cartId: context.cartId ?? '', language: context.language });

/**
 * Adding or replacing items: the call with the slugs chosen; a cart gone (404) is forgotten and
 * a new one created with them, any other failure leaves the cart as it was, with the problem.
 */
const sendingSlugs = <Src extends 'addItems' | 'replaceItems'>(src: Src) =>
  ({
    on: keepCode,
    ...callState({
      src,
      input: ({ context }: { context: CartContext }): AddItemsRequest => ({ cartId: context.cartId ?? '', productSlugs: context.slugs, language: context.language }),
      done: 'ready', store: 'store', as: 'cart', refusals: [cartGoneThen('creating')], failed: 'ready',
    }),
  }) as const;

export function createCartMachine() {
  return setup({
    types: {} as { context: CartContext; input: CartInput; events: CartEvent },
    actors: {
      createCart: fromPromise<Cart, CreateCartRequest>(notSupplied('createCart')),
      retrieveCart: fromPromise<Cart, CartIdRequest>(notSupplied('retrieveCart')),
      addItems: fromPromise<Cart, AddItemsRequest>(notSupplied('addItems')),
      removeItem: fromPromise<Cart, RemoveItemRequest>(notSupplied('removeItem')),
      replaceItems: fromPromise<Cart, AddItemsRequest>(notSupplied('replaceItems')),
      applyCode: fromPromise<Cart, ApplyCodeRequest>(notSupplied('applyCode')),
      removeCode: fromPromise<Cart, CartIdRequest>(notSupplied('removeCode')),
    },
    guards: {
      hasStoredCart: ({ context }) => context.cartId !== null,
      hasDrawnCart: ({ context }) => context.cart !== null,
      cartGone: (_, params: { error: unknown }) => isNotFound(params.error),
      hasSlugs: (_, params: { slugs: string[] }) => params.slugs.length > 0,
      readyForCode: ({ context }) => context.pendingCode !== null && (context.cart?.itemCount ?? 0) > 0,
      isOtherLanguage: ({ context }, params: { language: string }) => params.language !== context.language,
      hasCode: ({ context }) => context.cart?.promotionCode != null,
    },
    actions: {
      // Placeholders: the edge keeps the id in localStorage `cartId`.
      rememberCartId: (_, _params: { cartId: string }) => {},
      forgetCartId: () => {},
      // Placeholder: the edge keeps the waiting code in localStorage `pendingPromotionCode`, so a reload keeps it.
      keepPendingCode: (_, _params: { code: string | null }) => {},
      store: assign((_, params: { cart: Cart }) => ({ cart: params.cart, cartId: params.cart.id, problem: null })),
      forget: assign({ cart: null, cartId: null }),
      setSlugs: assign((_, params: { slugs: string[] }) => ({ slugs: params.slugs })),
      setProblem: assign((_, params: { error: unknown }) => ({ problem: toCallProblem(params.error) })),
      clearProblems: assign({ problem: null, codeProblem: null }),
      // A code that cannot be one (wrong characters, too short or long) is refused here and never sent.
      setPendingCode: assign((_, params: { code: string }) => {
        const code = normalizePromotionCode(params.code);
        return { pendingCode: code, codeProblem: code === null ? INVALID_CODE : null };
      }),
      codeApplied: assign({ pendingCode: null, codeProblem: null }),
      codeRefused: assign((_, params: { error: unknown }) => ({ pendingCode: null, codeProblem: toCallProblem(params.error) })),
      setLanguage: assign((_, params: { language: string }) => ({ language: params.language })),
    },
  }).createMachine({
    id: 'cart',
    context: ({ input }) => ({
      cartId: input.storedCartId,
      cart: drawnCartOf(input),
      language: input.language,
      slugs: [],
      // A stored code is checked as a typed one is: one that cannot be a code is dropped.
      pendingCode: input.storedPendingCode ? normalizePromotionCode(input.storedPendingCode) : null,
      problem: null,
      codeProblem: null,
      lastOrder: null,
    }),
    initial: 'start',
    on: {
      'language.changed': { actions: { type: 'setLanguage', params: ({ event }) => ({ language: event.language }) } },
      'cart.checkedOut': {
        target: '.empty',
        actions: ['forget', 'forgetCartId', 'clearProblems', assign({ lastOrder: ({ event }) => event.order })],
      },
    },
    states: {
      start: {
        // What storage held and cannot be a code is removed there too.
        entry: keepPendingCode,
        // The cart the first screen was drawn with is the stored one as it is now: nothing to read.
        always: [{ guard: 'hasDrawnCart', target: 'ready' }, { guard: 'hasStoredCart', target: 'loading' }, { target: 'empty' }],
      },
      loading: {
        on: keepCode,
        description: 'The stored cart read again (after a reload, or in another language).',
        ...callState({ src: 'retrieveCart', input: cartInLanguage, done: 'ready', store: 'store', as: 'cart', refusals: [cartGoneEmpties], failed: 'failed' }),
      },
      failed: {
        on: { 'load.retry': 'loading', ...keepCode },
      },
      empty: {
        description: 'No cart on the server yet: the first package added makes one.',
        on: {
          'items.add': {
            guard: { type: 'hasSlugs', params: ({ event }) => ({ slugs: event.slugs }) },
            target: 'creating',
            actions: [{ type: 'setSlugs', params: ({ event }) => ({ slugs: event.slugs }) }, 'clearProblems'],
          },
          'code.apply': { actions: [setPendingCode, keepPendingCode] },
        },
      },
      creating: {
        on: keepCode,
        entry: assign({ lastOrder: null }),
        invoke: {
          id: 'createCart',
          src: 'createCart',
          input: ({ context }) => ({ productSlugs: context.slugs, language: context.language }),
          onDone: {
            target: 'ready',
            actions: [{ type: 'store', params: ({ event }) => ({ cart: event.output }) }, { type: 'rememberCartId', params: ({ event }) => ({ cartId: event.output.id }) }],
          },
          onError: { target: 'empty', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      ready: {
        always: { guard: 'readyForCode', target: 'applyingCode' },
        on: {
          'items.add': {
            guard: { type: 'hasSlugs', params: ({ event }) => ({ slugs: event.slugs }) },
            target: 'adding',
            actions: [{ type: 'setSlugs', params: ({ event }) => ({ slugs: event.slugs }) }, 'clearProblems'],
          },
          'item.remove': { target: 'removing', actions: 'clearProblems' },
          'items.replace': { target: 'replacing', actions: [{ type: 'setSlugs', params: ({ event }) => ({ slugs: event.slugs }) }, 'clearProblems'] },
          'code.apply': { actions: [setPendingCode, keepPendingCode], target: 'ready', reenter: true },
          'code.remove': { guard: 'hasCode', target: 'removingCode', actions: 'clearProblems' },
          'language.changed': {
            guard: { type: 'isOtherLanguage', params: ({ event }) => ({ language: event.language }) },
            target: 'loading',
            actions: { type: 'setLanguage', params: ({ event }) => ({ language: event.language }) },
          },
        },
      },
      adding: sendingSlugs('addItems'),
      removing: {
        on: keepCode,
        invoke: {
          id: 'removeItem',
          src: 'removeItem',
          input: ({ context, event }) => ({ cartId: context.cartId ?? '', itemId: event.type === 'item.remove' ? event.itemId : '', language: context.language }),
          onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => ({ cart: event.output }) } },
          onError: [
            { guard: { type: 'cartGone', params: ({ event }) => ({ error: event.error }) }, target: 'loading' },
            { target: 'ready', actions: { type: 'setProblem', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      replacing: sendingSlugs('replaceItems'),
      applyingCode: {
        invoke: {
          id: 'applyCode',
          src: 'applyCode',
          input: ({ context }) => ({ cartId: context.cartId ?? '', promotionCode: context.pendingCode ?? '', language: context.language }),
          onDone: { target: 'ready', actions: [{ type: 'store', params: ({ event }) => ({ cart: event.output }) }, 'codeApplied', keepPendingCode] },
          onError: { target: 'ready', actions: [{ type: 'codeRefused', params: ({ event }) => ({ error: event.error }) }, keepPendingCode] },
        },
      },
      removingCode: {
        on: keepCode,
        description: 'The code taken off the cart (DELETE …/promotion-code): the cart without a discount.',
        ...callState({ src: 'removeCode', input: cartInLanguage, done: 'ready', store: 'store', as: 'cart', refusals: [cartGoneEmpties], failed: 'ready' }),
      },
    },
  });
}

export type CartMachine = ReturnType<typeof createCartMachine>;
export type CartSnapshot = SnapshotFrom<CartMachine>;
export type CartActor = ActorRefFrom<CartMachine>;
