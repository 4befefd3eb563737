import { z } from 'zod';
import { personNameText } from './person-name';
import { codeCheckSchemaWith, codeRequestSchemaWith, otpCheckFailed, otpCodeSchema, signinResponseSchema } from './auth';
import { endpoint, failure } from './endpoint';
import { dateOfBirthSchema, genderSchema } from './person';
import { contactChannelSchema, profileEndpoint, userProfileReadEndpoint, userProfileResponseSchema } from './user-profile-read';

export { contactChannelSchema, contactChannels, userProfileReadEndpoint, userProfileResponseSchema, userProfileSchema } from './user-profile-read';
export type { ContactChannel, UserProfile } from './user-profile-read';

/*
 * The signed-in user's own profile (spec §3 "User and surveys", "Shared lookups"); the endpoints
 * are `userProfileEndpoints` below. Every call is signed in and only ever reads or changes the
 * caller's own account. The spec reads the user as "the first of a results list, or from data":
 * this API answers `{ data: UserProfile }`. `userprofile.hasFinishedSurvey` (one word, as in the
 * spec) is read-only here; the onboarding survey sets it. A phone-number change sends a code to
 * the NEW number (same rules and limits as sign-in codes, auth.ts) and takes effect when it is
 * verified. The request answers alike whether or not another account has the number (the code
 * goes to it either way), so no one learns which numbers are registered; only the holder of the
 * phone, who has the code, hears at verification that the number is taken.
 *
 * Deleting the account (issue 13, Vietnam's decree 13/2023 right to deletion): a code goes to
 * the account's own number (`requestAccountDeletion`, same limits as a phone change), and
 * `deleteAccount` with that code removes the account and everything that is the user's in the
 * transaction that consumes the code (server/portal-api/user-profile/account-deletion.ts).
 * Every token of the account stops working; the number can sign up afresh as a new user.
 */

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((value) => z.email().safeParse(value).success, { params: { i18nKey: 'field.invalid_email' } })
  .meta({ description: 'Email address', example: 'an.nguyen@example.com' });

export const personNameSchema = personNameText(100).meta({ example: 'Nguyễn Văn An' });

/**
 * PATCH /user-profile/: only the fields sent change; `null` clears an optional field (a name
 * cannot be cleared). At least one field is required.
 */
export const userProfileUpdateRequestSchema = z
  .strictObject({
    name: personNameSchema.optional(),
    gender: genderSchema.optional(),
    email: emailSchema.nullable().optional(),
    dateOfBirth: dateOfBirthSchema.nullable().optional(),
    preferredContactChannel: contactChannelSchema.nullable().optional(),
  })
  // Only when the fields themselves are fine: an unknown key alone is reported as such.
  .refine((value) => Object.keys(value).length > 0, { params: { i18nKey: 'field.nothing_to_update' }, when: (payload) => payload.issues.length === 0 })
  .meta({ id: 'UserProfileUpdateRequest' });
export type UserProfileUpdateRequest = z.infer<typeof userProfileUpdateRequestSchema>;

/** POST /user-profile/phone-number/: send a code to the new number (Zalo only for VN mobiles). */
export const phoneNumberChangeRequestSchema = codeRequestSchemaWith('phoneNumber', 'PhoneNumberChangeRequest');
export type PhoneNumberChangeRequest = z.input<typeof phoneNumberChangeRequestSchema>;

/** POST /user-profile/phone-number/verify/: the new number and the code sent to it. */
export const phoneNumberVerifyRequestSchema = codeCheckSchemaWith('phoneNumber', 'PhoneNumberVerifyRequest');
export type PhoneNumberVerifyRequest = z.infer<typeof phoneNumberVerifyRequestSchema>;

/** DELETE /user-profile/: the code sent to the account's number. */
export const accountDeletionRequestSchema = z
  .strictObject({
    otp: otpCodeSchema,
  })
  .meta({ id: 'AccountDeletionRequest' });
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

// ---- endpoints ---------------------------------------------------------------------------

export const userProfileEndpoints = {
  get: userProfileReadEndpoint,
  update: endpoint(profileEndpoint, {
    method: 'patch', path: '/user-profile/', request: { body: userProfileUpdateRequestSchema },
    summary: 'Change name, gender, email, date of birth or preferred contact channel (only the fields sent; null clears an optional one)',
    response: { statuses: { 200: 'The updated profile' }, body: userProfileResponseSchema },
  }),
  requestPhoneNumberChange: endpoint(profileEndpoint, {
    method: 'post', path: '/user-profile/phone-number/', request: { body: phoneNumberChangeRequestSchema },
    summary: 'Send a one-time code to the new phone number (same rules and limits as sign-in codes)',
    response: {
      statuses: { 200: 'The code was sent to the new number (the same answer when another account uses it: verifying tells the holder of the number)' },
      body: signinResponseSchema,
    },
    errors: {
      400: failure('validation_failed', 'Malformed input, or the number is already yours (field phone_number)'),
      429: failure('rate_limited', 'Too many codes for this number, from this address or by this account; Retry-After gives the seconds to wait'),
    },
  }),
  verifyPhoneNumberChange: endpoint(profileEndpoint, {
    method: 'post', path: '/user-profile/phone-number/verify/', request: { body: phoneNumberVerifyRequestSchema },
    summary: 'Check the code sent to the new number; the account then signs in with that number',
    response: { statuses: { 200: 'The profile with its new number' }, body: userProfileResponseSchema },
    errors: {
      400: otpCheckFailed,
      409: failure('conflict', 'Another account uses this number (only someone holding the code sent to it gets this answer)'),
      429: failure('rate_limited', 'Too many checks from this address; Retry-After gives the seconds to wait'),
    },
  }),
  requestAccountDeletion: endpoint(profileEndpoint, {
    method: 'post', path: '/user-profile/deletion-code/',
    summary: "Send a one-time code by SMS to the account's own number, to confirm deleting the account and its data",
    response: { statuses: { 200: "The code was sent to the account's number (by SMS)" }, body: signinResponseSchema }, errors: { 429: failure('rate_limited', 'Too many codes for this number, from this address or by this account; Retry-After gives the seconds to wait') },
  }),
  deleteAccount: endpoint(profileEndpoint, {
    method: 'delete', path: '/user-profile/', request: { body: accountDeletionRequestSchema },
    summary: 'Delete the account and its personal data, confirmed by the code sent to its number; every token of the account then gets 401',
    description:
      "Removes, in one transaction with the code's use: the account and its phone number, its sign-in tokens, the gene-test profiles it looks after (with their tests, reports and information tokens), its kid-quiz results, its one-time codes and the SMS log to its number. Discount codes issued to its records are kept for accounting without the number and the record they came from. The number can then sign up again as a new account.",
    response: { statuses: { 204: 'The account and its data are deleted' } },
    errors: {
      400: otpCheckFailed,
      429: failure('rate_limited', 'Too many checks from this address; Retry-After gives the seconds to wait'),
    },
  }),
};
