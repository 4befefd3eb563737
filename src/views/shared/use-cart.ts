import { useSelector } from '@xstate/react';
import type { CartActor } from '../../machines/cart/cart.machine';
import { currencyOf } from '../../machines/settings/settings.selectors';
import { useAppActors } from './app-actors';

/** The app's cart actor and the chosen currency. */
export function useCart(): { cart: CartActor; currency: string } {
  const { settings, cart } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  return { cart, currency };
}
