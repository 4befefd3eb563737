import type { SimulatedClock } from 'xstate';
import { liveApiSession } from '../../api/api-session';
import { portalApi } from '../../api/portal-api';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { getClientId } from '../../platform/storage';
import { studioInspection } from '../../platform/studio-inspect';

/**
 * What a quiz (the kid quiz, the diet quiz) needs from the app: the route supplies `navigate`, a
 * view test the rest too. `Search` is the quiz's URL, `Client` its Portal API client, `Store`
 * where it keeps its state for a reload.
 */
export interface QuizEdge<Search, Client, Store> {
  /** Puts a search in the URL (the router's navigate); `replace` replaces the history entry. */
  navigate: (search: Search, options: { replace: boolean }) => void;
  /** The Portal API client. */
  client: Client;
  /** The language texts sent by SMS are written in: the page's. */
  language: () => Language;
  /** The browser's anonymous id, kept on the record so a later sign-in can claim it. */
  clientId: () => string;
  /** Where the quiz's state is kept for a reload (sessionStorage unless given). */
  storage: Store | null | undefined;
  /** What the actor counts its timed steps with (a view test's simulated clock). */
  clock?: Pick<SimulatedClock, 'setTimeout' | 'clearTimeout'>;
}

/** The app's edge: the Portal API client, the page's language, the client id, sessionStorage. */
export function appQuizEdge() {
  return {
    client: portalApi(),
    language: (): Language => {
      const language = liveApiSession.getLanguage();
      return isLanguage(language) ? language : DEFAULT_LANGUAGE;
    },
    clientId: getClientId,
    storage: undefined,
  };
}

/** A quiz actor's options beside its input: the edge's clock, if any, and the statechart studio's live mode (nothing unless the studio is on). */
export function quizActorOptions(edge: Pick<QuizEdge<never, never, never>, 'clock'>) {
  return { ...(edge.clock ? { clock: edge.clock } : {}), ...studioInspection() };
}
