import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { outcomeIds } from '../../../src/domain/kid-quiz/outcomes';
import { languages } from '../../../src/api/contract/language';
import { createdAt, timestamps } from './columns';

/** E.164 as normalizePhone writes it: a plus and 7 to 15 digits (a fixed literal, not input). */
const E164 = sql.raw(`'^\\+[1-9][0-9]{6,14}$'`);

/** A SHA-256 digest in lower-case hex (a fixed literal, not input). */
const SHA256_HEX = sql.raw(`'^[0-9a-f]{64}$'`);

/** SQL list literal of fixed, code-defined values (never user input), for CHECK constraints. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One completed kid-personality quiz (spec §3 "Kid quiz"). The scores, levels and outcome are
 * computed by the server from `answers` (src/domain/kid-quiz) and stored so the record reads the
 * same even if the scoring rules change later. The CHECKs repeat the domain's ranges so no code
 * path can store a record the contract could not describe.
 *
 * Ownership: the browser's anonymous client id now; a later sign-in merge fills `user_id` (so does
 * creating the record while signed in). Who may see the phone number, change it, send the SMS
 * and get the discount code (server/portal-api/kid-quiz/README.md): while `user_id` is empty,
 * whoever holds the record's secret (`secret_hash` is its SHA-256, hex; the secret itself is
 * given once, to the creator, and never stored); once it is set, only that account.
 */
export const kidQuizResults = pgTable(
  'kid_quiz_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answers: integer('answers').array().notNull(),
    answerScores: integer('answer_scores').array().notNull(),
    iqScore: integer('iq_score').notNull(),
    eqScore: integer('eq_score').notNull(),
    temperamentScore: integer('temperament_score').notNull(),
    iqLevel: text('iq_level', { enum: ['high', 'low'] }).notNull(),
    eqLevel: text('eq_level', { enum: ['high', 'low'] }).notNull(),
    temperamentLevel: text('temperament_level', { enum: ['introverted', 'extroverted'] }).notNull(),
    outcomeId: text('outcome_id', { enum: outcomeIds }).notNull(),
    language: text('language', { enum: languages }).notNull(),
    /** E.164, set when the parent adds a number (PATCH, or sending the results by SMS). */
    phone: text('phone'),
    clientId: uuid('client_id'),
    userId: text('user_id'),
    /** SHA-256 (hex) of the record's secret; null only for records made before secrets existed. */
    secretHash: text('secret_hash'),
    ...timestamps(),
  },
  (table) => [
    check('kid_quiz_results_answers_check', sql`cardinality(${table.answers}) = 6 and 1 <= all(${table.answers}) and 10 >= all(${table.answers})`),
    check(
      'kid_quiz_results_answer_scores_check',
      sql`cardinality(${table.answerScores}) = 6 and 1 <= all(${table.answerScores}) and 10 >= all(${table.answerScores})`,
    ),
    check(
      'kid_quiz_results_scores_check',
      sql`${table.iqScore} between 2 and 20 and ${table.eqScore} between 2 and 20 and ${table.temperamentScore} between 2 and 20`,
    ),
    check(
      'kid_quiz_results_levels_check',
      sql`${table.iqLevel} in ('high', 'low') and ${table.eqLevel} in ('high', 'low') and ${table.temperamentLevel} in ('introverted', 'extroverted')`,
    ),
    check('kid_quiz_results_outcome_check', sql`${table.outcomeId} in (${sqlList(outcomeIds)})`),
    check('kid_quiz_results_language_check', sql`${table.language} in (${sqlList(languages)})`),
    check('kid_quiz_results_phone_check', sql`${table.phone} is null or ${table.phone} ~ ${E164}`),
    check('kid_quiz_results_secret_hash_check', sql`${table.secretHash} is null or ${table.secretHash} ~ ${SHA256_HEX}`),
    index('kid_quiz_results_client_idx').on(table.clientId),
    index('kid_quiz_results_user_idx').on(table.userId),
  ],
);

/**
 * Discount codes for the shop, whatever issued them (`source`: 'kid-quiz' now; campaigns later).
 * The database, not the code, guarantees the two rules that races could break:
 *  - one code per issuing record: unique (source, source_record_id);
 *  - never used more often than allowed: CHECK times_used <= usage_limit, and redemption is one
 *    conditional UPDATE (server/services/discount-codes/discount-codes.ts).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    code: text('code').primaryKey(),
    source: text('source').notNull(),
    /** The id of the record that earned the code (for 'kid-quiz': kid_quiz_results.id). */
    sourceRecordId: text('source_record_id').notNull(),
    percentOff: integer('percent_off').notNull(),
    usageLimit: integer('usage_limit').notNull(),
    timesUsed: integer('times_used').notNull().default(0),
    /** E.164 number the code was issued for, when the parent gave one. */
    phone: text('phone'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('discount_codes_source_record_idx').on(table.source, table.sourceRecordId),
    check('discount_codes_percent_off_check', sql`${table.percentOff} between 1 and 100`),
    check('discount_codes_usage_limit_check', sql`${table.usageLimit} >= 1`),
    check('discount_codes_phone_check', sql`${table.phone} is null or ${table.phone} ~ ${E164}`),
    check('discount_codes_times_used_check', sql`${table.timesUsed} >= 0 and ${table.timesUsed} <= ${table.usageLimit}`),
  ],
);
