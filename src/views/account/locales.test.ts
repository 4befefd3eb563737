import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The sign-in and account namespaces: the same keys and placeholders everywhere, and real translations. */
const NAMESPACES = ['auth', 'account'];
const LANGUAGES = ['vi', 'th', 'zh'];
/** Names that are the same in a language: vitamins are written the Latin way in Vietnamese. */
const SAME_IN_LANGUAGE: Record<string, Set<string>> = {
  vi: new Set(['Vitamin A', 'Vitamin B2', 'Vitamin B6', 'Vitamin B12', 'Vitamin C', 'Vitamin D', 'Vitamin E']),
  th: new Set(),
  zh: new Set(),
};

type Tree = { [key: string]: string | Tree };

function load(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../../i18n/locales/${language}/${namespace}.json`, import.meta.url)), 'utf8')) as Tree;
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
    const copies = [...english].filter(([key, text]) => translated.get(key) === text && !SAME_IN_LANGUAGE[language].has(text));
    expect(copies.map(([key]) => key)).toEqual([]);
    for (const [key, text] of translated) expect(text.trim(), key).toBe(text);
  });
});
