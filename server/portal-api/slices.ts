import type { Slice } from '../app-services';
import { authRoutes } from './auth/auth.routes';
import { userProfileRoutes } from './user-profile/user-profile.routes';
import { geneTestRoutes } from './gene-tests/gene-tests.routes';
import { kidQuizRoutes } from './kid-quiz/kid-quiz.routes';
import { dietQuizRoutes } from './diet-quiz/diet-quiz.routes';
import { consultationRoutes } from './consultations/consultations.routes';
import { surveyRoutes } from './surveys/surveys.routes';

/**
 * The Portal API's resources: every slice of this folder, each a `<slice>.routes.ts` binding its contract entries to
 * its handlers. The composition root registers these lists; a new slice adds its routes here
 * (server/slices.test.ts fails for a routes file no list names).
 */
export const portalApiSlices: readonly Slice[] = [
  authRoutes,
  userProfileRoutes,
  geneTestRoutes,
  kidQuizRoutes,
  dietQuizRoutes,
  consultationRoutes,
  surveyRoutes,
];
