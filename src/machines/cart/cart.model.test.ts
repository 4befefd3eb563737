import { expect } from '../testing/oracle-expect';
import type { Cart } from '../../api/contract/cart';
import { promotionCodeValueSchema } from '../../api/contract/promotion-codes';
import type { CallProblemKey } from '../calls/call-problem';
import { apiError, networkDown, serverDown, shownProblemOf } from '../calls/call-fixtures';
import { describeModel } from '../testing/model-suite';
import type { Observation } from '../testing/model-suite';
import { createBaseWorld } from '../testing/run';
import type { BaseWorld } from '../testing/run';
import type { SampleEvent } from '../testing/paths';
import { createCartMachine } from './cart.machine';
import type { CartInput, CartMachine, CartSnapshot } from './cart.machine';
import { cartActionsOf, cartCountOf, cartItemsOf, cartOf, cartPhaseOf, cartProblemOf, cartTotalsOf, codeStatusOf, isCartBusy, lastOrderOf } from './cart.selectors';

/**
 * The cart against issue 11 and spec §4. The oracle replays the trace with the product's rules
 * and compares what the shopper sees (the selectors), what reached the server (each call's
 * cart, packages, code and language) and what browser storage holds (`cartId`):
 *  - the cart id in storage is the id of the cart the server last answered, and is read again
 *    after a reload; a cart the server no longer has (404) is forgotten: the page shows an empty
 *    cart, and packages being added go into a new cart;
 *  - items, totals and the discount shown are the server's last answer, never computed here;
 *  - an add with no package, or a control the page does not offer, asks nothing;
 *  - a promotion code that cannot be one never reaches the server; a code given before the cart
 *    has items, or while it is read after a reload (the kid quiz's link), is applied, once, as
 *    soon as it has items;
 *  - one call at a time; every call is in the page's language;
 *  - over a first screen the server drew with the stored cart in the page's language, that cart
 *    is shown at once and not read again; drawn with another cart or language, it is not used.
 */

interface CartWorld extends BaseWorld {
  /** localStorage `cartId`. */
  stored: string | null;
  /** localStorage `pendingPromotionCode`. */
  storedCode: string | null;
}

type Machine = CartMachine;

const starts: Record<string, CartInput> = {
  'a first visit': { storedCartId: null, language: 'vi' },
  'a reload with a stored cart': { storedCartId: 'cart-1', language: 'en' },
  // "Use this code" before any package, then a reload: the code still waits.
  'a reload with a code waiting and no cart': { storedCartId: null, storedPendingCode: 'welcome10', language: 'vi' },
  'a reload with a code waiting and a stored cart': { storedCartId: 'cart-1', storedPendingCode: 'WELCOME10', language: 'en' },
  'a reload with something stored that cannot be a code': { storedCartId: null, storedPendingCode: 'no such code!', language: 'en' },
  // The server drew the first screen with the cart its cookie named (src/entry-server.tsx).
  'a page the server drew with the stored cart': { storedCartId: 'cart-1', drawn: { cart: cartAnswer('cart-1', 2), language: 'en' }, language: 'en' },
  'a page the server drew with the stored cart, a code waiting': { storedCartId: 'cart-1', storedPendingCode: 'WELCOME10', drawn: { cart: cartAnswer('cart-1', 2), language: 'vi' }, language: 'vi' },
  // A cookie out of step with storage, or a screen drawn in another language: the stored cart is read as after any reload.
  'a page the server drew with another cart': { storedCartId: 'cart-1', drawn: { cart: cartAnswer('cart-2', 2), language: 'en' }, language: 'en' },
  'a page the server drew with a cart when none is stored': { storedCartId: null, drawn: { cart: cartAnswer('cart-2', 2), language: 'en' }, language: 'en' },
  'a page the server drew in another language': { storedCartId: 'cart-1', drawn: { cart: cartAnswer('cart-1', 2), language: 'th' }, language: 'en' },
};

function money(vnd: number) {
  return { VND: { value: vnd, formatted: `${vnd.toLocaleString('vi-VN')}đ` }, USD: { value: vnd / 25000, formatted: `$${(vnd / 25000).toFixed(2)}` } };
}

