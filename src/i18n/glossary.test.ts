import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OTP_INVALID_TEXTS } from '../api/contract/otp-invalid';
import { SUPPORTED_LANGUAGES } from './languages';
import type { Language } from './languages';
import { comparable, flattenStrings, glossaryViolations, violations, withoutPlaceholders } from '../domain/glossary-check';
import type { Glossary, Text } from '../domain/glossary-check';

/**
 * One word per term in each language (src/i18n/glossary/<language>.json): every text of the
 * language, the browser's (src/i18n/locales/<language>) and the server's (server/i18n/locales/
 * <language>, plus the wrong-code message the server sends from the shared contract), is free of
 * the forbidden variants, and each preferred term is used somewhere. The one exception is the
 * exact otp_invalid text ('OTP không hợp lệ', …): clients match on it, so it stays as the spec
 * gives it whatever the glossary says.
 */

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const glossary = (language: Language): Glossary => readJson<Glossary>(here(`./glossary/${language}.json`));

/** Every text of a language: each locale file of both sides, and the server's fixed otp_invalid message. */
function textsOf(language: Language): Text[] {
  const directories = [
    { path: `./locales/${language}`, shown: `src/i18n/locales/${language}` },
    { path: `../../server/i18n/locales/${language}`, shown: `server/i18n/locales/${language}` },
  ];
  const texts = directories.flatMap(({ path, shown }) =>
    readdirSync(here(path))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => flattenStrings(readJson<unknown>(here(`${path}/${file}`))).map(([key, text]) => ({ where: `${shown}/${file} ${key}`, text }))),
  );
  return [...texts, { where: 'src/api/contract/otp-invalid.ts otp_invalid', text: OTP_INVALID_TEXTS[language] }];
}

/** The exact texts the glossary does not apply to: the wrong-code message of the shared contract. */
const isAllowed = (language: Language, text: string) => text === OTP_INVALID_TEXTS[language];

/** The concepts every language names in its glossary (issue 29), beside the one-time code, the quiz and the genetic test. */
const RECURRING = ['discountCode', 'kit', 'phoneNumber', 'email', 'kidQuiz', 'dietQuiz', 'consultation', 'appointment', 'doctor', 'report', 'order', 'payment', 'transfer'];

describe('glossary files', () => {
  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))('%s bans developer vocabulary and off-style writing, each rule with a reason and an example it catches', (language) => {
    const entry = glossary(language);
    expect(entry.banned?.length, language).toBeGreaterThan(0);
    for (const banned of entry.banned ?? []) {
      expect(banned.why, banned.pattern).toBeTruthy();
      expect(violations(entry, banned.example), banned.example).toContain(`banned: /${banned.pattern}/`);
    }
  });

  it('there is one per language, and no other', () => {
    expect(readdirSync(here('./glossary')).sort()).toEqual(SUPPORTED_LANGUAGES.map((language) => `${language}.json`).sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s names the one-time code, the quiz and the genetic test, each with a reason and its forbidden variants', (language) => {
    const entry = glossary(language);
    expect(entry.language).toBe(language);
    const base = language === 'zh' ? ['oneTimeCode', 'quiz', 'geneticTest', 'formalYou'] : ['oneTimeCode', 'quiz', 'geneticTest'];
    const required = language === 'en' ? base : [...base, ...RECURRING];
    expect(Object.keys(entry.terms)).toEqual(expect.arrayContaining(required));
    for (const [name, term] of Object.entries(entry.terms)) {
      expect(term.preferred, name).toBeTruthy();
      expect(term.note, name).toBeTruthy();
      expect((term.forbidden ?? []).length + (term.forbiddenPatterns ?? []).length + (term.forbiddenValues ?? []).length, name).toBeGreaterThan(0);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('%s: no preferred term is itself forbidden', (language) => {
    const entry = glossary(language);
    for (const term of Object.values(entry.terms)) expect(violations(entry, term.preferred), term.preferred).toEqual([]);
  });
});

describe.each(SUPPORTED_LANGUAGES)('terms in %s', (language) => {
  const entry = glossary(language);
  const texts = textsOf(language);

  it('reads the texts of both sides', () => {
    expect(texts.some(({ where }) => where.startsWith('src/i18n/locales/'))).toBe(true);
    expect(texts.some(({ where }) => where.startsWith('server/i18n/locales/'))).toBe(true);
    expect(texts.length).toBeGreaterThan(200);
  });

  it('no text uses a forbidden variant or a banned way of writing', () => {
    expect(glossaryViolations(entry, texts, (text) => isAllowed(language, text))).toEqual([]);
  });

  it('the check can fail: each forbidden variant and each banned example, planted into a copy of the texts, is reported there and only there', () => {
    const variants = [
      ...Object.values(entry.terms).flatMap((term) => [...(term.forbidden ?? []), ...(term.forbiddenValues ?? [])]),
      ...(entry.banned ?? []).map((banned) => banned.example),
    ];
    expect(variants.length).toBeGreaterThan(language === 'en' ? 5 : 20);
    for (const variant of variants) {
      const copy = texts.map((text) => ({ ...text }));
      const target = copy.findIndex(({ text }) => !isAllowed(language, text));
      // A whole-text rule (a level label) is planted as the whole text, any other variant inside a sentence.
      const isValue = Object.values(entry.terms).some((term) => term.forbiddenValues?.includes(variant));
      copy[target] = { where: 'planted', text: isValue ? variant : `${variant} ${copy[target].text}` };
      const found = glossaryViolations(entry, copy, (text) => isAllowed(language, text));
      expect(found.length, variant).toBeGreaterThan(0);
      expect(found.every((violation) => violation.startsWith('planted → ')), `${variant}: ${found.join('; ')}`).toBe(true);
    }
  });

  it('the otp_invalid text is let through by the allow-list alone (the glossary would refuse it otherwise)', () => {
    expect(violations(entry, OTP_INVALID_TEXTS[language])).not.toEqual([]);
  });

  it('each preferred term is used somewhere', () => {
    const all = texts.map(({ text }) => comparable(entry, withoutPlaceholders(text)));
    const unused = Object.entries(entry.terms)
      .filter(([, term]) => !all.some((text) => text.includes(comparable(entry, term.preferred))))
      .map(([name]) => name);
    expect(unused).toEqual([]);
  });
});

it('matching: case and, for Vietnamese, diacritics do not hide a variant; a whole-text rule leaves sentences alone', () => {
  const vi = glossary('vi');
  expect(violations(vi, 'Nhập Mã Xác Thực')).toEqual(['oneTimeCode: "mã xác thực"']);
  expect(violations(vi, 'GeneWell: ma xac thuc cua ban la {{code}}')).toEqual(['oneTimeCode: "mã xác thực"']);
  expect(violations(vi, 'Nhập OTP')).toEqual(['oneTimeCode: /(?<!mã )OTP/']);
  expect(violations(vi, 'Nhập mã OTP')).toEqual([]);
  expect(violations(vi, 'Kém')).toEqual(['lowLevel: the whole text "Kém"']);
  expect(violations(vi, 'Khả năng giải độc kém hơn')).toEqual([]);
  expect(violations(glossary('zh'), '你的测验结果')).toEqual(['formalYou: "你"', 'quiz: "测验"']);
});
