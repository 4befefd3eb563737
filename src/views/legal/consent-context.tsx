import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { consentActor } from './consent-effects';
import type { ConsentActor } from './consent-effects';

/** Which consent actor the notice and the footer use: the app's one, or a test's. */
const ConsentActorContext = createContext<() => ConsentActor>(consentActor);

export function ConsentActorProvider({ actor, children }: { actor: ConsentActor; children: ReactNode }) {
  return <ConsentActorContext.Provider value={() => actor}>{children}</ConsentActorContext.Provider>;
}

export function useConsentActor(): ConsentActor {
  return useContext(ConsentActorContext)();
}