/** A server answer: the package and its add-on (two lines), or no line; with a code applied or not. */
function cartAnswer(id: string, lines: 0 | 2, code: string | null = null): Cart {
  const subtotal = lines ? 2_490_000 : 0;
  const discount = code && lines ? 249_000 : 0;
  const item = (itemId: string, slug: string, vnd: number, parent: string[]) => ({
    id: itemId,
    object: 'cart_item' as const,
    cartItemIds: [itemId],
    parentIds: parent,
    quantity: 1,
    prices: money(vnd),
    subtotal: money(vnd),
    package: { data: { id: 1, name: slug, slug, categories: [], isAddOn: parent.length > 0, image: null } },
  });
  return {
    id,
    object: 'cart',
    items: { data: lines ? [item(`${id}-item-1`, 'g-intel', 1_990_000, []), item(`${id}-item-2`, 'consultation-genetics-30', 500_000, [`${id}-item-1`])] : [] },
    itemCount: lines,
    subtotal: money(subtotal),
    promotionCode: code,
    discount: code && lines ? { code, kind: 'percent', percentOff: 10, amountByCurrencies: money(discount) } : null,
    promotionCodeProblem: code && !lines ? 'minimum_not_met' : null,
    total: subtotal - discount,
    formattedTotal: `${(subtotal - discount).toLocaleString('vi-VN')}đ`,
    totalAmountByCurrencies: money(subtotal - discount),
    suggestions: { data: [] },
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
  } as unknown as Cart;
}

const ORDER = { reference: 'GW-2026-000123', secret: 'u2Xn4Jd7sT9eLfA6gKpYiO_Eq3ZkV0y8mB1cH5rWbq0' };
const cartGone = () => apiError('not_found', 404);
const codeUnusable = () => apiError('bad_request', 400, { serverCode: 'promotion_code_unusable', fields: { promotionCode: 'Mã giảm giá đã hết hạn.' } });

const CALLS = ['retrieveCart', 'createCart', 'addItems', 'removeItem', 'replaceItems', 'applyCode', 'removeCode'] as const;

function sampler(snapshot: CartSnapshot): SampleEvent[] {
  const id = snapshot.context.cartId ?? 'cart-new';
  const code = snapshot.context.pendingCode;
  const firstItem = snapshot.context.cart?.items.data[0]?.id ?? 'item-x';
  const answers = CALLS.flatMap((call) => {
    const answerId = call === 'createCart' ? 'cart-new' : id;
    return [
      { type: `xstate.done.actor.${call}`, output: cartAnswer(answerId, 2, call === 'applyCode' ? code : call === 'removeCode' ? null : (snapshot.context.cart?.promotionCode ?? null)) },
      ...(call === 'removeItem' || call === 'replaceItems' || call === 'retrieveCart' ? [{ type: `xstate.done.actor.${call}`, output: cartAnswer(answerId, 0) }] : []),
      { type: `xstate.error.actor.${call}`, error: call === 'applyCode' ? codeUnusable() : cartGone() },
      { type: `xstate.error.actor.${call}`, error: networkDown() },
    ];
  });
  return [
    { type: 'items.add', slugs: ['g-intel', 'consultation-genetics-30'] },
    { type: 'items.add', slugs: [] },
    { type: 'item.remove', itemId: firstItem },
    { type: 'items.replace', slugs: ['g-intel'] },
    { type: 'code.apply', code: ' kid-ab12cd ' },
    { type: 'code.apply', code: 'x!' },
    { type: 'code.remove' },
    { type: 'load.retry' },
    { type: 'language.changed', language: 'th' },
    { type: 'language.changed', language: snapshot.context.language },
    { type: 'cart.checkedOut', order: ORDER },
    ...answers,
  ];
}

interface Expected {
  stored: string | null;
  cart: Cart | null;
  phase: 'loading' | 'failed' | 'idle' | 'busy';
  language: string;
  slugs: string[];
  pending: string | null;
  codeProblem: CallProblemKey | null;
  problem: CallProblemKey | null;
  requests: Array<{ name: string; input: unknown }>;
  lastOrder: unknown;
}

