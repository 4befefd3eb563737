import { createRoute } from '@tanstack/react-router';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { kidQuizSearchSchema } from '../../machines/kid-quiz/kid-quiz-url';
import type { KidQuizSearch } from '../../machines/kid-quiz/kid-quiz-url';
import { rootRoute } from '../shell/root-route';
import type { KidQuizEdge, KidQuizVisit, startKidQuiz } from './kid-quiz-session';

/**
 * /kid-quiz?scene=N[&result=<record id>]. The quiz actor lives outside React, one per visit:
 * started when the route is entered, told every URL the router commits while it stays (a click
 * in the quiz, the browser's back and forward, a pasted link), stopped when it is left. The page
 * only renders it. See src/machines/kid-quiz/README.md for how the URL and the machine agree.
 *
 * The quiz's code (machine, API calls) loads with the route, never with the app: the loader
 * imports it, on hover too (a preload loads code and starts nothing), and the page component is
 * lazy.
 */

/** The edge a view test replaces (the Portal API client, storage, a simulated clock…). */
export type KidQuizEdgeOverrides = Partial<Omit<KidQuizEdge, 'navigate'>>;

/** The route's hold on the quiz: the actor of the visit under way, for the page. */
export interface KidQuizHold {
  actor: () => KidQuizActor | null;
  subscribe: (listener: () => void) => () => void;
  enter: (start: typeof startKidQuiz, search: KidQuizSearch) => void;
  urlChanged: (search: KidQuizSearch) => void;
  leave: () => void;
}

function createHold(edge: Pick<KidQuizEdge, 'navigate'> & KidQuizEdgeOverrides): KidQuizHold {
  let visit: KidQuizVisit | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    actor: () => visit?.actor ?? null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    enter: (start, search) => {
      visit?.stop();
      visit = start(edge, search);
      changed();
    },
    urlChanged: (search) => visit?.urlChanged(search),
    leave: () => {
      visit?.stop();
      visit = null;
      changed();
    },
  };
}

/** The /kid-quiz route under `parent`; the app's is below, a view test makes its own with overrides. */
export function createKidQuizRoute(parent: typeof rootRoute, overrides: KidQuizEdgeOverrides = {}) {
  return createRoute({
    getParentRoute: () => parent,
    path: '/kid-quiz',
    validateSearch: kidQuizSearchSchema,
    loader: () => import('./kid-quiz-session').then((module) => module.startKidQuiz),
    // Once per match: the hold outlives the searches of one stay on the page.
    context: ({ navigate }) => ({
      kidQuiz: createHold({ ...overrides, navigate: (search, { replace }) => void navigate({ to: '/kid-quiz', search, replace }) }),
    }),
    onEnter: ({ context, loaderData, search }) => {
      if (loaderData) context.kidQuiz.enter(loaderData, search);
    },
    onStay: ({ context, search }) => context.kidQuiz.urlChanged(search),
    onLeave: ({ context }) => context.kidQuiz.leave(),
  }).lazy(() => import('./kid-quiz-page').then((module) => module.Route));
}

export const kidQuizRoute = createKidQuizRoute(rootRoute);
