import type { Cart, CartItem } from '../../api/contract/cart';
import type { Prices } from '../../api/contract/catalogue';
import type { ProductPackageSummary } from '../../api/contract/catalogue';
import type { CallProblem } from '../calls/call-problem';
import type { CartSnapshot, PlacedOrder } from './cart.machine';

/**
 * What the cart shows: its lines (add-ons under their package), the server's subtotal, discount
 * and total in the chosen currency, the code applied (or why it was refused), suggestions, and
 * the count in the header. Controls are offered only while no change is under way.
 */

export type CartPhase = 'loading' | 'empty' | 'ready' | 'failed';

export function cartPhaseOf(snapshot: CartSnapshot): CartPhase {
  if (snapshot.matches('start') || snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty') || snapshot.matches('creating')) return snapshot.context.cart ? 'ready' : 'empty';
  return 'ready';
}

/** A change is under way (the buttons wait for it). */
export function isCartBusy(snapshot: CartSnapshot): boolean {
  return !(snapshot.matches('ready') || snapshot.matches('empty') || snapshot.matches('failed'));
}

/** Whether the page may send items.add / item.remove / items.replace / code.apply / code.remove now. */
export function cartActionsOf(snapshot: CartSnapshot): { add: boolean; change: boolean; code: boolean; removeCode: boolean } {
  const idle = snapshot.matches('ready') || snapshot.matches('empty');
  return { add: idle, change: snapshot.matches('ready'), code: idle, removeCode: snapshot.matches('ready') && snapshot.context.cart?.promotionCode != null };
}

export function cartOf(snapshot: CartSnapshot): Cart | null {
  return snapshot.context.cart;
}

export function cartItemsOf(snapshot: CartSnapshot): readonly CartItem[] {
  return snapshot.context.cart?.items.data ?? NONE;
}
const NONE: readonly never[] = [];

/** The header's count: the server's item count of the cart, 0 without one. */
export function cartCountOf(snapshot: CartSnapshot): number {
  return snapshot.context.cart?.itemCount ?? 0;
}

export function cartIdOf(snapshot: CartSnapshot): string | null {
  return snapshot.context.cart?.id ?? null;
}

/** A price of `prices` in `currency` as the API formats it (VND when it has none in it). */
export function formattedIn(prices: Prices | null | undefined, currency: string): string | null {
  if (!prices) return null;
  return (prices[currency as keyof Prices] ?? prices.VND)?.formatted ?? null;
}

export interface CartTotals {
  subtotal: string;
  discount: string | null;
  total: string;
}

/** The server's totals in `currency`: never added up here. */
export function cartTotalsOf(snapshot: CartSnapshot, currency: string): CartTotals | null {
  const cart = snapshot.context.cart;
  if (!cart) return null;
  return {
    subtotal: formattedIn(cart.subtotal, currency) ?? '',
    discount: formattedIn(cart.discount?.amountByCurrencies, currency),
    total: formattedIn(cart.totalAmountByCurrencies, currency) ?? cart.formattedTotal,
  };
}

export interface CodeStatus {
  /** The code on the cart. */
  applied: string | null;
  /** Why the applied code gives nothing now (the cart changed, it ran out). */
  appliedProblem: Cart['promotionCodeProblem'];
  /** A code waiting for the cart to have items. */
  pending: string | null;
  /** Why the last code typed was refused. */
  refused: CallProblem | null;
}

export function codeStatusOf(snapshot: CartSnapshot): CodeStatus {
  const { cart, pendingCode, codeProblem } = snapshot.context;
  return { applied: cart?.promotionCode ?? null, appliedProblem: cart?.promotionCodeProblem ?? null, pending: pendingCode, refused: codeProblem };
}

export function cartSuggestionsOf(snapshot: CartSnapshot): readonly ProductPackageSummary[] {
  return snapshot.context.cart?.suggestions?.data ?? NONE;
}

/** A failed read (failed) or a failed change (shown above the cart). */
export function cartProblemOf(snapshot: CartSnapshot): CallProblem | null {
  return snapshot.context.problem;
}

/** The order the last cart became (the checkout opens it), until a new cart is made. */
export function lastOrderOf(snapshot: CartSnapshot): PlacedOrder | null {
  return snapshot.context.lastOrder;
}