function replay(input: CartInput, trace: Observation<Machine, CartWorld>['trace']): Expected {
  // A stored code waits as a typed one would; what cannot be a code is dropped without a word.
  const stored = input.storedPendingCode ? promotionCodeValueSchema.safeParse(input.storedPendingCode) : null;
  const expected: Expected = { stored: input.storedCartId, cart: null, phase: 'idle', language: input.language, slugs: [], pending: stored?.success ? stored.data : null, codeProblem: null, problem: null, requests: [], lastOrder: null };
  const ask = (name: string, request: Record<string, unknown>) => expected.requests.push({ name, input: { ...request, language: expected.language } });
  const read = () => {
    expected.phase = 'loading';
    ask('retrieveCart', { cartId: expected.stored });
  };
  // A new cart: the order the last one became is no longer the checkout's to open.
  const create = () => {
    expected.lastOrder = null;
    expected.phase = 'busy';
    ask('createCart', { productSlugs: expected.slugs });
  };
  // A code waiting for items is applied as soon as the cart has them.
  const settle = () => {
    expected.phase = 'idle';
    if (expected.pending !== null && expected.cart && expected.cart.itemCount > 0) {
      expected.phase = 'busy';
      ask('applyCode', { cartId: expected.cart.id, promotionCode: expected.pending });
    }
  };
  const forget = () => {
    expected.cart = null;
    expected.stored = null;
  };
  // Over a first screen drawn with the stored cart in this language, the server's answer is the cart: nothing is read.
  const drawn = input.drawn && input.drawn.cart.id === input.storedCartId && input.drawn.language === input.language ? input.drawn.cart : null;
  if (drawn) {
    expected.cart = drawn;
    settle();
  } else if (expected.stored !== null) read();
  for (const { event } of trace) {
    const idle = expected.phase === 'idle';
    const cart = expected.cart;
    switch (event.type) {
      case 'items.add': {
        const slugs = event.slugs as string[];
        if (!idle || slugs.length === 0) break;
        Object.assign(expected, { slugs, problem: null, codeProblem: null });
        if (cart) {
          expected.phase = 'busy';
          ask('addItems', { cartId: cart.id, productSlugs: slugs });
        } else create();
        break;
      }
      case 'item.remove':
        if (!idle || !cart) break;
        Object.assign(expected, { phase: 'busy', problem: null, codeProblem: null });
        ask('removeItem', { cartId: cart.id, itemId: event.itemId });
        break;
      case 'items.replace':
        if (!idle || !cart) break;
        Object.assign(expected, { phase: 'busy', slugs: event.slugs, problem: null, codeProblem: null });
        ask('replaceItems', { cartId: cart.id, productSlugs: event.slugs });
        break;
      case 'code.apply': {
        // A code given while the cart is read or changed waits for it (the one being applied is not replaced).
        const applying = expected.requests.at(-1)?.name === 'applyCode' && expected.phase === 'busy';
        if (applying) break;
        const parsed = promotionCodeValueSchema.safeParse(event.code);
        expected.pending = parsed.success ? parsed.data : null;
        expected.codeProblem = parsed.success ? null : 'invalid';
        if (idle) settle();
        break;
      }
      case 'code.remove':
        // Only a code on the cart can be taken off.
        if (!idle || !cart?.promotionCode) break;
        Object.assign(expected, { phase: 'busy', problem: null, codeProblem: null });
        ask('removeCode', { cartId: cart.id });
        break;
      case 'load.retry':
        if (expected.phase === 'failed') read();
        break;
      case 'language.changed': {
        const other = event.language !== expected.language;
        expected.language = event.language as string;
        if (idle && cart && other) read();
        break;
      }
      case 'cart.checkedOut':
        forget();
        Object.assign(expected, { phase: 'idle', problem: null, codeProblem: null, lastOrder: event.order });
        break;
      default: {
        const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
        if (!answer) break;
        const [, outcome, call] = answer;
        if (outcome === 'done') {
          const output = event.output as Cart;
          Object.assign(expected, { cart: output, stored: output.id, problem: null });
          if (call === 'applyCode') Object.assign(expected, { pending: null, codeProblem: null });
          settle();
          break;
        }
        const key = shownProblemOf(event.error).key;
        const gone = key === 'not_found';
        if (call === 'applyCode') {
          Object.assign(expected, { pending: null, codeProblem: key, phase: 'idle' });
        } else if (call === 'removeCode' && gone) {
          forget();
          expected.phase = 'idle';
        } else if (call === 'retrieveCart') {
          if (gone) {
            forget();
            expected.phase = 'idle';
          } else Object.assign(expected, { phase: 'failed', problem: key });
        } else if (gone && (call === 'addItems' || call === 'replaceItems')) {
          forget();
          create();
        } else if (gone && call === 'removeItem') {
          read();
        } else {
          // The cart is as it was: a code that waited for it is applied now, if it has items.
          expected.problem = key;
          settle();
        }
      }
    }
  }
  return expected;
}

