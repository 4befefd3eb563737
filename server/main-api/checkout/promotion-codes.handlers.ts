import { and, eq, inArray } from 'drizzle-orm';
import type { promotionCodeEndpoints } from '../../../src/api/contract/promotion-codes';
import { toE164 } from '../../../src/domain/phone';
import type { Services } from '../../app-services';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { codeClaims, productPackages, promotionCodes, redeemCodePatterns, users } from '../../db/schema';
import type { EndpointHandlers } from '../../http/endpoint-routes';
import { HttpError, languageOf } from '../../http/errors';
import type { Language } from '../../i18n/server-i18n';
import { serverT } from '../../i18n/server-i18n';
import { clientAddressOf } from '../../http/client-address';
import { generateCode } from '../../services/discount-codes/discount-codes';
import { enforceRateLimits } from '../../services/rate-limit/rate-limit';
import { toPackageSummary } from '../product-packages/product-packages.service';
import { answerLanguage, textIn } from '../shared/localize';
import { amountsOf, cartFor, linesOf } from './cart.service';
import { optionalSession } from './caller';
import { pricesOfAmounts } from './money';
import { findCodeTerms, toPromotionCode, usableCode } from './promotion-codes.service';
import type { AuthSession } from '../../services/auth-tokens/auth-token-service';
import { recordById } from '../../portal-api/kid-quiz/kid-quiz.service';
import { dietRecordById } from '../../portal-api/diet-quiz/diet-quiz.service';
import { recordOwnershipOf } from '../../services/quiz-records/record-owner';

/*
 * Promotion codes, and the campaigns (redeem-code patterns) people claim once per phone number
 * (src/api/contract/promotion-codes.ts).
 */

export type PatternRow = typeof redeemCodePatterns.$inferSelect;
type ClaimRow = typeof codeClaims.$inferSelect;

/** Campaigns whose codes a quiz issues for a results record only (server/portal-api/diet-quiz/README.md): never to a number typed here. */
const QUIZ_ONLY_PATTERNS: ReadonlySet<string> = new Set(['DIETQUIZ']);

const patternNotFound = () => new HttpError(404, 'not_found', { messageKey: 'redeem_pattern_not_found' });

async function patternOf(db: Db, code: string): Promise<PatternRow> {
  const [row] = await db.select().from(redeemCodePatterns).where(eq(redeemCodePatterns.code, code));
  if (!row) throw patternNotFound();
  return row;
}

function refuseUnlessRunning(pattern: PatternRow, now: Date, language: Language): void {
  const started = !pattern.validFrom || pattern.validFrom.getTime() <= now.getTime();
  const running = started && (!pattern.validUntil || pattern.validUntil.getTime() > now.getTime());
  if (!running) throw new HttpError(400, 'promotion_code_unusable', { fields: { code: serverT(language)('field.campaign_not_running') } });
}

/** The refusal of a number the caller has not proved (src/api/contract/promotion-codes.ts, "Who may ask"). */
const numberNotYours = () => new HttpError(403, 'forbidden', { messageKey: 'code_number_not_yours' });

async function accountPhone(db: Db, session: AuthSession | null): Promise<string | null> {
  if (!session) return null;
  const [row] = await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, session.userId));
  return row?.phone ?? null;
}

export interface QuizRecordProof {
  quiz: 'kid-quiz' | 'diet-quiz';
  id: string;
  secret: string;
}

/**
 * Whether the caller has proved `phone`: it is the signed-in account's number (the sign-in's
 * one-time code proved it), or the number on a quiz results record the caller owns (its secret,
 * or the account it belongs to).
 */
async function provesNumber(db: Db, phone: string, session: AuthSession | null, record: QuizRecordProof | undefined): Promise<boolean> {
  if ((await accountPhone(db, session)) === phone) return true;
  if (!record) return false;
  const caller = { secret: record.secret, session: async () => session };
  if (record.quiz === 'kid-quiz') {
    const row = await recordById(db, record.id);
    return row !== null && row.phone === phone && (await recordOwnershipOf(row, caller)) !== null;
  }
  const row = await dietRecordById(db, record.id);
  return row !== null && row.phone === phone && (await recordOwnershipOf(row, caller)) !== null;
}

/** A personal single-use code of the pattern: its code's first letters, a dash, 8 random symbols. */
export async function issueCode(tx: Db, pattern: PatternRow, now: Date): Promise<string> {
  const prefix = `${pattern.code.slice(0, 12).replace(/-+$/, '')}-`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const validUntil = new Date(now.getTime() + pattern.codeValidityDays * 86_400_000);
    const [row] = await tx
      .insert(promotionCodes)
      .values({
        code: generateCode(prefix),
        kind: pattern.kind,
        percentOff: pattern.percentOff,
        amountOff: pattern.amountOff,
        minimumOrder: pattern.minimumOrder,
        validFrom: now,
        validUntil: pattern.validUntil && pattern.validUntil < validUntil ? pattern.validUntil : validUntil,
        usageLimit: 1,
        source: 'claim',
      })
      .onConflictDoNothing()
      .returning({ code: promotionCodes.code });
    if (row) return row.code;
  }
  throw new Error('Could not make a unique promotion code');
}

async function issuedView(db: Db, claim: ClaimRow) {
  const terms = await findCodeTerms(db, claim.promotionCode);
  if (!terms) throw new Error(`claim ${claim.id} has no code`);
  return { pattern: claim.patternCode, promotionCode: toPromotionCode(terms), createdAt: claim.createdAt.toISOString() };
}

