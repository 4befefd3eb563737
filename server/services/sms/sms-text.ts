import { formatDate, formatVndForText } from '../../../src/domain/locale-format';
import type { Language } from '../../i18n/server-i18n';

/*
 * How every text message is written (docs/language.md):
 * - en and vi travel as GSM-7: Vietnamese is written without its marks (glossary), names and
 *   amounts included (1.990.000đ becomes 1.990.000d), 160 characters a segment instead of 70;
 * - th and zh are UCS-2 whatever we do (70 UTF-16 units a segment);
 * - a day is digits only (30/04/2026; zh 2026/04/30), Thai years Gregorian;
 * - an amount in đồng as the reader's language writes it.
 * sms-templates.test.ts counts the segments of every template in every language with worst-case values.
 */

/** Vietnamese letters without their marks (đ → d): what a GSM-7 text can carry. */
export function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

/** A message as it is sent: without Vietnamese marks in en and vi, so that it travels as GSM-7. */
export function smsText(language: Language, text: string): string {
  return language === 'en' || language === 'vi' ? withoutDiacritics(text) : text;
}

/** A day in a text message: digits only, in Vietnam's time zone. */
export function smsDate(language: Language, instant: Date): string {
  return formatDate(instant, language, 'numeric');
}

/** An amount in đồng as the reader's language writes it (before smsText drops the marks). */
export function smsAmount(language: Language, vnd: number): string {
  return formatVndForText(vnd, language);
}

/**
 * GSM 03.38: the characters a GSM-7 SMS carries in one septet (the basic set), and those of the
 * extension table, which take two (an escape, then the character). Any other character makes the
 * whole message UCS-2.
 */
export const GSM7_BASIC = new Set([
  ...'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
]);
export const GSM7_EXTENSION = new Set([...'\f^{}\\[~]|€']);

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  length: number;
  /** One segment holds 160 septets or 70 units; a longer message is split into parts of 153 or 67 (the rest is the concatenation header). */
  segments: number;
}

/** How a text is sent and how many segments it takes. */
export function smsSize(text: string): SmsSize {
  const characters = [...text];
  const gsm7 = characters.every((character) => GSM7_BASIC.has(character) || GSM7_EXTENSION.has(character));
  const length = gsm7 ? characters.reduce((sum, character) => sum + (GSM7_EXTENSION.has(character) ? 2 : 1), 0) : text.length;
  const [single, part] = gsm7 ? [160, 153] : [70, 67];
  return { encoding: gsm7 ? 'GSM-7' : 'UCS-2', length, segments: length <= single ? 1 : Math.ceil(length / part) };
}