function check({ snapshot, world, trace, input }: Observation<Machine, CartWorld>): void {
  const expected = replay(input, trace);
  // What reached the server, in order: one call at a time, every one in the page's language.
  expect(world.calls.started.map(({ name, input: request }) => ({ name, input: request }))).toEqual(expected.requests);
  expect(world.calls.pending.length).toBe(expected.phase === 'loading' || expected.phase === 'busy' ? 1 : 0);
  expect(world.calls.started.every((call) => (call.input as { cartId?: unknown }).cartId !== '')).toBe(true);
  // What storage holds: the id of the cart the server last answered (none after a 404 or an order).
  expect(world.stored).toBe(expected.stored);
  // And the code waiting for a package, so a reload keeps it: stored while it waits, gone once applied or refused.
  expect(world.storedCode).toBe(expected.pending);
  // What the shopper sees: the server's cart, its totals as the server computed them.
  expect(cartOf(snapshot)).toBe(expected.cart);
  expect(cartItemsOf(snapshot)).toEqual(expected.cart?.items.data ?? []);
  expect(cartCountOf(snapshot)).toBe(expected.cart?.itemCount ?? 0);
  expect(cartTotalsOf(snapshot, 'USD')?.total ?? null).toBe(expected.cart?.totalAmountByCurrencies.USD?.formatted ?? null);
  expect(cartTotalsOf(snapshot, 'VND')?.discount ?? null).toBe(expected.cart?.discount?.amountByCurrencies.VND?.formatted ?? null);
  expect(cartPhaseOf(snapshot)).toBe(expected.phase === 'loading' ? 'loading' : expected.phase === 'failed' ? 'failed' : expected.cart ? 'ready' : 'empty');
  expect(isCartBusy(snapshot)).toBe(expected.phase === 'loading' || expected.phase === 'busy');
  const actions = cartActionsOf(snapshot);
  expect(actions).toEqual({
    add: expected.phase === 'idle',
    change: expected.phase === 'idle' && expected.cart !== null,
    code: expected.phase === 'idle',
    removeCode: expected.phase === 'idle' && expected.cart?.promotionCode != null,
  });
  const code = codeStatusOf(snapshot);
  expect(code.applied).toBe(expected.cart?.promotionCode ?? null);
  expect(code.pending).toBe(expected.pending);
  expect(code.refused?.key ?? null).toBe(expected.codeProblem);
  expect(cartProblemOf(snapshot)?.key ?? null).toBe(expected.problem);
  expect(lastOrderOf(snapshot)).toEqual(expected.lastOrder);
}

describeModel<Machine, CartWorld>({
  name: 'cart',
  create: () => createCartMachine(),
  starts,
  world: (input) => ({ ...createBaseWorld(), stored: input.storedCartId, storedCode: input.storedPendingCode ?? null }),
  provide: (candidate, world) =>
    candidate.provide({
      actors: {
        createCart: world.calls.fake('createCart'),
        retrieveCart: world.calls.fake('retrieveCart'),
        addItems: world.calls.fake('addItems'),
        removeItem: world.calls.fake('removeItem'),
        replaceItems: world.calls.fake('replaceItems'),
        applyCode: world.calls.fake('applyCode'),
        removeCode: world.calls.fake('removeCode'),
      },
      actions: {
        rememberCartId: (_, { cartId }: { cartId: string }) => {
          world.stored = cartId;
        },
        forgetCartId: () => {
          world.stored = null;
        },
        keepPendingCode: (_, { code }: { code: string | null }) => {
          world.storedCode = code;
        },
      },
    }) as Machine,
  sampler,
  // A cart with a code on it and one without look the same to the state value; the spec treats
  // them apart ("remove the code" is offered, and reaches the server, only on the first).
  facet: (snapshot) => (snapshot.context.cart?.promotionCode != null ? 'with a code' : 'without a code'),
  check,
  journeys: {
    'the kid quiz code waits for the cart, a package and its add-on go in, the cart survives a reload': {
      start: 'a first visit',
      events: [
        { type: 'code.apply', code: 'kid-ab12cd' },
        { type: 'items.add', slugs: ['g-intel', 'consultation-genetics-30'] },
        { type: 'xstate.done.actor.createCart', output: cartAnswer('cart-new', 2) },
        { type: 'xstate.done.actor.applyCode', output: cartAnswer('cart-new', 2, 'KID-AB12CD') },
        { type: 'code.remove' },
        { type: 'xstate.done.actor.removeCode', output: cartAnswer('cart-new', 2) },
        { type: 'code.remove' },
        { type: 'item.remove', itemId: 'cart-new-item-2' },
        { type: 'xstate.error.actor.removeItem', error: serverDown() },
        { type: 'cart.checkedOut', order: ORDER },
      ],
    },
    'the kid quiz link opens the stored cart: its code waits for the cart to be read': {
      start: 'a reload with a stored cart',
      events: [
        { type: 'code.apply', code: 'KID-AB12CD' },
        { type: 'xstate.done.actor.retrieveCart', output: cartAnswer('cart-1', 2) },
        { type: 'code.apply', code: 'WELCOME10' },
        { type: 'xstate.done.actor.applyCode', output: cartAnswer('cart-1', 2, 'KID-AB12CD') },
      ],
    },
    'a stored cart the server no longer has is replaced cleanly': {
      start: 'a reload with a stored cart',
      events: [
        { type: 'xstate.done.actor.retrieveCart', output: cartAnswer('cart-1', 2) },
        { type: 'items.add', slugs: ['g-intel'] },
        { type: 'xstate.error.actor.addItems', error: cartGone() },
        { type: 'xstate.done.actor.createCart', output: cartAnswer('cart-new', 2) },
        { type: 'code.apply', code: 'WELCOME10' },
        { type: 'xstate.error.actor.applyCode', error: codeUnusable() },
        { type: 'language.changed', language: 'zh' },
        { type: 'xstate.error.actor.retrieveCart', error: cartGone() },
      ],
    },
  },
});
