import type { Language } from '../api/contract/language';

/**
 * The glossary check (src/i18n/glossary/<language>.json, docs/language.md; the tests read the
 * files and hand them over): one word per
 * recurring concept, and no developer vocabulary or off-style writing, in every text of a
 * language: the browser's and the server's locale files, the seeded content and the text
 * messages. glossary.test.ts runs it on the locale files, server/i18n/glossary-content.test.ts on
 * the seed and the rendered SMS; both plant a variant into a copy of the data to show it is caught.
 */

export interface Term {
  preferred: string;
  note: string;
  /** Substrings that must not appear. */
  forbidden?: string[];
  /** Regular expressions (case-insensitive) that must not match. */
  forbiddenPatterns?: string[];
  /** Whole texts that must not be used (a level label, say), where the word alone is fine in a sentence. */
  forbiddenValues?: string[];
}

/** A word or a way of writing no text may use (developer vocabulary, a polite particle, spacing): a regular expression on the text as written, with a reason and a text it must catch. */
export interface Banned {
  pattern: string;
  /** Match case as written (capitals mid-sentence); otherwise case-insensitive. */
  caseSensitive?: boolean;
  why: string;
  example: string;
}

export interface Glossary {
  language: Language;
  about: string;
  /** Compare terms without diacritics too, so a text written without them (a GSM-7 SMS) is held to the same words. */
  matchWithoutDiacritics?: boolean;
  terms: Record<string, Term>;
  banned?: Banned[];
}

export interface Text {
  where: string;
  text: string;
}

export const withoutPlaceholders = (text: string) => text.replace(/{{\s*[\w, ]+\s*}}/g, ' ');
export const withoutDiacritics = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFC');

/** The form a text and a term are compared in: lower case, and without diacritics where the glossary asks. */
export function comparable(entry: Glossary, text: string): string {
  const lower = text.normalize('NFC').toLocaleLowerCase(entry.language);
  return entry.matchWithoutDiacritics ? withoutDiacritics(lower) : lower;
}

/** A forbidden pattern, case-insensitive (its source is not lower-cased, so a \S stays a \S), without diacritics where the glossary asks. */
const asRegExp = (entry: Glossary, pattern: string) => new RegExp(entry.matchWithoutDiacritics ? withoutDiacritics(pattern) : pattern, 'iu');

interface Rule {
  test: (comparableText: string, asWritten: string) => boolean;
  name: string;
}

/** An entry's rules, compiled once. */
const compiled = new WeakMap<Glossary, Rule[]>();
function rulesOf(entry: Glossary): Rule[] {
  const known = compiled.get(entry);
  if (known) return known;
  const rules: Rule[] = [
    ...Object.entries(entry.terms).flatMap(([name, term]) => [
      ...(term.forbidden ?? []).map((variant): Rule => {
        const form = comparable(entry, variant);
        return { name: `${name}: "${variant}"`, test: (text) => text.includes(form) };
      }),
      ...(term.forbiddenPatterns ?? []).map((pattern): Rule => {
        const regExp = asRegExp(entry, pattern);
        return { name: `${name}: /${pattern}/`, test: (text) => regExp.test(text) };
      }),
      ...(term.forbiddenValues ?? []).map((value): Rule => {
        const form = comparable(entry, value);
        return { name: `${name}: the whole text "${value}"`, test: (text) => text.trim() === form };
      }),
    ]),
    ...(entry.banned ?? []).map(({ pattern, caseSensitive }): Rule => {
      const regExp = new RegExp(pattern, caseSensitive ? 'u' : 'iu');
      return { name: `banned: /${pattern}/`, test: (_, asWritten) => regExp.test(asWritten) };
    }),
  ];
  compiled.set(entry, rules);
  return rules;
}

/** What a text breaks of the glossary: "<term>: <variant>" for each forbidden variant it uses, "banned: /<pattern>/" for each banned way of writing. */
export function violations(entry: Glossary, raw: string): string[] {
  const asWritten = withoutPlaceholders(raw).normalize('NFC');
  const text = comparable(entry, asWritten);
  return rulesOf(entry)
    .filter((rule) => rule.test(text, asWritten))
    .map((rule) => rule.name);
}

/** Every violation in a set of texts, each as "<where> → <violation>"; `allowed` lets exact texts through (the contract's otp_invalid). */
export function glossaryViolations(entry: Glossary, texts: Text[], allowed: (text: string) => boolean = () => false): string[] {
  return texts.filter(({ text }) => !allowed(text)).flatMap(({ where, text }) => violations(entry, text).map((violation) => `${where} → ${violation}`));
}

type Tree = { [key: string]: unknown };

/** Every string in a JSON tree, with its key path. */
export function flattenStrings(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  const entries = Array.isArray(tree) ? tree.map((value, index) => [String(index), value] as const) : Object.entries(tree as Tree);
  return entries.flatMap(([key, value]) => flattenStrings(value, prefix ? `${prefix}.${key}` : key));
}
