import { createRoute } from '@tanstack/react-router';
import type { DietQuizActor } from '../../machines/diet-quiz/diet-quiz.machine';
import { readSceneSearch } from '../../domain/url-search';
import type { DietQuizSearch } from '../../machines/diet-quiz/diet-quiz-url';
import { rootRoute } from '../shell/root-route';
import { visitRouteHooks } from '../shared/route-hold';
import type { DietQuizEdge, DietQuizEdgeOverrides } from './diet-quiz-effects';

/**
 * /diet-quiz?scene=N[&result=<record id>]. The quiz actor lives outside React, one per visit:
 * started when the route is entered, told every URL the router commits while it stays (a click
 * in the quiz, the browser's back and forward, a pasted link), stopped when it is left. The page
 * only renders it. See src/machines/diet-quiz/README.md for how the URL and the machine agree.
 *
 * A results link from the SMS carries its record's secret in the fragment (`#k=<secret>`), read as
 * the kid quiz's (`secretOfHash`).
 *
 * The quiz's code (machine, API calls) loads with the route, never with the app: the loader
 * imports it, on hover too (a preload loads code and starts nothing), and the page component is
 * lazy.
 */

/** The /diet-quiz route under `parent`; the app's is below, a view test makes its own with overrides. */
export function createDietQuizRoute(parent: typeof rootRoute, overrides: DietQuizEdgeOverrides = {}) {
  return createRoute({
    getParentRoute: () => parent,
    path: '/diet-quiz',
    validateSearch: readSceneSearch,
    loader: () => import('./diet-quiz-effects').then((module) => module.startDietQuiz),
    ...visitRouteHooks<DietQuizActor, DietQuizSearch, Pick<DietQuizEdge, 'navigate'> & DietQuizEdgeOverrides>('/diet-quiz', overrides),
  }).lazy(() => import('./diet-quiz-page').then((module) => module.Route));
}

export const dietQuizRoute = createDietQuizRoute(rootRoute);
