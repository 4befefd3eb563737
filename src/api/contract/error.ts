import { z } from 'zod';

// Contracts use plain zod with .meta() (read by the OpenAPI generator), so the browser bundle
// never pulls in the server's OpenAPI tooling.

/** Every 4xx/5xx body from both APIs has this shape; `message` is localised by Accept-Language. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'malformed_json',
  'unsupported_media_type',
  'payload_too_large',
  'invalid_body',
  'unauthorized',
  'forbidden',
  'not_found',
  'route_not_found',
  'conflict',
  'rate_limited',
  'otp_invalid',
  'otp_expired',
  'otp_attempts_exceeded',
  'sms_unavailable',
  'promotion_code_unusable',
  'cart_empty',
  'internal',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'validation_failed' }),
      message: z.string().meta({ example: 'Some fields are invalid.' }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'Failing field (dotted path, snake_case) -> localised reason' }),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
