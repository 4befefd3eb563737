import { z } from 'zod';
import { dietPlanIds } from '../../domain/nutrition/diet-plans';
import {
  AGE_LIMITS,
  ageUnitIds,
  exerciseIntensityIds,
  genderIds,
  medicalConditionIds,
  occupationTypeIds,
  pregnancyStageIds,
  purposeIds,
  userGroupIds,
  vitaminKeys,
  weightGoalIds,
} from '../../domain/nutrition/enumerations';
import type { VitaminKey } from '../../domain/nutrition/enumerations';
import { BREAST_MILK_RANGE_ML, HEIGHT_RANGE_CM, WEIGHT_RANGE_KG, validateDietInput } from '../../domain/nutrition/input';
import type { DietInput, DietInputReason } from '../../domain/nutrition/input';
import { phoneInputSchema } from './auth';
import { HEADERS, resourceEnvelope } from './endpoint';
import { detoxificationValueSchema, geneReportSchema, levelSchema } from './gene-test';
import { languageSchema } from './language';
import {
  createdRecordSchemaWith,
  discountCodeSchemaWith,
  discountCodeValueSchemaWith,
  quizRecordAccessSchema,
  quizRecordEndpoints,
  quizRecordTailShape,
  recordClientIdSchema,
  recordSecretSchemaWith,
  smsReceiptSchemaWith,
  smsRequestSchemaWith,
} from './quiz-record';

/*
 * Diet quiz: results records, the discount code and text messages (spec §4 "Quiz server
 * actions", issue 24 §3); the endpoints are `dietQuizEndpoints` below. The rules are the kid
 * quiz's, written once in quiz-record.ts (server/portal-api/diet-quiz/README.md):
 * - the server computes the result from the posted input and report with the nutrition engine
 *   (src/domain/nutrition, calculateDietResult): a request never carries a result;
 * - anyone with a record's id reads the input and the result with the phone number masked; its
 *   owner (the Diet-Quiz-Secret given once in the create answer while the record belongs to no
 *   account, the account's session once it does) also sees the full number, changes the record,
 *   has the results or the code sent by SMS and gets the discount code. Anyone else asking for an
 *   owner's part gets exactly the 404 of an unknown record or code;
 * - the discount code is a personal code of the DIETQUIZ campaign, issued only for a results
 *   record: one per record, and one per phone number.
 *
 * Bad input names its field (`input.age`, `report.metabolism.fat`, `phone_number`): the shape and
 * ranges here, then the engine's own rules (validateDietInput: a child's age in range, a
 * pregnancy stage only for a woman of 18-55, hypertension and thyroid not for children, ...),
 * each with the message `field.diet_<reason>`.
 */

// ---- the input -------------------------------------------------------------------------------

const idOf = <T extends number>(values: readonly T[], description: string) =>
  z.literal(values as [T, ...T[]]).meta({ description, example: values[0] });

/** The reasons of validateDietInput, each a message of the server's `errors` namespace. */
export const dietInputReasonKey = (reason: DietInputReason): string => `field.diet_${reason}`;

const dietInputShape = {
  purposeId: idOf(purposeIds, '1 weight management, 2 kid nutrition, 3 physical training'),
  weightGoalId: idOf(weightGoalIds, '1 gain, 2 lose, 3 maintain; adults (required), null for a child').nullable(),
  genderId: idOf(genderIds, '1 male, 2 female'),
  age: z
    .number()
    .int()
    .min(AGE_LIMITS.months.min)
    .max(AGE_LIMITS.years.max)
    .meta({ description: 'Completed months (0 to 24, a child) or years (2 to 120; a child up to 18, an adult from 18), by age_unit_id', example: 35 }),
  ageUnitId: idOf(ageUnitIds, '1 year, 2 month (children up to 24 months only)'),
  height: z.number().min(HEIGHT_RANGE_CM.min).max(HEIGHT_RANGE_CM.max).meta({ description: 'cm; a child is also checked against the WHO curves for the age', example: 170 }),
  weight: z.number().min(WEIGHT_RANGE_KG.min).max(WEIGHT_RANGE_KG.max).meta({ description: 'kg; a child is also checked against the WHO curves for the age', example: 80 }),
  occupationTypeId: idOf(occupationTypeIds, '1 office job, 2 manager, 3 labour, 4 hard labour; adults (required), null for a child').nullable(),
  exerciseIntensityId: idOf(exerciseIntensityIds, '0 none to 4 vigorous; required for adults and children from 6 years, else null').nullable(),
  pregnancyStageId: idOf(pregnancyStageIds, '1 none or first trimester, 2 second, 3 third trimester, 4 breastfeeding; 2-4 only for a woman of 18 to 55; null means 1').nullable(),
  medicalConditionIds: z
    .array(idOf(medicalConditionIds, '0 none, 1 hypertension, 2 thyroid diseases (adults only), 3 cow milk allergy, 4 seafood allergy, 5 sea fish allergy, 6 nut allergy, 7 lactose intolerance'))
    .max(medicalConditionIds.length)
    .meta({ description: '[] or [0] for none; each once; 0 alone', example: [0] }),
  amountOfBreastMilk: z
    .number()
    .min(BREAST_MILK_RANGE_ML.min)
    .max(BREAST_MILK_RANGE_ML.max)
    .nullable()
    .meta({ description: 'ml a day: the milk a breastfeeding mother makes, or the breast milk a child under two drinks; null when not known', example: null }),
};

