import { z } from 'zod';
import { isValidPhone, isZaloEligible } from '../../domain/phone';
import { SIGNED_CLIENT_ID_PATTERN, clientIdSchema } from './client-id';
import { endpoint, failure, HEADERS, resourceEnvelope } from './endpoint';
import type { ErrorResponse } from './endpoint';
import { e164Schema } from './e164';
import { AUTH_TOKEN_TYPE, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_MAX_PER_NUMBER_PER_HOUR, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, isOtpCode, otpMethods } from './otp-rules';

/*
 * Phone sign-in with a one-time code, sign-out and the anonymous-user merge (spec §4 "Sign-in",
 * §6, §7 "Portal API"); the endpoints are `authEndpoints` below.
 *
 * One-time codes (server/services/otp): 6 digits, valid OTP_TTL_SECONDS, single use. A sign-in
 * code works only from the address that asked for it (a phone-change code only for the account
 * that asked); a new code for the same number from the same address replaces the previous one. Limits per number and address: one code every OTP_RESEND_SECONDS and
 * OTP_MAX_PER_HOUR codes per hour; per number in all: OTP_MAX_PER_NUMBER_PER_HOUR per hour (429
 * rate_limited, with Retry-After in seconds and a message naming the wait); per IP address too.
 *
 * Errors of both verify calls (sign-in here, phone change in user-profile.ts):
 *  - 400 `otp_invalid`: the code is wrong (or none was requested for this number). Its message is
 *    exactly OTP_INVALID_TEXTS[language] (otp-invalid.ts), so the client also recognises it by
 *    text (spec §8). Wrong guesses 1 to OTP_MAX_ATTEMPTS - 1 answer this.
 *  - 400 `otp_attempts_exceeded`: the OTP_MAX_ATTEMPTS-th wrong guess voids the code; that guess
 *    and every later try on the code answer this: the user must request a new code.
 *  - 400 `otp_expired`: the code expired or was already used; the user must request a new one.
 *
 * Tokens: send `Authorization: Token <key>` on every signed-in call. A missing, unknown, revoked
 * (signed out) or expired token is answered with 401 `unauthorized`, which the client turns into a
 * sign-out. Tokens live AUTH_TOKEN_TTL_DAYS days.
 *
 * Anonymous user: the client id is issued by the server. The browser starts with a random UUID
 * of its own and sends it when it first makes a record while signed out (kid-quiz results now;
 * the cart and others later); the server answers with an id it issued and signed,
 * `<uuid>.<signature>`, in the response header User-Client-Id, which the browser keeps instead
 * and sends from then on. Records carry the UUID. The sign-in's verify call carries the id too and
 * moves them in the same transaction that issues the token. Right after sign-in the client calls the merge
 * with User-Client-Id, which moves every record of an id the server issued that has no owner yet
 * to the signed-in user. Calling it again is harmless (counts are then 0). An id the server did not
 * issue merges nothing: a plain UUID (a browser that never made a record) answers every count 0;
 * a signed-looking id whose signature is wrong answers 400 validation_failed naming the header.
 */

export {
  AUTH_TOKEN_TTL_DAYS,
  AUTH_TOKEN_TYPE,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_PER_HOUR,
  OTP_MAX_PER_NUMBER_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  isOtpCode,
  otpMethods,
} from './otp-rules';
export const otpMethodSchema = z
  .enum(otpMethods)
  .meta({ id: 'OtpMethod', description: 'Where the code is sent. Zalo is offered only for Vietnamese mobile numbers (isZaloEligible).', example: 'sms' });
export type OtpMethod = z.infer<typeof otpMethodSchema>;

/**
 * The phone rule of spec §5 (a leading 0 becomes +84, then it must parse as a valid number): the
 * one schema of a phone number as people type it, in every request.
 */
export const phoneInputSchema = z
  .string()
  .max(32)
  .refine(isValidPhone, { message: 'invalid_phone', params: { i18nKey: 'field.invalid_phone' } })
  .meta({ description: 'Phone number as typed; a leading 0 means +84', example: '0901234567' });

/** A phone number as the server stores and answers it: E.164 (the one E.164 rule). */

/** The one schema of a one-time code as typed. */
export const otpCodeSchema = z
  .string()
  .refine(isOtpCode, { params: { i18nKey: 'field.invalid_otp_format' } })
  .meta({ description: 'The 6-digit one-time code from the SMS / Zalo message', example: '123456' });

/**
 * Rejects Zalo for a number that cannot receive it; the 400 names `otp_method`. `phoneKey` is the
 * request's phone field.
 */
