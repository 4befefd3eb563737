import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SettingsMachine } from '../../machines/settings/settings.machine';
import type { ProgressBarMachine } from '../../machines/progress-bar/progress-bar.machine';
import type { SessionMachine } from '../../machines/auth/session/session.machine';
import type { SiteMenuMachine } from '../../machines/site-menu/site-menu.machine';

/**
 * The app-wide actors, created once at start-up (start.tsx) and shared with every view.
 * Views read them with `useSelector(actor, selector)` and talk to them with `actor.send`.
 */
export interface AppActors {
  settings: ActorRefFrom<SettingsMachine>;
  progressBar: ActorRefFrom<ProgressBarMachine>;
  siteMenu: ActorRefFrom<SiteMenuMachine>;
  /** The signed-in session (src/machines/auth/session); the API client sends it `session.unauthorized` on every 401. */
  session: SessionActor;
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
