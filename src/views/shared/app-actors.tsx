import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SettingsMachine } from '../../machines/settings/settings.machine';
import type { ProgressBarMachine } from '../../machines/progress-bar/progress-bar.machine';
import type { SessionMachine } from '../../machines/auth/session/session.machine';
import type { SiteMenuMachine } from '../../machines/site-menu/site-menu.machine';
import type { CartActor } from '../../machines/cart/cart.machine';
import type { ConsentMachine } from '../../machines/consent/consent.machine';

/**
 * The app-wide actors: the one way the app owns an actor that outlives a page. All are created
 * once, together, where the app starts (src/start.tsx in the browser; src/entry-server.tsx for
 * a first screen, never started there) and reach views only through `useAppActors()` (and the
 * router's loaders through its context). Views read them with `useSelector(actor, selector)` and
 * talk to them with `actor.send`. No module keeps an actor of its own.
 */
export interface AppActors {
  settings: ActorRefFrom<SettingsMachine>;
  progressBar: ActorRefFrom<ProgressBarMachine>;
  siteMenu: ActorRefFrom<SiteMenuMachine>;
  /** The signed-in session (src/machines/auth/session); the API client sends it `session.unauthorized` on every 401. */
  session: SessionActor;
  /** The cart (src/machines/cart): the header's count, the cart page, the checkout's "order placed". */
  cart: CartActor;
  /** The cookie notice's choice (src/machines/consent), which starts and stops the analytics tags. */
  consent: ActorRefFrom<ConsentMachine>;
}

export type SessionActor = ActorRefFrom<SessionMachine>;

const AppActorsContext = createContext<AppActors | null>(null);

export function AppActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors must be used inside <AppActorsProvider>');
  return actors;
}
