import { AUTH_TOKEN_TYPE } from '../../../src/api/contract/auth';
import type { authEndpoints } from '../../../src/api/contract/auth';
import { HEADERS } from '../../../src/api/contract/endpoint';
import { toE164 } from '../../../src/domain/phone';
import type { Services } from '../../app-services';
import { requestOf } from '../../http/request-facts';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError, languageOf } from '../../http/errors';
import { mergeAnonymousUser, mergeWithin, noneMerged } from '../../services/merge/anonymous-merge';
import { looksSigned } from '../../services/merge/client-id';
import { serverT } from '../../i18n/server-i18n';
import { accountOf, checkCode, sendCode } from './auth.service';

export function authHandlers(services: Services): EndpointHandlers<typeof authEndpoints> {
  return {
    async signin(c, { body }) {
      const phone = toE164(body.otpKey);
      const sent = await sendCode(services, requestOf(c), { phone, purpose: 'signin', method: body.otpMethod });
      return { status: 200, body: { data: { otpKey: phone, otpMethod: body.otpMethod, ...sent } } };
    },

    async otpVerify(c, { body, headers }) {
      const phone = toE164(body.otpKey);
      const deviceId = headers[HEADERS.deviceId] ?? null;
      // Checked before the code is: an id this server did not issue merges nothing.
      const clientId = await services.clientIds.verify(headers[HEADERS.userClientId]);
      const signedIn = await checkCode(services, requestOf(c), { phone, purpose: 'signin', code: body.otp }, async (tx) => {
        // Guest orders never join an account by their delivery number (anyone may type one in):
        // only those placed from the browser that signs in do, by its client id (the merge), here
        // in the transaction that issues the token: signed in means merged, even if the tab
        // closes before the client's own merge call.
        const { userId, isNewUser } = await accountOf(tx, phone);
        if (clientId !== null) await mergeWithin(tx, { clientId, userId });
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

    async merge(c, { headers, session }) {
      const given = headers[HEADERS.userClientId];
      const clientId = await services.clientIds.verify(given);
      if (clientId === null) {
        // A signature this server did not make: refused, and said so.
        if (looksSigned(given)) {
          throw new HttpError(400, 'validation_failed', { fields: { [HEADERS.userClientId]: serverT(languageOf(c))('field.client_id_not_issued') } });
        }
        // A plain UUID: a browser that never made a record; the server issued it nothing to merge.
        return { status: 200, body: { data: { clientId: given, merged: noneMerged() } } };
      }
      const merged = await mergeAnonymousUser(services.database.db, { clientId, userId: session.userId });
      return { status: 200, body: { data: { clientId, merged } } };
    },
  };
}
