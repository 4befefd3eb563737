import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every namespace: the same keys in every language, and real translations, not English copies. */
const NAMESPACES = readdirSync(fileURLToPath(new URL('./locales/en', import.meta.url)))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
const LANGUAGES = ['vi', 'th', 'zh'];
/** Values that are the same in every language (brand names, loanwords, placeholders only). */
const SAME_IN_EVERY_LANGUAGE = new Set(['GeneWell', 'Blog']);
/**
 * Keys whose value may be spelled as in English in a Latin-script language: people's names, vitamin names (folate is vitamin B9; vi says 'Folate' as doctors do), SI unit symbols,
 * and the two loanwords Vietnamese sites write as English does (docs/language.md): 'Menu' ('Danh mục' means a category) and 'Email' (not the dated 'Thư điện tử').
 */
const MAY_MATCH_ENGLISH = [/\.roleModel\.name$/, /^(report|field)\.(vitamin\w+|folate)$/, /^unit\.(g|ml)$/, /^nav\.menu$/, /(^|\.)email$/];

type Tree = { [key: string]: string | Tree };

function load(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`./locales/${language}/${namespace}.json`, import.meta.url)), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else flatten(value, path).forEach((v, k) => entries.set(k, v));
  }
  return entries;
}

/** Placeholders and punctuation only (how details are joined, say): nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, ''));

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('locale namespace %s', (namespace) => {
  const english = flatten(load('en', namespace));

  it.each(LANGUAGES)('%s has exactly the English keys and placeholders', (language) => {
    const translated = flatten(load(language, namespace));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it.each(LANGUAGES)('%s is translated, not copied from English', (language) => {
    const translated = flatten(load(language, namespace));
    const copies = [...english].filter(
      ([key, text]) =>
        translated.get(key) === text && hasWords(text) && !SAME_IN_EVERY_LANGUAGE.has(text) && !(language === 'vi' && MAY_MATCH_ENGLISH.some((pattern) => pattern.test(key))),
    );
    expect(copies.map(([key]) => key)).toEqual([]);
  });
});
