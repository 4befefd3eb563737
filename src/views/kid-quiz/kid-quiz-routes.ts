import { createRoute } from '@tanstack/react-router';
import type { KidQuizActor } from '../../machines/kid-quiz/kid-quiz.machine';
import { readSceneSearch } from '../../domain/url-search';
import type { KidQuizSearch } from '../../machines/kid-quiz/kid-quiz-url';
import { rootRoute } from '../shell/root-route';
import { visitRouteHooks } from '../shared/route-hold';
import type { KidQuizEdge, KidQuizEdgeOverrides } from './kid-quiz-effects';

/**
 * /kid-quiz?scene=N[&result=<record id>]. The quiz actor lives outside React, one per visit:
 * started when the route is entered, told every URL the router commits while it stays (a click
 * in the quiz, the browser's back and forward, a pasted link), stopped when it is left. The page
 * only renders it. See src/machines/kid-quiz/README.md for how the URL and the machine agree.
 *
 * A results link from the SMS carries its record's secret in the fragment (`#k=<secret>`: never
 * sent to a server); `beforeLoad` reads it from each location and the route hands it to the
 * visit with the search, which keeps it in the tab and takes it out of the address bar.
 *
 * The quiz's code (machine, API calls) loads with the route, never with the app: the loader
 * imports it, on hover too (a preload loads code and starts nothing), and the page component is
 * lazy.
 */

/** The /kid-quiz route under `parent`; the app's is below, a view test makes its own with overrides. */
export function createKidQuizRoute(parent: typeof rootRoute, overrides: KidQuizEdgeOverrides = {}) {
  return createRoute({
    getParentRoute: () => parent,
    path: '/kid-quiz',
    validateSearch: readSceneSearch,
    loader: () => import('./kid-quiz-effects').then((module) => module.startKidQuiz),
    ...visitRouteHooks<KidQuizActor, KidQuizSearch, Pick<KidQuizEdge, 'navigate'> & KidQuizEdgeOverrides>('/kid-quiz', overrides),
  }).lazy(() => import('./kid-quiz-page').then((module) => module.Route));
}

export const kidQuizRoute = createKidQuizRoute(rootRoute);
