import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { PromotionCode } from '../../../src/api/contract/promotion-codes';
import type { promotionCodeProblems } from '../../../src/api/contract/promotion-codes';
import type { Db } from '../../db/client';
import { discountCodes, promotionCodes } from '../../db/schema';
import { Refusal } from '../../services/refusal';
import type { Language } from '../../i18n/server-i18n';
import { serverT } from '../../i18n/server-i18n';
import { formatMoney } from '../../../src/domain/money';
import type { Amounts } from './money';
import { least, percentOf, pricesOfAmounts, sum } from './money';

/*
 * Codes that take money off an order, from two tables read as one:
 *  - promotion_codes: campaigns (WELCOME10) and the personal codes claims issue;
 *  - discount_codes: the quizzes' codes (the kid quiz's KID-…: 10%, single use, until their
 *    expiry), real codes here: applying one gives its discount once.
 * A code takes money off the packages its campaign names (issue 23 §3): the kid quiz's codes off
 * the kids' genetic tests alone, every other code off every package. A cart holding none of them
 * refuses the code ('not_applicable'), and each line says whether the code covers it.
 * Whether a code applies is decided on the server's clock (services.now) and on the subtotal in
 * VND, the shop's currency; a redemption is one conditional UPDATE in the checkout's transaction,
 * which PostgreSQL re-checks on the locked row, so a code with N uses left is redeemed at most N
 * times whatever the concurrency (the CHECKs on times_used back it).
 */

export type CodeProblem = (typeof promotionCodeProblems)[number];

export interface CodeTerms {
  code: string;
  table: 'promotion' | 'discount';
  kind: 'percent' | 'amount';
  percentOff: number | null;
  amountOff: Amounts | null;
  minimumOrder: Amounts | null;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number;
  timesUsed: number;
  /** The product categories (slugs) whose packages the code takes money off; null: every package. */
  categorySlugs: readonly string[] | null;
}

/** The categories each source of discount codes names: the kid quiz's codes are for the kids' genetic tests. */
export const DISCOUNT_CODE_CATEGORIES: Readonly<Record<string, readonly string[]>> = { 'kid-quiz': ['genetic-tests-kids'] };

/** A cart line as a code sees it: its package's category and its price now. */
export interface PricedLine {
  categorySlug: string | null;
  price: Amounts;
}

/** Whether the code takes money off this line. */
export const coversLine = (terms: CodeTerms, line: PricedLine): boolean =>
  terms.categorySlugs === null || (line.categorySlug !== null && terms.categorySlugs.includes(line.categorySlug));

/** Codes as typed: upper case, no surrounding spaces (the contract's schema does the same). */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

export async function findCodeTerms(db: Db, typed: string): Promise<CodeTerms | null> {
  const code = normalizeCode(typed);
  const [promotion] = await db.select().from(promotionCodes).where(eq(promotionCodes.code, code));
  if (promotion) {
    return {
      code,
      table: 'promotion',
      kind: promotion.kind,
      percentOff: promotion.percentOff,
      amountOff: promotion.amountOff,
      minimumOrder: promotion.minimumOrder,
      validFrom: promotion.validFrom,
      validUntil: promotion.validUntil,
      usageLimit: promotion.usageLimit,
      timesUsed: promotion.timesUsed,
      categorySlugs: null,
    };
  }
  const [discount] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  if (!discount) return null;
  return {
    code,
    table: 'discount',
    kind: 'percent',
    percentOff: discount.percentOff,
    amountOff: null,
    minimumOrder: null,
    validFrom: null,
    validUntil: discount.expiresAt,
    usageLimit: discount.usageLimit,
    timesUsed: discount.timesUsed,
    categorySlugs: DISCOUNT_CODE_CATEGORIES[discount.source] ?? null,
  };
}

/**
 * Why a code does not apply now to a cart's lines (without them, neither the packages it covers
 * nor the minimum order are checked), or null when it does. An empty cart is not refused for
 * the packages (the code waits for one) but is below any minimum.
 */
