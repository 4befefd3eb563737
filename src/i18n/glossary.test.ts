import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OTP_INVALID_TEXTS } from '../api/contract/otp-invalid';
import { SUPPORTED_LANGUAGES } from './languages';
import type { Language } from './languages';

/**
 * One word per term in each language (src/i18n/glossary/<language>.json): every text of the
 * language, the browser's (src/i18n/locales/<language>) and the server's (server/i18n/locales/
 * <language>, plus the wrong-code message the server sends from the shared contract), is free of
 * the forbidden variants, and each preferred term is used somewhere. The one exception is the
 * exact otp_invalid text ('OTP không hợp lệ', …): clients match on it, so it stays as the spec
 * gives it whatever the glossary says.
 */

interface Term {
  preferred: string;
  note: string;
  /** Substrings that must not appear. */
  forbidden?: string[];
  /** Regular expressions (case-insensitive) that must not match. */
  forbiddenPatterns?: string[];
  /** Whole texts that must not be used (a level label, say), where the word alone is fine in a sentence. */
  forbiddenValues?: string[];
}
interface Glossary {
  language: Language;
  about: string;
  /** Compare without diacritics too, so a text written without them (a GSM-7 SMS) is held to the same words. */
  matchWithoutDiacritics?: boolean;
  terms: Record<string, Term>;
}
type Tree = { [key: string]: string | Tree | Array<string | Tree> };
interface Text {
  where: string;
  text: string;
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

const glossary = (language: Language): Glossary => readJson<Glossary>(here(`./glossary/${language}.json`));

function flatten(tree: Tree | Tree[string], prefix: string): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  const entries = Array.isArray(tree) ? tree.map((value, index) => [String(index), value] as const) : Object.entries(tree);
  return entries.flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

/** Every text of a language: each locale file of both sides, and the server's fixed otp_invalid message. */
function textsOf(language: Language): Text[] {
  const directories = [
    { path: `./locales/${language}`, shown: `src/i18n/locales/${language}` },
    { path: `../../server/i18n/locales/${language}`, shown: `server/i18n/locales/${language}` },
  ];
  const texts = directories.flatMap(({ path, shown }) =>
    readdirSync(here(path))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => flatten(readJson<Tree>(here(`${path}/${file}`)), '').map(([key, text]) => ({ where: `${shown}/${file} ${key}`, text }))),
  );
  return [...texts, { where: 'src/api/contract/otp-invalid.ts otp_invalid', text: OTP_INVALID_TEXTS[language] }];
}

const withoutPlaceholders = (text: string) => text.replace(/{{\s*\w+\s*}}/g, ' ');
const withoutDiacritics = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFC');

/** The form a text and a term are compared in: lower case, and without diacritics where the glossary asks. */
function comparable(entry: Glossary, text: string): string {
  const lower = text.normalize('NFC').toLocaleLowerCase(entry.language);
  return entry.matchWithoutDiacritics ? withoutDiacritics(lower) : lower;
}

/** A forbidden pattern, case-insensitive (its source is not lower-cased, so a \S stays a \S), without diacritics where the glossary asks. */
const asRegExp = (entry: Glossary, pattern: string) => new RegExp(entry.matchWithoutDiacritics ? withoutDiacritics(pattern) : pattern, 'iu');

/** What a text breaks of the glossary: "<term>: <variant>" for each forbidden variant it uses. */
function violations(entry: Glossary, raw: string): string[] {
  const text = comparable(entry, withoutPlaceholders(raw));
  return Object.entries(entry.terms).flatMap(([name, term]) => [
    ...(term.forbidden ?? []).filter((variant) => text.includes(comparable(entry, variant))).map((variant) => `${name}: "${variant}"`),
    ...(term.forbiddenPatterns ?? []).filter((pattern) => asRegExp(entry, pattern).test(text)).map((pattern) => `${name}: /${pattern}/`),
    ...(term.forbiddenValues ?? []).filter((value) => text.trim() === comparable(entry, value)).map((value) => `${name}: the whole text "${value}"`),
  ]);
}

/** The exact texts the glossary does not apply to: the wrong-code message of the shared contract. */
const isAllowed = (language: Language, text: string) => text === OTP_INVALID_TEXTS[language];

describe('glossary files', () => {
  it('there is one per language, and no other', () => {
    expect(readdirSync(here('./glossary')).sort()).toEqual(SUPPORTED_LANGUAGES.map((language) => `${language}.json`).sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s names the one-time code, the quiz and the genetic test, each with a reason and its forbidden variants', (language) => {
    const entry = glossary(language);
    expect(entry.language).toBe(language);
    const required = language === 'zh' ? ['oneTimeCode', 'quiz', 'geneticTest', 'formalYou'] : ['oneTimeCode', 'quiz', 'geneticTest'];
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

  it('no text uses a forbidden variant', () => {
    const found = texts
      .filter(({ text }) => !isAllowed(language, text))
      .flatMap(({ where, text }) => violations(entry, text).map((violation) => `${where} → ${violation}`));
    expect(found).toEqual([]);
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