export function zaloNeedsEligibleNumber<K extends string>(phoneKey: K) {
  return (value: Record<K, string> & { otpMethod: OtpMethod }, ctx: z.RefinementCtx) => {
    if (value.otpMethod === 'zalo' && isValidPhone(value[phoneKey]) && !isZaloEligible(value[phoneKey])) {
      ctx.addIssue({ code: 'custom', path: ['otpMethod'], message: 'zalo_not_available', params: { i18nKey: 'field.zalo_not_available' } });
    }
  };
}

// ---- requests --------------------------------------------------------------------------

/** Asks for a code to the number in `phoneKey`, by SMS unless Zalo is asked for (and the number can take it): sign-in, a new phone number. */
export const codeRequestSchemaWith = <const K extends string>(phoneKey: K, id: string) =>
  z
    .strictObject({ [phoneKey]: phoneInputSchema, otpMethod: otpMethodSchema.default('sms') } as Record<K, typeof phoneInputSchema> & { otpMethod: z.ZodDefault<typeof otpMethodSchema> })
    // Inside the generic, zod cannot tell that the decoded value has K: the shape above says so.
    .superRefine((value, ctx) => zaloNeedsEligibleNumber(phoneKey)(value as Record<K, string> & { otpMethod: OtpMethod }, ctx))
    .meta({ id });

/** The number in `phoneKey` a code was sent to, and the code: the check of a sign-in or of a new phone number. */
export const codeCheckSchemaWith = <const K extends string>(phoneKey: K, id: string) =>
  z.strictObject({ [phoneKey]: phoneInputSchema, otp: otpCodeSchema } as Record<K, typeof phoneInputSchema> & { otp: typeof otpCodeSchema }).meta({ id });

/** POST /mobile-auth/signin/ — send a code to `otpKey`. */
export const signinRequestSchema = codeRequestSchemaWith('otpKey', 'SigninRequest');
export type SigninRequest = z.input<typeof signinRequestSchema>;

/** POST /mobile-auth/signin/otp-verify/ — the number the code was sent to and the code. */
export const otpVerifyRequestSchema = codeCheckSchemaWith('otpKey', 'OtpVerifyRequest');
export type OtpVerifyRequest = z.infer<typeof otpVerifyRequestSchema>;

/** Headers of the verify call (lower-case: HTTP header names are case-insensitive). */
export const otpVerifyHeadersSchema = z.object({
  [HEADERS.deviceId]: z
    .string()
    .min(1)
    .max(128)
    .optional()
    .meta({ description: 'Device-ID: an id of this browser/device, stored with the token', example: '0b7e7c1e-3f0e-4d7a-9a55-1f1d6a2f9c11' }),
  // The browser's client id: what it made signed out moves to the account in the sign-in's own
  // transaction, so closing the tab right after signing in loses nothing (the merge call after it
  // then finds nothing left). An id this server did not issue merges nothing and does not stop
  // the sign-in.
  [HEADERS.userClientId]: z.string().max(128).optional().meta({ description: 'User-Client-Id: the client id the server issued this browser; its records move to the account', example: '0b7e7c1e-3f0e-4d7a-9a55-1f1d6a2f9c11.signature' }),
});

// The client id's rule lives in client-id.ts, which the cart's contract uses without the phone rule.
export { SIGNED_CLIENT_ID_PATTERN, clientIdSchema };

/** Headers of the merge call. */
export const mergeHeadersSchema = z.object({
  [HEADERS.userClientId]: clientIdSchema,
});

// ---- responses -------------------------------------------------------------------------

/** A code was sent: where, how, for how long it is valid and when a new one may be requested. */
export const otpSentSchema = z
  .object({
    otpKey: e164Schema.meta({ description: 'The number the code was sent to, in E.164' }),
    otpMethod: otpMethodSchema,
    expiresIn: z.number().int().meta({ description: 'Seconds the code stays valid', example: OTP_TTL_SECONDS }),
    resendIn: z.number().int().meta({ description: 'Seconds before a new code may be requested', example: OTP_RESEND_SECONDS }),
  })
  .meta({ id: 'OtpSent' });
export type OtpSent = z.infer<typeof otpSentSchema>;

export const signinResponseSchema = resourceEnvelope(otpSentSchema, 'SigninResponse');

export const authTokenSchema = z
  .object({
    key: z.string().min(32).meta({ description: 'The auth token: store it (authToken) and send `Authorization: Token <key>`' }),
    tokenType: z.literal(AUTH_TOKEN_TYPE),
    expiresAt: z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 instant after which the token is refused (401)' }),
    isNewUser: z.boolean().meta({ description: 'True when this sign-in created the account' }),
  })
  .meta({ id: 'AuthToken' });