/** The fields as stored and answered (no cross-field rules: a record reads the same whatever the rules become). */
export const dietInputSchema = z.object(dietInputShape).meta({ id: 'DietQuizInput', description: 'The quiz answers (spec §3 "Diet quiz input and results")' });

const dietInputShapeSchema = z.object(dietInputShape);

/** The input a request carries: the shape above, then the engine's rules, each naming its field. */
export const dietInputRequestSchema = z
  .strictObject(dietInputShape)
  .superRefine((input, ctx) => {
    // Once every field has its shape (zod still runs this after a failed range check).
    if (!dietInputShapeSchema.safeParse(input).success) return;
    for (const issue of validateDietInput(input as DietInput)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.reason, params: { i18nKey: dietInputReasonKey(issue.reason) } });
    }
  })
  .meta({ id: 'DietQuizInputRequest' });

/** The gene report's levels as the record answers them, or null without one (report availability 0). */
export const dietReportSchema = geneReportSchema.nullable().meta({
  description: "The gene report's levels the quiz used, or null without one (report availability 0)",
});

/** The report a request carries (typed by a guest, or picked from the account's reports); null: none (skipped or unavailable). */
export const dietReportRequestSchema = z
  .strictObject({
    isAvailable: z.literal(true).meta({ description: 'Always true; send null instead of a report that is unavailable' }),
    metabolism: z.strictObject({ carbohydrate: levelSchema, fat: levelSchema, protein: levelSchema }),
    nutritionalRequirements: z.strictObject(Object.fromEntries(vitaminKeys.map((key) => [key, levelSchema])) as Record<VitaminKey, typeof levelSchema>),
    detoxification: z.strictObject({ value: detoxificationValueSchema }),
  })
  .nullable()
  .meta({ id: 'DietQuizReportRequest', description: "The gene report's levels the quiz used (1 low, 2 medium, 3 high; detoxification 1 bad or low, 2 good or high), or null without one" });

// ---- shared values ----------------------------------------------------------------------------

export const dietResultRecordIdSchema = z.uuid().meta({ description: 'Diet-quiz results record id', example: '0b5e1c9a-2f57-4a8e-9d3c-7e1f4a6b8c20' });

export const dietResultRecordSecretSchema = recordSecretSchemaWith('pQ7rZk2mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E3');

/** Diet-Quiz-Secret on every results and discount-code call: what makes the caller the record's owner while it belongs to no account. */
export const dietResultRecordSecretHeadersSchema = z.object({
  [HEADERS.dietQuizSecret]: z.string().optional().meta({
    description:
      "Diet-Quiz-Secret: the record's secret from the create response. Needed, unless the caller is signed in to the account the record belongs to, to see the full phone number, change the record, send SMS and get the discount code; a wrong or missing one answers as if the record did not exist",
    example: 'pQ7rZk2mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E3',
  }),
});

export const dietDiscountCodeValueSchema = discountCodeValueSchemaWith({
  description: 'Personal discount code of the DIETQUIZ campaign: upper-case letters, digits and dashes',
  example: 'DIETQUIZ-7Q4M9X2T',
});

const isoInstant = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 instant', example: '2026-11-27T08:30:00.000Z' });

// ---- requests --------------------------------------------------------------------------------

export const createDietResultRecordRequestSchema = z
  .strictObject({
    input: dietInputRequestSchema,
    report: dietReportRequestSchema,
    language: languageSchema,
    clientId: recordClientIdSchema,
  })
  .meta({ id: 'DietQuizCreateResultRecord' });

export const dietResultRecordParamsSchema = z.object({ id: dietResultRecordIdSchema });

