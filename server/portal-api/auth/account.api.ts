import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { createAccountKit } from './account-kit';
import type { AccountSettings } from './account-kit';
import { mergeHandler, otpVerifyHandler, signinHandler, signoutHandler } from './auth.handlers';
import { mergeRoute, otpVerifyRoute, signinRoute, signoutRoute } from './auth.routes';
import { registerTokenSecurityScheme, withSession } from './session';
import {
  getUserProfileHandler,
  requestPhoneChangeHandler,
  updateUserProfileHandler,
  verifyPhoneChangeHandler,
} from '../user-profile/user-profile.handlers';
import { getUserProfileRoute, requestPhoneChangeRoute, updateUserProfileRoute, verifyPhoneChangeRoute } from '../user-profile/user-profile.routes';
import {
  customerHandler,
  customerVerifyHandler,
  geneTestInformationHandler,
  geneTestInformationListHandler,
  geneTokenVerifyHandler,
} from '../gene-tests/gene-tests.handlers';
import {
  customerRoute,
  customerVerifyRoute,
  geneTestInformationListRoute,
  geneTestInformationRoute,
  geneTokenVerifyRoute,
} from '../gene-tests/gene-tests.routes';

/**
 * Adds sign-in, sign-out, the anonymous merge, the user profile and the gene-test routes to a
 * Portal API router. They share one set of services (tokens, codes, rate-limit counters), made
 * here per app so every app (and every test app) starts with a full allowance.
 */
export function registerAccountRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps, settings?: AccountSettings): void {
  const kit = createAccountKit(deps, settings);
  const signedIn = kit.requireSession;
  registerTokenSecurityScheme(api);

  api.openapi(signinRoute, signinHandler(kit));
  api.openapi(otpVerifyRoute, otpVerifyHandler(kit));
  api.openapi(withSession(signoutRoute, signedIn), signoutHandler(kit));
  api.openapi(withSession(mergeRoute, signedIn), mergeHandler(deps));

  api.openapi(withSession(getUserProfileRoute, signedIn), getUserProfileHandler(deps));
  api.openapi(withSession(updateUserProfileRoute, signedIn), updateUserProfileHandler(deps));
  api.openapi(withSession(requestPhoneChangeRoute, signedIn), requestPhoneChangeHandler(deps, kit));
  api.openapi(withSession(verifyPhoneChangeRoute, signedIn), verifyPhoneChangeHandler(kit));

  api.openapi(withSession(customerRoute, signedIn), customerHandler(deps));
  api.openapi(withSession(customerVerifyRoute, signedIn), customerVerifyHandler(deps, kit));
  api.openapi(withSession(geneTestInformationListRoute, signedIn), geneTestInformationListHandler(deps));
  api.openapi(withSession(geneTestInformationRoute, signedIn), geneTestInformationHandler(deps));
  api.openapi(geneTokenVerifyRoute, geneTokenVerifyHandler(deps, kit));
}