export type AuthToken = z.infer<typeof authTokenSchema>;

export const otpVerifyResponseSchema = resourceEnvelope(authTokenSchema, 'OtpVerifyResponse');

/** How many records of each kind now belong to the user. New kinds (cart, …) are added here. */
export const mergedCountsSchema = z
  .object({
    kidQuizResults: z.number().int().min(0).meta({ description: 'Kid-quiz results records moved to the account' }),
    carts: z.number().int().min(0).optional().meta({ description: 'Guest carts (made with this User-Client-Id) moved to the account; the server always answers it' }),
    dietQuizResults: z.number().int().min(0).optional().meta({ description: 'Diet-quiz results records moved to the account; the server always answers it' }),
    orders: z
      .number()
      .int()
      .min(0)
      .optional()
      .meta({
        description:
          'Guest orders placed from this browser (their cart made with this User-Client-Id) moved to the account; the server always answers it. A guest order joins an account only so: never by its delivery number',
      }),
  })
  .meta({ id: 'MergedCounts' });

export const mergeResponseSchema = resourceEnvelope(z.object({ clientId: z.uuid(), merged: mergedCountsSchema }), 'MergeResponse');
export type MergeResponse = z.infer<typeof mergeResponseSchema>;

// ---- endpoints ---------------------------------------------------------------------------

/** The verify calls' 400: a wrong code, a code voided by wrong guesses, an expired or used one. */
export const otpCheckFailed: ErrorResponse = {
  description:
    `Wrong code (otp_invalid, message "Invalid OTP" in the request language; none requested counts as wrong), the ${OTP_MAX_ATTEMPTS}th wrong guess or any try after it (otp_attempts_exceeded: request a new code), expired or used code (otp_expired), or malformed input`,
  codes: ['otp_invalid', 'otp_attempts_exceeded', 'otp_expired', 'validation_failed'],
};

const auth = { api: 'portal', tags: ['auth'] } as const;

export const authEndpoints = {
  signin: endpoint(auth, {
    method: 'post', path: '/mobile-auth/signin/', request: { body: signinRequestSchema },
    summary: 'Send a one-time code to a phone number (SMS, or Zalo for Vietnamese mobile numbers)',
    description: `Creates a ${OTP_LENGTH}-digit code valid for ${OTP_TTL_SECONDS / 60} minutes and sends it in the Accept-Language language. The code can be checked only from the address that asked for it. Per number and address: one code every ${OTP_RESEND_SECONDS} s and at most ${OTP_MAX_PER_HOUR} per hour, and a new code replaces the previous one; per number from all addresses: at most ${OTP_MAX_PER_NUMBER_PER_HOUR} per hour.`,
    response: { statuses: { 200: 'The code was sent' }, body: signinResponseSchema }, errors: { 429: failure('rate_limited', 'Too many codes for this number or from this address; Retry-After gives the seconds to wait') },
  }),
  otpVerify: endpoint(auth, {
    method: 'post', path: '/mobile-auth/signin/otp-verify/', request: { headers: otpVerifyHeadersSchema, body: otpVerifyRequestSchema },
    summary: 'Check the code; answers the auth token (data.key). The first sign-in creates the account.',
    response: { statuses: { 200: 'Signed in' }, body: otpVerifyResponseSchema },
    errors: {
      400: otpCheckFailed,
      429: failure('rate_limited', 'Too many checks from this address; Retry-After gives the seconds to wait'),
    },
  }),
  signout: endpoint(auth, {
    method: 'post', path: '/mobile-auth/signout/', security: 'token',
    summary: 'Sign out: revokes this token on the server; later calls with it get 401',
    response: { statuses: { 204: 'Signed out' } },
  }),
  merge: endpoint(auth, {
    method: 'post', path: '/anonymous-user/merge/', security: 'token', request: { headers: mergeHeadersSchema },
    summary: "Move the anonymous user's records (kid-quiz results, …) to the signed-in account",
    description:
      'Records made under the client id in User-Client-Id and with no owner yet move to the caller, if the server issued that id (signed). Idempotent: calling again moves nothing. A plain UUID, which the server never issued, moves nothing (every count 0).',
    response: { statuses: { 200: 'How many records of each kind moved' }, body: mergeResponseSchema },
    errors: {
      400: failure('validation_failed', 'User-Client-Id is missing or malformed, or carries a signature this server did not make (nothing is merged)'),
    },
  }),
};
