import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { CartActor } from '../../machines/cart/cart.machine';

/** A cart actor given to the views instead of the app's own: the server's first screen (an empty cart, never started). */
const CartActorContext = createContext<CartActor | null>(null);

export function CartActorProvider({ actor, children }: { actor: CartActor; children: ReactNode }) {
  return <CartActorContext.Provider value={actor}>{children}</CartActorContext.Provider>;
}

/** The cart actor a provider gave, or null for the app's own. */
export function useProvidedCartActor(): CartActor | null {
  return useContext(CartActorContext);
}
