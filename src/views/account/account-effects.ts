import { fromPromise } from 'xstate';
import type { OtpMethod } from '../../api/contract/auth';
import type { CustomerVerificationRequest } from '../../api/contract/gene-test';
import type { UserProfile, UserProfileUpdateRequest } from '../../api/contract/user-profile';
import type { PortalClient } from '../../api/auth';
import { getCustomer, getGeneTestInformation, verifyCustomer } from '../../api/gene-tests';
import { requestPhoneNumberChange, updateUserProfile, verifyPhoneNumberChange } from '../../api/user-profile';
import { customerVerificationMachine } from '../../machines/customer-verification/customer-verification.machine';
import { geneTestDetailMachine } from '../../machines/gene-tests/gene-test-detail.machine';
import { geneTestProfilesMachine } from '../../machines/gene-tests/gene-test-profiles.machine';
import { phoneUpdateMachine } from '../../machines/phone-update/phone-update.machine';
import { profileMachine } from '../../machines/profile/profile.machine';

/**
 * The account pages' machines with their effects: Portal API calls on `api`, and a changed
 * profile handed to the auth machine (`onUserChanged`), which the header and the other pages read.
 */
export function profileLogic(api: PortalClient, onUserChanged: (user: UserProfile) => void) {
  return profileMachine.provide({
    actors: {
      saveProfile: fromPromise(({ input, signal }: { input: UserProfileUpdateRequest; signal: AbortSignal }) => updateUserProfile(api, input, signal)),
    },
    actions: { userSaved: (_, { user }) => onUserChanged(user) },
  });
}

export function phoneUpdateLogic(api: PortalClient, onUserChanged: (user: UserProfile) => void) {
  return phoneUpdateMachine.provide({
    actors: {
      requestCode: fromPromise(({ input, signal }: { input: { phoneNumber: string; otpMethod: OtpMethod }; signal: AbortSignal }) =>
        requestPhoneNumberChange(api, input, signal),
      ),
      verifyCode: fromPromise(({ input, signal }: { input: { phoneNumber: string; otp: string }; signal: AbortSignal }) =>
        verifyPhoneNumberChange(api, input, signal),
      ),
    },
    actions: { phoneUpdated: (_, { user }) => onUserChanged(user) },
  });
}

export function geneTestProfilesLogic(api: PortalClient) {
  return geneTestProfilesMachine.provide({
    actors: { loadCustomer: fromPromise(({ signal }) => getCustomer(api, signal)) },
  });
}

export function geneTestDetailLogic(api: PortalClient) {
  return geneTestDetailMachine.provide({
    actors: {
      loadGeneTest: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => getGeneTestInformation(api, input.id, signal)),
    },
  });
}

export function customerVerificationLogic(api: PortalClient) {
  return customerVerificationMachine.provide({
    actors: {
      verifyCustomer: fromPromise(({ input, signal }: { input: CustomerVerificationRequest; signal: AbortSignal }) => verifyCustomer(api, input, signal)),
    },
  });
}
