import { createRoute } from '@hono/zod-openapi';
import { errorBodySchema } from '../../../src/api/contract/error';
import {
  mergeHeadersSchema,
  mergeResponseSchema,
  otpVerifyHeadersSchema,
  otpVerifyRequestSchema,
  otpVerifyResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
} from '../../../src/api/contract/auth';
import { tokenSecurity } from './session';

// Paths as in src/api/contract/auth.ts, relative to /portal/api/v1. Signed-in routes get the
// session check when they are registered (withSession in account.api.ts).

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const body = <T>(schema: T) => ({ body: { required: true, content: json(schema) } });

const invalid = error('Malformed input: `fields` names each failing field');
const unauthorized = error('Missing, unknown, revoked or expired token');
const rateLimited = error('Too many codes for this number or from this address; Retry-After gives the seconds to wait');

export const signinRoute = createRoute({
  method: 'post',
  path: '/mobile-auth/signin/',
  tags: ['auth'],
  summary: 'Send a one-time code to a phone number (SMS, or Zalo for Vietnamese mobile numbers)',
  description:
    'Creates a 6-digit code valid for 5 minutes and sends it in the Accept-Language language. One code per number every 60 s and at most 5 per hour; a new code replaces the previous one.',
  request: body(signinRequestSchema),
  responses: {
    200: { description: 'The code was sent', content: json(signinResponseSchema) },
    400: invalid,
    429: rateLimited,
  },
});

export const otpVerifyRoute = createRoute({
  method: 'post',
  path: '/mobile-auth/signin/otp-verify/',
  tags: ['auth'],
  summary: 'Check the code; answers the auth token (data.key). The first sign-in creates the account.',
  description:
    'A wrong code is 400 otp_invalid with the message "Invalid OTP" in the request language. An expired, used, or voided code (5 wrong tries) is 400 otp_expired.',
  request: { headers: otpVerifyHeadersSchema, ...body(otpVerifyRequestSchema) },
  responses: {
    200: { description: 'Signed in', content: json(otpVerifyResponseSchema) },
    400: error('Wrong code (otp_invalid), expired or used code (otp_expired), or malformed input'),
    429: error('Too many checks from this address; Retry-After gives the seconds to wait'),
  },
});

export const signoutRoute = createRoute({
  method: 'post',
  path: '/mobile-auth/signout/',
  tags: ['auth'],
  summary: 'Sign out: revokes this token on the server; later calls with it get 401',
  security: tokenSecurity,
  responses: {
    204: { description: 'Signed out' },
    401: unauthorized,
  },
});

export const mergeRoute = createRoute({
  method: 'post',
  path: '/anonymous-user/merge/',
  tags: ['auth'],
  summary: "Move the anonymous user's records (kid-quiz results, …) to the signed-in account",
  description: 'Records carrying the User-Client-Id and no owner yet move to the caller. Idempotent: calling again moves nothing.',
  security: tokenSecurity,
  request: { headers: mergeHeadersSchema },
  responses: {
    200: { description: 'How many records of each kind moved', content: json(mergeResponseSchema) },
    400: error('User-Client-Id is missing or not a UUID'),
    401: unauthorized,
  },
});
