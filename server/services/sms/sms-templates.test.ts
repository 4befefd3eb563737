import { describe, expect, it } from 'vitest';
import { MAX_CART_ITEMS } from '../../../src/api/contract/cart';
import { outcomeIds } from '../../../src/domain/kid-quiz/outcomes';
import { otpPurposes } from '../../db/schema';
import { languages, serverNamespaces, serverResources, serverT } from '../../i18n/server-i18n';
import type { Language, LocaleTree } from '../../i18n/server-i18n';
import { orderLink } from '../../main-api/checkout/order-link';
import { paidSmsText, placedSmsText } from '../../main-api/checkout/order-messages';
import { confirmationText, paidText, reminderText, surveyText } from '../../portal-api/consultations/consultation-sms';
import type { SmsAppointment } from '../../portal-api/consultations/consultation-sms';
import { pageLink } from '../../portal-api/consultations/links';
import { dietDiscountCodeSmsText, dietResultsLink, dietResultsSmsText } from '../../portal-api/diet-quiz/diet-quiz.service';
import { discountCodeSmsText, resultsLink, resultsSmsText } from '../../portal-api/kid-quiz/kid-quiz.service';
import { demoCatalogue } from '../../seed/catalogue';
import { otpMessage } from '../otp/otp-sms';
import { smsAmount, smsSize, smsText, withoutDiacritics } from './sms-text';

/*
 * Every text message template (`sms.*` in every server namespace), in every language, rendered by
 * the code that sends it with worst-case values: the longest reference, a two-digit number of
 * minutes, the largest amount, the longest doctor's name, method and job title, a deployed origin
 * with real ids and tokens. Each takes the segments written below: one wherever the message has
 * no link; with a link (95 to 130 characters of URL, a token in it) two GSM-7 segments in en and vi,
 * three or four UCS-2 ones in th and zh. A new template without a row here fails.
 */

const ORIGIN = 'https://www.genewell.vn';
const ID = '0b4c8a52-7d1e-4c1f-9a53-2f4f7e1b9c10';
const TOKEN = 'Zq3kV0y8mB1cH5rWbq0u2Xn4Jd7sT9eLfA6gKpYiO_E';
/** References: GWC-<year>-<6 digits or more> (a seventh digit after a million bookings), GW-<year>-<10 digits>. */
const APPOINTMENT_REFERENCE = 'GWC-2026-1000000';
const ORDER_REFERENCE = 'GW-2026-9999999999';
const longest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a), '');
const prices = demoCatalogue.productPackages.map((item) => item.price.VND);
/** The largest order: a full cart of the dearest package. */
const LARGEST_ORDER = MAX_CART_ITEMS * Math.max(...prices);
const LARGEST_CONSULTATION = Math.max(...demoCatalogue.productPackages.filter((item) => item.slug.startsWith('consultation-')).map((item) => item.price.VND));
const DOCTOR = longest(demoCatalogue.advisors.map((advisor) => advisor.name));
const LATE = new Date('2026-12-24T15:45:00Z');

