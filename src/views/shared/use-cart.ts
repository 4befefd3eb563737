import { useSelector } from '@xstate/react';
import type { CartActor } from '../../machines/cart/cart.machine';
import { currencyOf } from '../../machines/settings/settings.selectors';
import { useAppActors } from './app-actors';
import { cartActorFollowing } from '../cart/cart-effects';
import { useProvidedCartActor } from './cart-context';

/** The app's cart actor (following the chosen language), or the one a provider gave, and the chosen currency. */
export function useCart(): { cart: CartActor; currency: string } {
  const { settings } = useAppActors();
  const currency = useSelector(settings, currencyOf);
  const provided = useProvidedCartActor();
  return { cart: provided ?? cartActorFollowing(settings), currency };
}
