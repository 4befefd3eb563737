import { AUTH_TOKEN_TYPE } from '../../../src/api/contract/auth';
import type { authEndpoints } from '../../../src/api/contract/auth';
import { HEADERS } from '../../../src/api/contract/endpoint';
import { toE164 } from '../../../src/domain/phone';
import type { Services } from '../../composition-root';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError } from '../../http/errors';
import { mergeAnonymousUser } from '../../services/merge/anonymous-merge';
import { accountOf, checkCode, sendCode } from './auth.service';

export function authHandlers(services: Services): EndpointHandlers<typeof authEndpoints> {
  return {
    async signin(c, { body }) {
      const phone = toE164(body.otpKey);
      const sent = await sendCode(services, c, { phone, purpose: 'signin', method: body.otpMethod });
      return { status: 200, body: { data: { otpKey: phone, otpMethod: body.otpMethod, ...sent } } };
    },

    async otpVerify(c, { body, headers }) {
      const phone = toE164(body.otpKey);
      const deviceId = headers[HEADERS.deviceId] ?? null;
      const signedIn = await checkCode(services, c, { phone, purpose: 'signin', code: body.otp }, async (tx) => {
        const { userId, isNewUser } = await accountOf(tx, phone);
        return { token: await services.tokens.issue(tx, { userId, deviceId }), isNewUser };
      });
      const { token, isNewUser } = signedIn;
      return { status: 200, body: { data: { key: token.key, tokenType: AUTH_TOKEN_TYPE, expiresAt: token.expiresAt.toISOString(), isNewUser } } };
    },

    async signout(_c, { session }) {
      // A sign-out racing another with the same token finds it already revoked: that token is
      // signed out, so this one answers like any revoked token (401), and exactly one says 204.
      if (!(await services.tokens.revoke(session.tokenId))) throw new HttpError(401, 'unauthorized');
      return { status: 204 };
    },

    async merge(_c, { headers, session }) {
      const clientId = headers[HEADERS.userClientId];
      const merged = await mergeAnonymousUser(services.database.db, { clientId, userId: session.userId });
      return { status: 200, body: { data: { clientId, merged } } };
    },
  };
}