const flatten = (tree: LocaleTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`)));

/** Every SMS template: "<namespace>:<key>". */
const templates = serverNamespaces.flatMap((namespace) => flatten(serverResources('en')[namespace]).filter((key) => key.startsWith('sms.')).map((key) => `${namespace}:${key}`));

function longestMethod(language: Language): SmsAppointment['methodKind'] {
  const t = serverT(language, 'consultations');
  return (['video_call', 'phone', 'in_person'] as const).reduce((a, b) => (t(`methods.${b}`).length > t(`methods.${a}`).length ? b : a));
}

const appointment = (language: Language): SmsAppointment => ({
  id: ID,
  reference: APPOINTMENT_REFERENCE,
  startAt: LATE,
  endAt: new Date(LATE.getTime() + 2 * 3_600_000),
  minutes: 120,
  language,
  methodKind: longestMethod(language),
  doctorName: DOCTOR,
});

function longestJob(language: Language) {
  const t = serverT(language, 'kid-quiz');
  return outcomeIds.reduce((a, b) => (t(`jobs.${b}`).length > t(`jobs.${a}`).length ? b : a));
}

/** Each template, as the server writes it in a language with worst-case values. */
const render: Record<string, (language: Language) => string> = {
  // The code's lifetime is OTP_TTL_SECONDS (five minutes); a two-digit value must fit too.
  ...Object.fromEntries(
    (['signin', 'phone_update', 'account_deletion'] as const).map((key) => [`otp:sms.${key}`, (language: Language) => smsText(language, serverT(language, 'otp')(`sms.${key}`, { code: '123456', minutes: 10 }))]),
  ),
  'consultations:sms.confirmation': (language) => confirmationText(appointment(language), pageLink(ORIGIN, 'cancellation', ID, TOKEN)),
  'consultations:sms.reminder': (language) => reminderText(appointment(language), pageLink(ORIGIN, 'preConsultationSurvey', ID, TOKEN)),
  'consultations:sms.survey': (language) => surveyText(appointment(language), pageLink(ORIGIN, 'postConsultationSurvey', ID, TOKEN)),
  'consultations:sms.paid': (language) => paidText(appointment(language), LARGEST_CONSULTATION),
  'orders:sms.placedTransfer': (language) =>
    placedSmsText({ language, reference: ORDER_REFERENCE, total: { VND: LARGEST_ORDER, USD: LARGEST_ORDER / 25_000 }, paymentMethod: 'bank_transfer' }, orderLink(ORIGIN, ORDER_REFERENCE, TOKEN)),
  'orders:sms.placedCod': (language) =>
    placedSmsText({ language, reference: ORDER_REFERENCE, total: { VND: LARGEST_ORDER, USD: LARGEST_ORDER / 25_000 }, paymentMethod: 'cod' }, orderLink(ORIGIN, ORDER_REFERENCE, TOKEN)),
  'orders:sms.paid': (language) => paidSmsText({ language, reference: ORDER_REFERENCE, total: { VND: LARGEST_ORDER, USD: LARGEST_ORDER / 25_000 } }),
  'kid-quiz:sms.results': (language) => resultsSmsText(language, longestJob(language), resultsLink(ORIGIN, ID, TOKEN)),
  'kid-quiz:sms.discountCode': (language) => discountCodeSmsText(language, { code: 'KID-ZZZZZZZZ', percentOff: 100, expiresAt: LATE }),
  'diet-quiz:sms.results': (language) =>
    dietResultsSmsText(language, { caloriesTotal: 4_500, carbohydratePercent: 65, fatPercent: 35, proteinPercent: 35 }, dietResultsLink(ORIGIN, ID, TOKEN)),
  'diet-quiz:sms.discountCode': (language) => dietDiscountCodeSmsText(language, { code: 'DIETQUIZ-ZZZZZZZZ', percentOff: 100, expiresAt: LATE }),
};

/** Segments each template takes at worst, per language: one unless a link rides along. */
const SEGMENTS: Record<string, Record<Language, number>> = {
  'otp:sms.signin': { en: 1, vi: 1, th: 1, zh: 1 },
  'otp:sms.phone_update': { en: 1, vi: 1, th: 1, zh: 1 },
  'otp:sms.account_deletion': { en: 1, vi: 1, th: 1, zh: 1 },
  'consultations:sms.confirmation': { en: 2, vi: 2, th: 4, zh: 3 },
  'consultations:sms.reminder': { en: 2, vi: 2, th: 4, zh: 3 },
  'consultations:sms.survey': { en: 2, vi: 2, th: 4, zh: 3 },
  'consultations:sms.paid': { en: 1, vi: 1, th: 1, zh: 1 },
  'orders:sms.placedTransfer': { en: 2, vi: 2, th: 3, zh: 3 },
  'orders:sms.placedCod': { en: 2, vi: 2, th: 3, zh: 3 },
  'orders:sms.paid': { en: 1, vi: 1, th: 1, zh: 1 },
  'kid-quiz:sms.results': { en: 2, vi: 2, th: 4, zh: 3 },
  'kid-quiz:sms.discountCode': { en: 1, vi: 1, th: 1, zh: 1 },
  'diet-quiz:sms.results': { en: 2, vi: 2, th: 4, zh: 3 },
  'diet-quiz:sms.discountCode': { en: 1, vi: 1, th: 1, zh: 1 },
};

describe('the segment counter', () => {
  it('counts GSM-7 in septets (two for the extension table) and anything else in UTF-16 units, 160/153 and 70/67 a segment', () => {
    expect(smsSize('GeneWell: ma OTP la 123456.')).toEqual({ encoding: 'GSM-7', length: 27, segments: 1 });
    expect(smsSize('Gia 100€ [x]')).toEqual({ encoding: 'GSM-7', length: 15, segments: 1 });
    expect(smsSize('a'.repeat(160)).segments).toBe(1);
    expect(smsSize('a'.repeat(161)).segments).toBe(2);
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
    expect(smsSize('mã OTP').encoding).toBe('UCS-2');
    expect(smsSize('รหัส OTP')).toEqual({ encoding: 'UCS-2', length: 8, segments: 1 });
    expect(smsSize('验'.repeat(70)).segments).toBe(1);
    expect(smsSize('验'.repeat(71)).segments).toBe(2);
    expect(smsSize('验'.repeat(135)).segments).toBe(3);
    expect(smsSize('验证码 😀').length).toBe(6);
  });

  it('writes amounts as each language does, and Vietnamese without marks', () => {
    expect(smsText('vi', smsAmount('vi', 1_990_000))).toBe('1.990.000d');
    expect(smsAmount('en', 1_990_000)).toBe('1,990,000 VND');
    expect(smsAmount('th', 1_990_000)).toBe('1,990,000 ดอง');
    expect(smsAmount('zh', 1_990_000)).toBe('1,990,000越南盾');
    expect(withoutDiacritics('Võ Thanh Sơn, đường')).toBe('Vo Thanh Son, duong');
  });
});

describe('every text message template', () => {
  it('is rendered and counted here, and nothing here is left over', () => {
    expect(templates.length).toBeGreaterThanOrEqual(14);
    expect(Object.keys(render).sort()).toEqual([...templates].sort());
    expect(Object.keys(SEGMENTS).sort()).toEqual([...templates].sort());
    expect(LARGEST_ORDER).toBeGreaterThanOrEqual(100_000_000);
    expect(DOCTOR.length).toBeGreaterThan(20);
  });

  describe.each(languages)('in %s', (language) => {
    it.each(templates)('%s takes the segments written for it, GSM-7 in en and vi', (template) => {
      const text = render[template](language);
      expect(text).not.toMatch(/{{|}}/);
      const size = smsSize(text);
      if (language === 'en' || language === 'vi') expect(size.encoding, text).toBe('GSM-7');
      expect(size.segments, `${size.encoding} ${size.length}: ${text}`).toBe(SEGMENTS[template][language]);
    });
  });

  it.each(languages)('the code messages the server sends in %s are the ones counted (five minutes, one segment)', (language) => {
    for (const purpose of otpPurposes) expect(smsSize(otpMessage(language, purpose, '123456')).segments).toBe(1);
  });
});
