/*
 * The quizzes' record rules as plain values (quiz-record.ts builds its schemas from them), so a
 * quiz's machine can check a results link's id and secret without zod in its first load.
 */

/** zod's `z.uuid()` (any version, the nil and max ids too); a test checks they agree. */
export const RECORD_ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
/** A record's secret: 32 random bytes, base64url. */
export const RECORD_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isRecordIdText = (value: unknown): value is string => typeof value === 'string' && RECORD_ID_PATTERN.test(value);
export const isRecordSecretText = (value: unknown): value is string => typeof value === 'string' && RECORD_SECRET_PATTERN.test(value);
