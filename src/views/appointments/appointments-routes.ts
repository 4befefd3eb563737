import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../shell/root-route';

/*
 * The pages a consultation's text messages link to (consultationPagePaths in the contract), with
 * the appointment's survey token in the fragment; the signed-in owner opens them without it from
 * My appointments (/account/appointments, in account-routes.ts). No sign-in is required here.
 */
export const cancellationRoute = createRoute({ getParentRoute: () => rootRoute, path: '/consultations/$id/cancel' }).lazy(() =>
  import('./cancellation-page').then((module) => module.Route),
);

export const preSurveyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/consultations/$id/pre-survey' }).lazy(() =>
  import('../surveys/pre-survey-route').then((module) => module.Route),
);

export const postSurveyRoute = createRoute({ getParentRoute: () => rootRoute, path: '/consultations/$id/post-survey' }).lazy(() =>
  import('../surveys/post-survey-route').then((module) => module.Route),
);

export const consultationPageRoutes = [cancellationRoute, preSurveyRoute, postSurveyRoute] as const;
