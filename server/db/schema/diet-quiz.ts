import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { languages } from '../../../src/api/contract/language';
import type { DietInputRequest, DietReport } from '../../../src/api/contract/diet-quiz';
import { dietPlanIds } from '../../../src/domain/nutrition/diet-plans';
import { promotionCodes } from './commerce';
import { timestamps } from './columns';

/** E.164 as normalizePhone writes it (a fixed literal, not input). */
const E164 = sql.raw(`'^\\+[1-9][0-9]{6,14}$'`);
/** A SHA-256 digest in lower-case hex (a fixed literal). */
const SHA256_HEX = sql.raw(`'^[0-9a-f]{64}$'`);
/** SQL list literal of fixed, code-defined values (never user input), for CHECK constraints. */
const sqlList = (values: readonly (string | number)[]) => sql.raw(values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '));

/**
 * One completed diet quiz (issue 24 §3, server/portal-api/diet-quiz/README.md). The answers
 * (`input`) and the gene report's levels the quiz used (`report`, null without one) are kept as
 * posted, after the contract and the nutrition engine accepted them; the result is what the
 * server computed from them (calculateDietResult), stored so the record reads the same whatever
 * the engine later becomes. The CHECKs repeat the engine's ranges.
 *
 * Ownership as the kid quiz's records: while `user_id` is empty, whoever holds the record's
 * secret (`secret_hash`, SHA-256 hex); once it is set (created signed in, or merged at sign-in
 * by the client id), only that account. `promotion_code` is the record's DIETQUIZ code: one per
 * record (unique), issued with a code claim of its phone number (one per number).
 */
export const dietQuizResults = pgTable(
  'diet_quiz_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    input: jsonb('input').$type<DietInputRequest>().notNull(),
    report: jsonb('report').$type<NonNullable<DietReport>>(),
    /** The spec's userGroupId (1-8), named so that no column reads as a user's id (account deletion's schema test). */
    userGroupId: integer('group_id').notNull(),
    hasReport: boolean('has_report').notNull(),
    /** kcal a day: the total, the part breast milk gives a child under two, the part from food. */
    caloriesTotal: integer('calories_total').notNull(),
    caloriesBreastfeeding: integer('calories_breastfeeding').notNull(),
    caloriesFood: integer('calories_food').notNull(),
    dietPlanId: integer('diet_plan_id').notNull(),
    carbohydratePercent: integer('carbohydrate_percent').notNull(),
    fatPercent: integer('fat_percent').notNull(),
    proteinPercent: integer('protein_percent').notNull(),
    bodyKind: text('body_kind', { enum: ['adult', 'kid'] }).notNull(),
    /** kg/m², one decimal. */
    bmi: doublePrecision('bmi').notNull(),
    /** An adult's 1-4 (underweight … obese), a child's 1-3 (light, normal, overweight). */
    weightStatusId: integer('weight_status_id').notNull(),
    /** A child's 1-3 (short, normal, tall); null for an adult. */
    heightStatusId: integer('height_status_id'),
    /** A child's age in completed months; null for an adult. */
    completedMonths: integer('completed_months'),
    language: text('language', { enum: languages }).notNull(),
    /** E.164, set when the person adds a number (PATCH, the results SMS, or the discount code). */
    phone: text('phone'),
    clientId: uuid('client_id'),
    userId: text('user_id'),
    secretHash: text('secret_hash').notNull(),
    promotionCode: text('promotion_code')
      .unique('diet_quiz_results_promotion_code_unique')
      .references(() => promotionCodes.code, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    check('diet_quiz_results_user_group_check', sql`${table.userGroupId} between 1 and 8`),
    check(
      'diet_quiz_results_calories_check',
      sql`${table.caloriesTotal} >= 0 and ${table.caloriesBreastfeeding} >= 0 and ${table.caloriesFood} >= 0`,
    ),
    check('diet_quiz_results_plan_check', sql`${table.dietPlanId} in (${sqlList(dietPlanIds)})`),
    check(
      'diet_quiz_results_ratios_check',
      sql`${table.carbohydratePercent} between 0 and 100 and ${table.fatPercent} between 0 and 100 and ${table.proteinPercent} between 0 and 100 and ${table.carbohydratePercent} + ${table.fatPercent} + ${table.proteinPercent} = 100`,
    ),
    check(
      'diet_quiz_results_body_check',
      sql`(${table.bodyKind} = 'adult' and ${table.weightStatusId} between 1 and 4 and ${table.heightStatusId} is null and ${table.completedMonths} is null) or (${table.bodyKind} = 'kid' and ${table.weightStatusId} between 1 and 3 and ${table.heightStatusId} between 1 and 3 and ${table.completedMonths} between 0 and 228)`,
    ),
    check('diet_quiz_results_bmi_check', sql`${table.bmi} > 0 and ${table.bmi} < 1000`),
    check('diet_quiz_results_language_check', sql`${table.language} in (${sqlList(languages)})`),
    check('diet_quiz_results_phone_check', sql`${table.phone} is null or ${table.phone} ~ ${E164}`),
    check('diet_quiz_results_secret_hash_check', sql`${table.secretHash} ~ ${SHA256_HEX}`),
    index('diet_quiz_results_client_idx').on(table.clientId),
    index('diet_quiz_results_user_idx').on(table.userId),
  ],
);
