import { z } from 'zod';
import { personNameText } from './person-name';
import { phoneInputSchema } from './auth';
import { cartIdSchema, promotionKinds } from './cart';
import { packageSummarySchema, pricesSchema } from './catalogue';
import { endpoint, failure, resourceEnvelope } from './endpoint';
import type { ErrorResponse } from './endpoint';
import { isoInstantSchema, langQuerySchema } from './listing';
import { PROMOTION_CODE_PATTERN } from './promotion-code-value';

/*
 * Promotion codes, claim codes and redeem-code patterns on the Main API (spec §3, §7, issue 11).
 *
 * - A promotion code takes a percentage or a fixed amount (per currency) off a cart, between its
 *   validity dates, from a minimum order on, at most `usage_limit` times in all (checkout.ts).
 *   The kid quiz's discount codes (KID-…, 10%, single use) are promotion codes too.
 * - A redeem-code pattern is a campaign (a code printed on a leaflet, a partner's code): people
 *   claim it once per phone number, with their name and address (`claim`: a gift to deliver and
 *   a personal single-use promotion code), or ask for a personal code alone (`generate`). Asking
 *   again with the same number answers the code issued before (claim: 409).
 * - Who may ask (issue 22 §6): a code is issued for a number only to someone who proves the number.
 *   `claim` is for a signed-in account (the sign-in's one-time code proved the number), for the
 *   account's own number. `generate` answers a signed-in account for its own number, or whoever
 *   holds a quiz results record (kid quiz, diet quiz: its id and secret) for the number on that
 *   record. Anyone else gets 403 and learns nothing of the number's code.
 * - Codes are compared upper-case, spaces trimmed.
 */

export const promotionCodeValueSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PROMOTION_CODE_PATTERN)
  .meta({ description: 'A code as typed (case and surrounding spaces do not matter): letters, digits, dashes', example: 'WELCOME10' });

/**
 * Ids of the delivery form's location lists (countries, provinces, districts, wards: locations.ts);
 * only their form is checked here. Send them as the lists give them (strings: 'VN', '79', '26734');
 * a number is taken as its decimal text (so 1 is '1', not '01').
 */
export const locationIdSchema = z
  .union([z.string().regex(/^[A-Za-z0-9_-]{1,32}$/), z.number().int().min(0).max(99_999_999)])
  .meta({ description: 'An id of the location lists, as they give it (a code such as VN, 79 or 26734); a number is taken as its decimal text', example: '79' });

/** Why a code gives nothing: … 'not_applicable': the cart holds none of the packages its campaign names (the kid quiz's codes: the kids' genetic tests). */
export const promotionCodeProblems = ['not_found', 'not_started', 'expired', 'used_up', 'not_applicable', 'minimum_not_met'] as const;

// ---- requests ------------------------------------------------------------------------------

export const checkPromotionCodeRequestSchema = z
  .object({
    code: promotionCodeValueSchema,
    cartId: cartIdSchema.optional().meta({ description: 'With a cart, the answer also says what the code takes off it (and refuses a cart below the minimum order)' }),
  })
  .meta({ id: 'CheckPromotionCode' });

export const claimCodeRequestSchema = z
  .object({
    code: promotionCodeValueSchema.meta({ description: 'The redeem-code pattern (campaign code) being claimed' }),
    name: personNameText(120),
    phoneNumber: phoneInputSchema,
    countryId: locationIdSchema,
    provinceId: locationIdSchema,
    districtId: locationIdSchema.optional().meta({ description: 'Optional: Vietnam has no district level since 1 July 2025' }),
    wardId: locationIdSchema,
    locationDetail: z.string().trim().min(1).max(300).meta({ description: 'Street, house number: free text, always accepted' }),
  })
  .meta({ id: 'ClaimCode' });

/** The quizzes whose results records prove a number (the number the record holds). */
export const numberProvingQuizzes = ['kid-quiz', 'diet-quiz'] as const;

export const quizRecordProofSchema = z
  .object({
    quiz: z.enum(numberProvingQuizzes),
    id: z.uuid(),
    secret: z.string().max(128).meta({ description: 'The record’s secret, as its creator was given it (the Kid-Quiz-Secret or Diet-Quiz-Secret value)' }),
  })
  .meta({ id: 'QuizRecordProof', description: 'A quiz results record the caller holds: the code is for the number on the record' });

export const generateCodeRequestSchema = z
  .object({
    pattern: promotionCodeValueSchema.meta({ description: 'The redeem-code pattern to generate a personal code from', example: 'WELCOMEGIFT' }),
    phoneNumber: phoneInputSchema,
    record: quizRecordProofSchema.optional().meta({ description: 'Proof of the number for a caller not signed in with it: a quiz results record holding this number' }),
  })
  .meta({ id: 'GeneratePromotionalCode' });

export const redeemPatternParamsSchema = z.object({ code: promotionCodeValueSchema });
export const redeemPatternQuerySchema = z.object({
  lang: langQuerySchema,
  include: z
    .string()
    .max(100)
    .regex(/^(packages|packages\.thumbnail)(,(packages|packages\.thumbnail))*$/)
    .optional()
    .meta({ description: 'packages, packages.thumbnail: the packages the campaign is about (with their thumbnail)', example: 'packages.thumbnail' }),
});

// ---- responses -----------------------------------------------------------------------------