export const updateDietResultRecordRequestSchema = z
  .strictObject({
    input: dietInputRequestSchema.optional().meta({ description: 'New answers: the result is computed again (with `report`, which must come with them)' }),
    report: dietReportRequestSchema.optional(),
    phoneNumber: phoneInputSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.input === undefined && body.report === undefined && body.phoneNumber === undefined) {
      ctx.addIssue({ code: 'custom', path: [], message: 'nothing_to_update', params: { i18nKey: 'field.nothing_to_update' } });
    }
    if ((body.input === undefined) !== (body.report === undefined)) {
      const missing = body.input === undefined ? 'input' : 'report';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'diet_input_with_report', params: { i18nKey: 'field.diet_input_with_report' } });
    }
  })
  .meta({
    id: 'DietQuizUpdateResultRecord',
    description: 'Any of: new answers with their report (the result is computed again), a phone number. At least one.',
  });

export const sendDietResultsSmsRequestSchema = smsRequestSchemaWith('DietQuizSendResultsSms');

export const createDietDiscountCodeRequestSchema = z
  .strictObject({
    recordId: dietResultRecordIdSchema,
    phoneNumber: phoneInputSchema.meta({ description: 'The number the code is for: one DIETQUIZ code per number' }),
  })
  .meta({
    id: 'DietQuizCreateDiscountCode',
    description:
      'One code per results record and per phone number: asking again for the same record returns its code (200) whatever the number; a number that already has a code for another record is refused (409).',
  });

export const dietDiscountCodeParamsSchema = z.object({ code: dietDiscountCodeValueSchema });

export const sendDietDiscountCodeSmsRequestSchema = smsRequestSchemaWith('DietQuizSendDiscountCodeSms');

// ---- responses -------------------------------------------------------------------------------

export const dietRecordAccessSchema = quizRecordAccessSchema;

const ratiosSchema = z
  .object({
    carbohydrate: z.number().int().min(0).max(100),
    fat: z.number().int().min(0).max(100),
    protein: z.number().int().min(0).max(100),
  })
  .meta({ id: 'DietQuizMacronutrientRatios', description: 'Percent of energy; the three add up to 100' });

/** One object for both (the wire form takes no unions of objects): a child's fields are null for an adult. */
const bodySchema = z
  .object({
    kind: z.enum(['adult', 'kid']),
    bmi: z.number().meta({ description: 'kg/m², one decimal', example: 27.7 }),
    weightStatusId: z
      .literal([1, 2, 3, 4])
      .meta({ description: 'An adult: 1 underweight, 2 normal, 3 overweight, 4 obese (BMI boundaries 18.5, 23, 27, 35). A child: 1 light, 2 normal, 3 overweight (WHO z-scores)' }),
    heightStatusId: z.literal([1, 2, 3]).nullable().meta({ description: 'A child: 1 short, 2 normal, 3 tall (WHO z-scores); null for an adult' }),
    completedMonths: z.number().int().min(0).max(228).nullable().meta({ description: "A child's age in completed months; null for an adult" }),
  })
  .meta({ id: 'DietQuizBody', description: 'BMI and weight status (an adult) or WHO growth statuses (a child)' });

export const dietResultSummarySchema = z
  .object({
    userGroupId: z.literal(userGroupIds as [number, ...number[]]).meta({ description: 'By the spec’s logic grouping (src/domain/nutrition/enumerations.ts)', example: 1 }),
    hasReport: z.boolean(),
    recommendedDailyCalorieIntake: z
      .object({ total: z.number().int().min(0), breastfeeding: z.number().int().min(0), food: z.number().int().min(0) })
      .meta({ description: 'kcal a day: the total, the part breast milk gives a child under two, and the part from food' }),
    nutritionalRequirements: z.object({
      optimalDietPlanId: z.literal(dietPlanIds as [number, ...number[]]).meta({ description: 'Diet plan 2-11 (no 9); 11 is the default', example: 11 }),
      macronutrientRatios: ratiosSchema,
    }),
    body: bodySchema,
  })
  .meta({
    id: 'DietQuizResult',
    description:
      'What the server computed from the input and report with the nutrition engine; the food list and amounts follow from the same input with src/domain/nutrition (calculateDietResult)',
  });

const dietResultRecordShape = {
  id: dietResultRecordIdSchema,
  input: dietInputSchema,
  report: dietReportSchema,
  result: dietResultSummarySchema,
  ...quizRecordTailShape('person', isoInstant),
};

export const dietResultRecordSchema = z.object(dietResultRecordShape).meta({ id: 'DietQuizResultRecord' });

export const createdDietResultRecordSchema = createdRecordSchemaWith(dietResultRecordShape, dietResultRecordSecretSchema, 'DietQuizCreatedResultRecord');

export const dietDiscountCodeSchema = discountCodeSchemaWith(dietDiscountCodeValueSchema, dietResultRecordIdSchema, isoInstant, 'DietQuizDiscountCode');

export const dietSmsReceiptSchema = smsReceiptSchemaWith(isoInstant, 'DietQuizSmsReceipt');