export function codeProblem(terms: CodeTerms | null, now: Date, lines?: readonly PricedLine[]): CodeProblem | null {
  if (!terms) return 'not_found';
  if (terms.validFrom && terms.validFrom.getTime() > now.getTime()) return 'not_started';
  if (terms.validUntil && terms.validUntil.getTime() <= now.getTime()) return 'expired';
  if (terms.timesUsed >= terms.usageLimit) return 'used_up';
  if (lines && lines.length > 0 && !lines.some((line) => coversLine(terms, line))) return 'not_applicable';
  if (lines && terms.minimumOrder && sum(lines.map((line) => line.price)).VND < terms.minimumOrder.VND) return 'minimum_not_met';
  return null;
}

/** What the code takes off the lines it covers, per currency; never more than their sum. */
export function discountOf(terms: CodeTerms, lines: readonly PricedLine[]): Amounts {
  const covered = sum(lines.filter((line) => coversLine(terms, line)).map((line) => line.price));
  const off = terms.kind === 'percent' ? percentOf(covered, terms.percentOff ?? 0) : (terms.amountOff ?? { VND: 0, USD: 0 });
  return least(off, covered);
}

/** The refusal of a code that exists but does not apply: 400 promotion_code_unusable, the reason under `field`. */
export function unusable(language: Language, problem: Exclude<CodeProblem, 'not_found'>, terms: CodeTerms, field: string): Refusal {
  const t = serverT(language);
  const reason =
    problem === 'minimum_not_met'
      ? t('field.promotion_minimum_not_met', { minimum: formatMoney(terms.minimumOrder?.VND ?? 0, 'VND') })
      : problem === 'not_applicable' && terms.categorySlugs?.includes('genetic-tests-kids')
        ? t('field.promotion_only_kids')
        : t(`field.promotion_${problem}`);
  return new Refusal('invalid', 'promotion_code_unusable', { fields: { [field]: reason } });
}

export const codeNotFound = () => new Refusal('not_found', 'not_found', { messageKey: 'promotion_code_not_found' });

/** The code's terms, or the refusal of a code that is unknown or does not apply now (to these lines). */
export async function usableCode(db: Db, typed: string, now: Date, language: Language, field: string, lines?: readonly PricedLine[]): Promise<CodeTerms> {
  const terms = await findCodeTerms(db, typed);
  if (!terms) throw codeNotFound();
  const problem = codeProblem(terms, now, lines);
  if (problem && problem !== 'not_found') throw unusable(language, problem, terms, field);
  return terms;
}

/**
 * Uses the code once, inside the checkout's transaction: one conditional UPDATE (uses left, valid
 * now), which PostgreSQL re-checks on the row it locks. False when no use was left (or it expired
 * meanwhile): the caller rolls the checkout back.
 */
export async function redeemCode(tx: Db, terms: CodeTerms, now: Date): Promise<boolean> {
  if (terms.table === 'promotion') {
    const rows = await tx
      .update(promotionCodes)
      .set({ timesUsed: sql`${promotionCodes.timesUsed} + 1` })
      .where(
        and(
          eq(promotionCodes.code, terms.code),
          sql`${promotionCodes.timesUsed} < ${promotionCodes.usageLimit}`,
          or(isNull(promotionCodes.validFrom), lte(promotionCodes.validFrom, now)),
          or(isNull(promotionCodes.validUntil), gt(promotionCodes.validUntil, now)),
        ),
      )
      .returning({ code: promotionCodes.code });
    return rows.length === 1;
  }
  const rows = await tx
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(and(eq(discountCodes.code, terms.code), sql`${discountCodes.timesUsed} < ${discountCodes.usageLimit}`, gt(discountCodes.expiresAt, now)))
    .returning({ code: discountCodes.code });
  return rows.length === 1;
}

/** A code as the API answers it; with a cart's lines, what it takes off them. */
export function toPromotionCode(terms: CodeTerms, lines?: readonly PricedLine[]): PromotionCode {
  return {
    code: terms.code,
    kind: terms.kind,
    percentOff: terms.kind === 'percent' ? terms.percentOff : null,
    amountOffByCurrencies: terms.kind === 'amount' && terms.amountOff ? pricesOfAmounts(terms.amountOff) : null,
    minimumOrderByCurrencies: terms.minimumOrder ? pricesOfAmounts(terms.minimumOrder) : null,
    validFrom: terms.validFrom?.toISOString() ?? null,
    validUntil: terms.validUntil?.toISOString() ?? null,
    usesLeft: Math.max(0, terms.usageLimit - terms.timesUsed),
    discountByCurrencies: lines ? pricesOfAmounts(discountOf(terms, lines)) : null,
  };
}
