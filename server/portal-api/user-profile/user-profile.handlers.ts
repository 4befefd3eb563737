import type { userProfileEndpoints } from '../../../src/api/contract/user-profile';
import { toE164 } from '../../../src/domain/phone';
import type { Services } from '../../app-services';
import { requestOf } from '../../http/request-facts';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError, languageOf } from '../../http/errors';
import { serverT } from '../../i18n/server-i18n';
import { enforceRateLimits } from '../../services/rate-limit/rate-limit';
import { checkCode, sendCode } from '../auth/auth.service';
import { deleteAccountData } from './account-deletion';
import { loadUser, phoneTaken, toUserProfile, updateUser } from './user-profile.service';
import { isUniqueViolation } from '../../db/errors';

export function userProfileHandlers(services: Services): EndpointHandlers<typeof userProfileEndpoints> {
  const { db } = services.database;
  return {
    async get(_c, { session }) {
      // The account as the token's check read it, for this request (services/auth-tokens).
      return { status: 200, body: { data: toUserProfile(session.user) } };
    },

    async update(_c, { body, session }) {
      return { status: 200, body: { data: toUserProfile(await updateUser(db, session.userId, body)) } };
    },

    async requestPhoneNumberChange(c, { body, session }) {
      const { userId } = session;
      const phone = toE164(body.phoneNumber);
      const user = await loadUser(db, userId);
      if (user.phoneNumber === phone) {
        throw new HttpError(400, 'validation_failed', { fields: { phone_number: serverT(languageOf(c))('field.same_phone_number') } });
      }
      await enforceRateLimits([{ limiter: services.limiters.phoneChangePerUser, key: userId }]);
      // Whether another account has the number is not looked at here: the code goes to the number
      // either way and the answer is the same, so the call cannot tell who has an account. Only
      // the holder of that phone reads the code, and verifying it is where a taken number is refused.
      const sent = await sendCode(services, requestOf(c), { phone, purpose: 'phone-update', method: body.otpMethod, userId });
      return { status: 200, body: { data: { otpKey: phone, otpMethod: body.otpMethod, ...sent } } };
    },

    async verifyPhoneNumberChange(c, { body, session }) {
      const { userId } = session;
      const phone = toE164(body.phoneNumber);
      try {
        const row = await checkCode(services, requestOf(c), { phone, purpose: 'phone-update', code: body.otp, userId }, (tx) => updateUser(tx, userId, { phoneNumber: phone }));
        return { status: 200, body: { data: toUserProfile(row) } };
      } catch (error) {
        // Another account has this number (it had it already, or signed up meanwhile): the code stays
        // unused. Only the holder of the phone, who read the code, gets this far and hears it.
        if (isUniqueViolation(error)) throw phoneTaken();
        throw error;
      }
    },

    async requestAccountDeletion(c, { session }) {
      const { userId } = session;
      const { phoneNumber } = await loadUser(db, userId);
      // The phone change's limits: per account here, per address and per number in sendCode.
      await enforceRateLimits([{ limiter: services.limiters.phoneChangePerUser, key: userId }]);
      const sent = await sendCode(services, requestOf(c), { phone: phoneNumber, purpose: 'account-deletion', method: 'sms', userId });
      return { status: 200, body: { data: { otpKey: phoneNumber, otpMethod: 'sms', ...sent } } };
    },

    async deleteAccount(c, { body, session }) {
      const { userId } = session;
      const { phoneNumber } = await loadUser(db, userId);
      // The code is used and the data deleted in one transaction (account-deletion.ts).
      const report = await checkCode(services, requestOf(c), { phone: phoneNumber, purpose: 'account-deletion', code: body.otp, userId }, (tx) => deleteAccountData(tx, userId));
      services.logger.info({ event: 'account_deleted', ...report }, 'account deleted');
      return { status: 204 };
    },
  };
}
