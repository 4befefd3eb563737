import { createRoute } from '@tanstack/react-router';
import { kidQuizSearchSchema } from '../../machines/kid-quiz/kid-quiz-url';
import { rootRoute } from '../shell/root-route';

/**
 * /kid-quiz?scene=N[&result=<record id>]: see src/machines/kid-quiz/README.md for how the URL and
 * the quiz machine agree. The page itself is loaded on first visit.
 */
export const kidQuizRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/kid-quiz',
  validateSearch: kidQuizSearchSchema,
}).lazy(() => import('./kid-quiz-page').then((module) => module.Route));