async function claimOf(db: Db, patternCode: string, phone: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(codeClaims).where(and(eq(codeClaims.patternCode, patternCode), eq(codeClaims.phone, phone)));
  return row ?? null;
}

export function promotionCodeHandlers(services: Services): EndpointHandlers<typeof promotionCodeEndpoints> {
  const { db } = services.database;
  return {
    async checkPromotionCode(c, { body }) {
      const language = languageOf(c);
      await enforceRateLimits([{ limiter: services.limiters.promotionCodeCheckPerIp, key: clientAddressOf(c) }]);
      const now = services.now();
      let lines;
      if (body.cartId) {
        const cart = await cartFor(db, body.cartId, await optionalSession(c, services));
        lines = (await amountsOf(db, { ...cart, promotionCode: null }, await linesOf(db, cart.id), now)).lines;
      }
      const terms = await usableCode(db, body.code, now, language, 'code', lines);
      return { status: 200, body: { data: toPromotionCode(terms, lines) } };
    },

    async claimCode(c, { body, session }) {
      const language = languageOf(c);
      await enforceRateLimits([{ limiter: services.limiters.codeClaimPerIp, key: clientAddressOf(c) }]);
      const now = services.now();
      const pattern = await patternOf(db, body.code);
      refuseUnlessRunning(pattern, now, language);
      const phone = toE164(body.phoneNumber);
      // Only the account's own number: a stranger can neither take a number's gift nor block its owner.
      if ((await accountPhone(db, session)) !== phone) throw numberNotYours();
      const alreadyClaimed = () => new HttpError(409, 'conflict', { messageKey: 'code_already_claimed' });
      if (await claimOf(db, pattern.code, phone)) throw alreadyClaimed();
      try {
        const claim = await db.transaction(async (tx) => {
          const code = await issueCode(tx, pattern, now);
          const [row] = await tx
            .insert(codeClaims)
            .values({
              patternCode: pattern.code,
              phone,
              name: body.name,
              countryId: String(body.countryId),
              provinceId: String(body.provinceId),
              districtId: body.districtId === undefined ? null : String(body.districtId),
              wardId: String(body.wardId),
              locationDetail: body.locationDetail,
              promotionCode: code,
              createdAt: now,
            })
            .returning();
          return row;
        });
        return { status: 201, body: { data: await issuedView(db, claim) } };
      } catch (error) {
        // A concurrent claim by the same number won the unique (pattern, phone).
        if (isUniqueViolation(error)) throw alreadyClaimed();
        throw error;
      }
    },

    async generateCode(c, { body }) {
      const language = languageOf(c);
      await enforceRateLimits([{ limiter: services.limiters.codeClaimPerIp, key: clientAddressOf(c) }]);
      const now = services.now();
      const pattern = await patternOf(db, body.pattern);
      // Claimed with an address (claim), or issued only for a quiz's results record (the diet quiz's DIETQUIZ).
      if (pattern.requiresAddress || QUIZ_ONLY_PATTERNS.has(pattern.code)) throw patternNotFound();
      const phone = toE164(body.phoneNumber);
      // The number's code goes only to whoever proves the number: never to anyone who types it.
      if (!(await provesNumber(db, phone, await optionalSession(c, services), body.record))) throw numberNotYours();
      const earlier = await claimOf(db, pattern.code, phone);
      if (earlier) return { status: 200, body: { data: await issuedView(db, earlier) } };
      refuseUnlessRunning(pattern, now, language);
      try {
        const claim = await db.transaction(async (tx) => {
          const code = await issueCode(tx, pattern, now);
          const [row] = await tx.insert(codeClaims).values({ patternCode: pattern.code, phone, promotionCode: code, createdAt: now }).returning();
          return row;
        });
        return { status: 201, body: { data: await issuedView(db, claim) } };
      } catch (error) {
        const twin = isUniqueViolation(error) ? await claimOf(db, pattern.code, phone) : null;
        if (twin) return { status: 200, body: { data: await issuedView(db, twin) } };
        throw error;
      }
    },

    async retrieveRedeemCodePattern(c, { params, query }) {
      const language = answerLanguage(c, query.lang);
      const pattern = await patternOf(db, params.code);
      const includes = new Set((query.include ?? '').split(','));
      const withPackages = includes.has('packages') || includes.has('packages.thumbnail');
      const data = {
        code: pattern.code,
        name: textIn(pattern.name, language),
        description: textIn(pattern.description, language),
        kind: pattern.kind,
        percentOff: pattern.percentOff,
        amountOffByCurrencies: pattern.amountOff ? pricesOfAmounts(pattern.amountOff) : null,
        validFrom: pattern.validFrom?.toISOString() ?? null,
        validUntil: pattern.validUntil?.toISOString() ?? null,
        requiresAddress: pattern.requiresAddress,
        ...(withPackages ? { packages: await packagesOfPattern(db, pattern, language, includes.has('packages.thumbnail')) } : {}),
      };
      return { status: 200, body: { data } };
    },
  };
}

async function packagesOfPattern(db: Db, pattern: PatternRow, language: Language, thumbnails: boolean) {
  if (pattern.packageSlugs.length === 0) return [];
  const rows = await db.select().from(productPackages).where(inArray(productPackages.slug, pattern.packageSlugs));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return pattern.packageSlugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    if (!row) return [];
    const summary = toPackageSummary(row, language);
    return [thumbnails ? summary : { ...summary, image: null }];
  });
}
