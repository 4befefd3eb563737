import { createRoute } from '@hono/zod-openapi';
import { errorBodySchema } from '../../../src/api/contract/error';
import { signinResponseSchema } from '../../../src/api/contract/auth';
import {
  phoneNumberChangeRequestSchema,
  phoneNumberVerifyRequestSchema,
  userProfileResponseSchema,
  userProfileUpdateRequestSchema,
} from '../../../src/api/contract/user-profile';
import { tokenSecurity } from '../auth/session';

// Paths as in src/api/contract/user-profile.ts, relative to /portal/api/v1. Every route is signed
// in (withSession in auth/account.api.ts) and reads or changes only the caller's account.

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const body = <T>(schema: T) => ({ body: { required: true, content: json(schema) } });

const invalid = error('Malformed input: `fields` names each failing field');
const unauthorized = error('Missing, unknown, revoked or expired token');

export const getUserProfileRoute = createRoute({
  method: 'get',
  path: '/user-profile/',
  tags: ['account'],
  summary: "The caller's profile, with userprofile.hasFinishedSurvey",
  security: tokenSecurity,
  responses: {
    200: { description: 'The profile', content: json(userProfileResponseSchema) },
    401: unauthorized,
  },
});

export const updateUserProfileRoute = createRoute({
  method: 'patch',
  path: '/user-profile/',
  tags: ['account'],
  summary: 'Change name, gender, email, date of birth or preferred contact channel (only the fields sent)',
  security: tokenSecurity,
  request: body(userProfileUpdateRequestSchema),
  responses: {
    200: { description: 'The updated profile', content: json(userProfileResponseSchema) },
    400: invalid,
    401: unauthorized,
  },
});

export const requestPhoneChangeRoute = createRoute({
  method: 'post',
  path: '/user-profile/phone-number/',
  tags: ['account'],
  summary: 'Send a one-time code to the new phone number (same rules and limits as sign-in codes)',
  security: tokenSecurity,
  request: body(phoneNumberChangeRequestSchema),
  responses: {
    200: { description: 'The code was sent to the new number', content: json(signinResponseSchema) },
    400: error('Malformed input, or the number is already yours (field phone_number)'),
    401: unauthorized,
    409: error('Another account uses this number'),
    429: error('Too many codes for this number or from this address; Retry-After gives the seconds to wait'),
  },
});

export const verifyPhoneChangeRoute = createRoute({
  method: 'post',
  path: '/user-profile/phone-number/verify/',
  tags: ['account'],
  summary: 'Check the code sent to the new number; the account then signs in with that number',
  security: tokenSecurity,
  request: body(phoneNumberVerifyRequestSchema),
  responses: {
    200: { description: 'The profile with its new number', content: json(userProfileResponseSchema) },
    400: error('Wrong code (otp_invalid), expired or used code (otp_expired), or malformed input'),
    401: unauthorized,
    409: error('Another account took this number meanwhile'),
    429: error('Too many checks from this address; Retry-After gives the seconds to wait'),
  },
});
