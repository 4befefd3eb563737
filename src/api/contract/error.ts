import * as z from 'zod/mini';

// zod's mini build: the browser reads every failure with this envelope from its first load, and
// the mini build brings only the parts it uses (classic zod arrives with the contracts of the calls,
// docs/performance.md). `z.meta` is what classic zod's `.meta()` does (read by the OpenAPI generator).

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
  'slot_taken',
  'appointment_cancelled',
  'appointment_started',
  'survey_done',
  'survey_closed',
  'internal',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().check(z.meta({ example: 'validation_failed' })),
      message: z.string().check(z.meta({ example: 'Some fields are invalid.' })),
      fields: z.optional(z.record(z.string(), z.string())).check(z.meta({ description: 'Failing field (dotted path, snake_case) -> localised reason' })),
    }),
  })
  .check(z.meta({ id: 'Error' }));

export type ErrorBody = z.infer<typeof errorBodySchema>;
