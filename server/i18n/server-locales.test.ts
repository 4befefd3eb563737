import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OTP_TTL_SECONDS } from '../../src/api/contract/auth';
import { errorCodes } from '../../src/api/contract/error';
import { OTP_INVALID_TEXTS } from '../../src/api/contract/otp-invalid';
import { outcomeIds } from '../../src/domain/kid-quiz/outcomes';
import { otpPurposes } from '../db/schema';
import { otpMessage } from '../services/otp/otp-sms';
import { languages, readServerLocale, serverNamespaces, serverResources, serverT } from './server-i18n';
import type { LocaleTree } from './server-i18n';

/**
 * The server's texts (server/i18n/locales): every namespace has the same keys and placeholders
 * in en, vi, th and zh, really translated; every text the server names exists; and the texts the
 * browser also shows are worded alike on both sides; each one-time code SMS fits one segment. The
 * words themselves (one name for the code, the quiz, the genetic test) are src/i18n/glossary.test.ts's.
 */

const flatten = (tree: LocaleTree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'string' ? [[path, value] as const] : [...flatten(value, path)];
    }),
  );
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const resources = Object.fromEntries(languages.map((language) => [language, serverResources(language)]));
const texts = (language: string, namespace: (typeof serverNamespaces)[number]) => flatten(resources[language][namespace]);

/** Proper names, brands and loanwords that are written alike in some languages. */
const SAME_IN_SOME_LANGUAGES = new Set(['GeneWell', 'OTP', 'SMS outbox']);

describe.each(serverNamespaces)('server texts: %s', (namespace) => {
  const english = texts('en', namespace);

  it('has a file per language, and no other', () => {
    for (const language of languages) expect(Object.keys(readServerLocale(language, namespace)).length, language).toBeGreaterThan(0);
    expect(readdirSync(fileURLToPath(new URL('./locales', import.meta.url))).sort()).toEqual([...languages].sort());
  });

  it.each(languages.filter((language) => language !== 'en'))('%s has exactly the English keys and placeholders, translated', (language) => {
    const translated = texts(language, namespace);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
      if (!SAME_IN_SOME_LANGUAGES.has(text)) expect(translated.get(key), `${language} ${key}`).not.toBe(text);
    }
  });
});

describe('texts the server names', () => {
  const contractSources = readdirSync(fileURLToPath(new URL('../../src/api/contract', import.meta.url)))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(fileURLToPath(new URL(`../../src/api/contract/${file}`, import.meta.url)), 'utf8'));

  it.each(languages)('every error code and every field reason of the contracts has a text in %s', (language) => {
    const errors = texts(language, 'errors');
    expect(errorCodes.filter((code) => !errors.get(code))).toEqual([]);
    const fieldKeys = contractSources.flatMap((source) => [...source.matchAll(/i18nKey: '([\w.]+)'/g)].map((match) => match[1]));
    expect(fieldKeys.length).toBeGreaterThan(5);
    expect(fieldKeys.filter((key) => !errors.get(key))).toEqual([]);
  });

  it.each(languages)('otp_invalid in %s is exactly the shared spec text', (language) => {
    expect(texts(language, 'errors').get('otp_invalid')).toBe(OTP_INVALID_TEXTS[language]);
  });

  it.each(languages)('the kid-quiz messages in %s carry their placeholders and a job title for every outcome', (language) => {
    const kidQuiz = texts(language, 'kid-quiz');
    expect(placeholders(kidQuiz.get('sms.results') ?? '')).toEqual(['job', 'link']);
    expect(placeholders(kidQuiz.get('sms.discountCode') ?? '')).toEqual(['code', 'expiresOn', 'percent']);
    expect(outcomeIds.filter((id) => !kidQuiz.get(`jobs.${id}`))).toEqual([]);
  });
});

describe('texts both sides show', () => {
  const browser = (language: string, namespace: string) =>
    flatten(JSON.parse(readFileSync(fileURLToPath(new URL(`../../src/i18n/locales/${language}/${namespace}.json`, import.meta.url)), 'utf8')) as LocaleTree);

  it.each(languages)('field reasons in %s read the same from the browser and from the server', (language) => {
    const server = texts(language, 'errors');
    const shown = browser(language, 'errors');
    expect(shown.size).toBeGreaterThan(5);
    for (const [key, text] of shown) expect(server.get(key), key).toBe(text);
  });

  it.each(languages)('the job title in a results message in %s is the one the results screen shows', (language) => {
    const server = texts(language, 'kid-quiz');
    const shown = browser(language, 'kid-quiz');
    for (const id of outcomeIds) expect(server.get(`jobs.${id}`), id).toBe(shown.get(`outcomes.${id}.potentialJob`));
  });
});

/**
 * GSM 03.38: the characters a GSM-7 SMS carries in one septet (the basic set), and those of the
 * extension table, which take two (an escape, then the character). Any other character makes the
 * whole message UCS-2.
 */
const GSM7_BASIC = new Set([
  ...'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
]);
const GSM7_EXTENSION = new Set([...'\f^{}\\[~]|€']);

/** How a text is sent and how long it is in that encoding: septets for GSM-7, UTF-16 code units for UCS-2. */
function smsEncoding(text: string): { encoding: 'GSM-7' | 'UCS-2'; length: number; limit: number } {
  const characters = [...text];
  if (characters.every((character) => GSM7_BASIC.has(character) || GSM7_EXTENSION.has(character))) {
    return { encoding: 'GSM-7', length: characters.reduce((sum, character) => sum + (GSM7_EXTENSION.has(character) ? 2 : 1), 0), limit: 160 };
  }
  return { encoding: 'UCS-2', length: text.length, limit: 70 };
}

describe('one-time code SMS: one segment', () => {
  /** Realistic values: a 6-digit code and the real lifetime in minutes. */
  const values = { code: '123456', minutes: OTP_TTL_SECONDS / 60 };

  it('the encoding check: GSM-7 for its basic set, two septets for the extension table, UCS-2 for anything else', () => {
    expect(GSM7_BASIC.size).toBe(127);
    expect(smsEncoding('GeneWell: ma OTP la 123456.')).toEqual({ encoding: 'GSM-7', length: 27, limit: 160 });
    expect(smsEncoding('Gia 100€ [x]')).toEqual({ encoding: 'GSM-7', length: 15, limit: 160 });
    expect(smsEncoding('mã OTP').encoding).toBe('UCS-2');
    expect(smsEncoding('Giá').encoding).toBe('UCS-2');
    expect(smsEncoding('Không').encoding).toBe('UCS-2');
    expect(smsEncoding('รหัส OTP')).toEqual({ encoding: 'UCS-2', length: 8, limit: 70 });
    expect(smsEncoding('验证码 😀').length).toBe(6);
  });

  it.each(languages)('every code message in %s, placeholders filled, fits one segment (GSM-7: 160, otherwise 70)', (language) => {
    const t = serverT(language, 'otp');
    const keys = [...texts(language, 'otp').keys()].filter((key) => key.startsWith('sms.'));
    expect(keys.length).toBeGreaterThanOrEqual(otpPurposes.length);
    const messages = keys.map((key) => t(key, values));
    for (const message of messages) {
      expect(message).not.toMatch(/{{|}}/);
      expect(message).toContain(values.code);
      const { encoding, length, limit } = smsEncoding(message);
      expect(length, `${encoding}: ${message}`).toBeLessThanOrEqual(limit);
    }
    // What the server really sends is among the texts checked.
    for (const purpose of otpPurposes) expect(messages).toContain(otpMessage(language, purpose, values.code));
  });
});
