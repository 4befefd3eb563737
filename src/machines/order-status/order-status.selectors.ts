import type { Order } from '../../api/contract/checkout';
import type { CallProblem } from '../calls/call-problem';
import type { OrderStatusSnapshot } from './order-status.machine';

/** What the order page shows: the read's phase, the order, and the cancel control's step. */

export type OrderPhase = 'loading' | 'loaded' | 'notFound' | 'failed';

export function orderPhaseOf(snapshot: OrderStatusSnapshot): OrderPhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('notFound')) return 'notFound';
  return snapshot.matches('failed') ? 'failed' : 'loaded';
}

/** The order, once read. */
export function orderOf(snapshot: OrderStatusSnapshot): Order | null {
  return snapshot.matches('loaded') ? snapshot.context.order : null;
}

/** Why reading failed (shown with a retry); null otherwise. */
export function loadProblemOf(snapshot: OrderStatusSnapshot): CallProblem | null {
  return snapshot.matches('failed') ? snapshot.context.problem : null;
}

/**
 * The cancel control: none (the order is not pending, or not read), the button (offered), the
 * question with "yes, cancel" and "keep the order" (confirming), or busy (cancelling; also while
 * an order paid meanwhile is read again).
 */
export type CancelStep = 'none' | 'offered' | 'confirming' | 'cancelling';

export function cancelStepOf(snapshot: OrderStatusSnapshot): CancelStep {
  if (snapshot.matches({ loaded: 'confirming' })) return 'confirming';
  if (snapshot.matches({ loaded: 'cancelling' }) || snapshot.matches({ loaded: 'refreshing' })) return 'cancelling';
  return snapshot.matches({ loaded: 'idle' }) && snapshot.context.order?.status === 'pending' ? 'offered' : 'none';
}

/** Why the last cancel was refused (a paid order: 409; offline; …), shown once the page is idle again. */
export function cancelProblemOf(snapshot: OrderStatusSnapshot): CallProblem | null {
  return snapshot.matches({ loaded: 'idle' }) ? snapshot.context.cancelProblem : null;
}