export type DietInputRequest = z.infer<typeof dietInputRequestSchema>;
export type DietReport = z.infer<typeof dietReportSchema>;
export type CreateDietResultRecordRequest = z.infer<typeof createDietResultRecordRequestSchema>;
export type UpdateDietResultRecordRequest = z.input<typeof updateDietResultRecordRequestSchema>;
export type SendDietResultsSmsRequest = z.infer<typeof sendDietResultsSmsRequestSchema>;
export type CreateDietDiscountCodeRequest = z.infer<typeof createDietDiscountCodeRequestSchema>;
export type SendDietDiscountCodeSmsRequest = z.infer<typeof sendDietDiscountCodeSmsRequestSchema>;
export type DietResultSummary = z.infer<typeof dietResultSummarySchema>;
export type DietResultRecord = z.infer<typeof dietResultRecordSchema>;
export type CreatedDietResultRecord = z.infer<typeof createdDietResultRecordSchema>;
export type DietRecordAccess = z.infer<typeof dietRecordAccessSchema>;
export type DietDiscountCode = z.infer<typeof dietDiscountCodeSchema>;
export type DietSmsReceipt = z.infer<typeof dietSmsReceiptSchema>;

export const dietResultRecordResponseSchema = resourceEnvelope(dietResultRecordSchema, 'DietQuizResultRecordResponse');
export const createdDietResultRecordResponseSchema = resourceEnvelope(createdDietResultRecordSchema, 'DietQuizCreatedResultRecordResponse');
export const dietDiscountCodeResponseSchema = resourceEnvelope(dietDiscountCodeSchema, 'DietQuizDiscountCodeResponse');
export const dietSmsReceiptResponseSchema = resourceEnvelope(dietSmsReceiptSchema, 'DietQuizSmsReceiptResponse');

// ---- endpoints -------------------------------------------------------------------------------

export const dietQuizEndpoints = quizRecordEndpoints(
  'diet-quiz',
  {
    recordParams: dietResultRecordParamsSchema,
    secretHeaders: dietResultRecordSecretHeadersSchema,
    discountCodeParams: dietDiscountCodeParamsSchema,
    createRecord: createDietResultRecordRequestSchema,
    updateRecord: updateDietResultRecordRequestSchema,
    sendResultsSms: sendDietResultsSmsRequestSchema,
    createDiscountCode: createDietDiscountCodeRequestSchema,
    sendDiscountCodeSms: sendDietDiscountCodeSmsRequestSchema,
    createdRecordResponse: createdDietResultRecordResponseSchema,
    recordResponse: dietResultRecordResponseSchema,
    discountCodeResponse: dietDiscountCodeResponseSchema,
    smsReceiptResponse: dietSmsReceiptResponseSchema,
  },
  {
    create: {
      summary: 'Store a completed diet quiz; the server computes the result with the nutrition engine',
      description:
        "The answer carries the record's secret, once. Signed in, the record belongs to the account at once. Counted per address and, with a client id the server issued, per anonymous client.",
      tooMany: 'Too many records from this address or client; Retry-After says when to try again',
    },
    retrieve: {
      summary: 'Read a diet-quiz results record (its id is the share link)',
      description: 'Anyone with the id gets the input and the result with the phone number masked; the owner also the full number.',
      notFound: 'No diet-quiz results record has this id',
    },
    update: { summary: 'Change the answers (the result is computed again) or the phone number of a results record (its owner only)' },
    sendResultsSms: {
      description:
        'Counted per phone number, per address and, when the User-Client-Id header holds a UUID, per anonymous client. The link carries the secret in its fragment (#k=…, never sent to a server) when the caller proved ownership with it; a record that belongs to an account is linked without it. Vietnamese messages are written without diacritics.',
    },
    createDiscountCode: {
      summary: "Get the results record's DIETQUIZ discount code, issuing it on the first request (the record's owner only)",
      conflict: 'This phone number already has a diet-quiz code (for another record), or the DIETQUIZ campaign is not running',
    },
    sendDiscountCodeSms: {
      summary: 'Text a diet-quiz discount code and its expiry date to a phone number (the owner of the record it was issued for only)',
      description: 'Counted like the results message. Diet-Quiz-Secret is the secret of the record the code was issued for.',
      notFound: 'No diet-quiz results record was given this code, it has expired, or the caller is not the owner of its record: the same answer each time',
      conflict: 'The code has been used as often as it may be',
    },
    ownRecordNotFound:
      'No diet-quiz results record has this id, or the caller is not its owner (no or a wrong Diet-Quiz-Secret, or the record belongs to another account): the same answer either way',
    smsSent: 'Queued in the outbox for the SMS provider',
  },
);