export const promotionCodeSchema = z
  .object({
    code: z.string().meta({ example: 'WELCOME10' }),
    kind: z.enum(promotionKinds),
    percentOff: z.number().int().min(1).max(100).nullable().meta({ description: 'kind percent' }),
    amountOffByCurrencies: pricesSchema.nullable().meta({ description: 'kind amount: what it takes off, per currency' }),
    minimumOrderByCurrencies: pricesSchema.nullable().meta({ description: 'The least subtotal it applies to; null for any' }),
    validFrom: isoInstantSchema.nullable(),
    validUntil: isoInstantSchema.nullable(),
    usesLeft: z.number().int().min(0),
    discountByCurrencies: pricesSchema.nullable().meta({ description: 'With cart_id: what it takes off that cart' }),
  })
  .meta({ id: 'PromotionCode' });
export type PromotionCode = z.infer<typeof promotionCodeSchema>;

export const issuedCodeSchema = z
  .object({
    pattern: z.string(),
    promotionCode: promotionCodeSchema,
    createdAt: isoInstantSchema,
  })
  .meta({ id: 'IssuedPromotionalCode', description: 'The personal, single-use code issued for a phone number' });

export const redeemCodePatternSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    description: z.string(),
    kind: z.enum(promotionKinds),
    percentOff: z.number().int().min(1).max(100).nullable(),
    amountOffByCurrencies: pricesSchema.nullable(),
    validFrom: isoInstantSchema.nullable(),
    validUntil: isoInstantSchema.nullable(),
    requiresAddress: z.boolean().meta({ description: 'Claimed with a delivery address (claim) rather than a number alone (generate)' }),
    packages: z.array(packageSummarySchema).optional().meta({ description: 'include=packages (image only with packages.thumbnail)' }),
  })
  .meta({ id: 'RedeemCodePattern' });

export const promotionCodeResponseSchema = resourceEnvelope(promotionCodeSchema, 'PromotionCodeResponse');
export const issuedCodeResponseSchema = resourceEnvelope(issuedCodeSchema, 'IssuedPromotionalCodeResponse');
export const redeemCodePatternResponseSchema = resourceEnvelope(redeemCodePatternSchema, 'RedeemCodePatternResponse');

// ---- endpoints -----------------------------------------------------------------------------

export const promotionCodeUnusable = failure('promotion_code_unusable', 'The code exists but cannot be used now: not valid yet, expired, used up, or the cart is below its minimum order (`fields.promotion_code` or `fields.code` says which, localised)');

/** What checking a code can answer besides the code itself (here and on a cart, checkout.ts): it cannot be used, or the input is malformed (400); too many checks (429). */
export const codeCheckFailures: Record<400 | 429, ErrorResponse> = {
  400: { description: `${promotionCodeUnusable.description}; or malformed input`, codes: ['promotion_code_unusable', 'validation_failed'] },
  429: failure('rate_limited', 'Too many checks from this address'),
};

const entry = { api: 'main', tags: ['promotions'] } as const;

const numberNotProved = failure('forbidden', 'The caller has not proved the number: it is not the signed-in account’s number (nor, for generate, the number of the quiz record given)');

export const promotionCodeEndpoints = {
  checkPromotionCode: endpoint(entry, {
    method: 'post', path: '/promotion-codes/check', request: { body: checkPromotionCodeRequestSchema },
    summary: 'Whether a promotion code can be used now (and, with a cart, what it takes off)',
    response: { statuses: { 200: 'The code can be used' }, body: promotionCodeResponseSchema },
    errors: { ...codeCheckFailures, 404: failure('not_found', 'No such code (or no such cart)') },
  }),
  claimCode: endpoint(entry, {
    method: 'post', path: '/promotion-codes/claim', security: 'token', request: { body: claimCodeRequestSchema },
    summary: 'Claim a campaign code with a name, phone number and address: once per phone number, by the signed-in account for its own number',
    response: { statuses: { 201: 'Claimed: the personal code issued' }, body: issuedCodeResponseSchema },
    errors: {
      400: { description: 'Malformed input, or the campaign is not running (not started or over)', codes: ['validation_failed', 'promotion_code_unusable'] },
      403: numberNotProved,
      404: failure('not_found', 'No campaign has this code'),
      409: failure('conflict', 'This phone number has claimed this code already'),
      429: failure('rate_limited', 'Too many claims from this address'),
    },
  }),
  generateCode: endpoint(entry, {
    method: 'post', path: '/promotional-codes/generate', request: { body: generateCodeRequestSchema },
    summary: "A personal single-use code of a campaign for a phone number (asking again answers the number's code), for the signed-in account's own number or the number of a quiz record the caller holds",
    response: { statuses: { 201: 'A new code', 200: 'The code this number was given before' }, body: issuedCodeResponseSchema },
    errors: {
      400: { description: 'Malformed input, or the campaign is not running', codes: ['validation_failed', 'promotion_code_unusable'] },
      403: numberNotProved,
      404: failure('not_found', 'No campaign has this code, it is claimed with an address (claim), or its codes are issued only for a quiz results record (DIETQUIZ: the diet quiz)'),
      429: failure('rate_limited', 'Too many codes from this address'),
    },
  }),
  retrieveRedeemCodePattern: endpoint(entry, {
    method: 'get', path: '/redeem-code-patterns/{code}', request: { params: redeemPatternParamsSchema, query: redeemPatternQuerySchema },
    summary: 'A campaign code: what it gives, until when, and its packages (include=packages.thumbnail)',
    response: { statuses: { 200: 'The campaign' }, body: redeemCodePatternResponseSchema }, errors: { 404: failure('not_found', 'No campaign has this code') },
  }),
};
