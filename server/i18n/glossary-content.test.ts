import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryViolations } from '../../src/domain/glossary-check';
import type { Glossary, Text } from '../../src/domain/glossary-check';
import { demoCatalogue } from '../seed/catalogue';
import { demoPromotionCodes, demoRedeemCodePatterns } from '../seed/commerce';
import { seedDoctors, seedSurveys } from '../seed/consultations';
import { smsText } from '../services/sms/sms-text';
import { languages, serverNamespaces, serverResources, serverT } from './server-i18n';
import type { Language, LocaleTree } from './server-i18n';

/*
 * The glossary (src/i18n/glossary/<language>.json, docs/language.md) over what the locale files do
 * not hold: the seeded content (catalogue, blog, news, careers, promotions, doctors, surveys) and
 * every text message as it is sent (placeholders filled, Vietnamese without its marks). The
 * locale files themselves are src/i18n/glossary.test.ts's.
 */

const glossaryOf = (language: Language): Glossary => JSON.parse(readFileSync(new URL(`../../src/i18n/glossary/${language}.json`, import.meta.url), 'utf8')) as Glossary;

const SEED = { demoCatalogue, demoPromotionCodes, demoRedeemCodePatterns, seedDoctors, seedSurveys };

/** Every text of a language in a seed value: each object with en, vi, th and zh gives its own language's text. */
function seedTexts(value: unknown, language: Language, where: string): Text[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => seedTexts(item, language, `${where}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (languages.every((code) => typeof record[code] === 'string')) return [{ where, text: record[language] as string }];
  return Object.entries(record).flatMap(([key, item]) => seedTexts(item, language, `${where}.${key}`));
}

const flatten = (tree: LocaleTree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`)));

/** Every SMS template as sent, with sample values. */
function smsTexts(language: Language): Text[] {
  const values = { code: 'KID-7Q4M9X2T', minutes: 10, reference: 'GW-2026-1234567890', total: '1.990.000đ', amount: '1.990.000đ', link: 'https://www.genewell.vn/x', job: 'x', doctor: 'BS. Lê Thu Hà', method: 'video', time: '09:30', date: '30/04/2026', percent: 10, expiresOn: '30/04/2026', kcal: '2.000', carbohydrate: 50, fat: 30, protein: 20 };
  return serverNamespaces.flatMap((namespace) =>
    flatten(serverResources(language)[namespace])
      .filter((key) => key.startsWith('sms.'))
      .map((key) => ({ where: `SMS ${namespace}:${key}`, text: smsText(language, serverT(language, namespace)(key, values)) })),
  );
}

describe.each(languages)('the glossary over seeded content and text messages in %s', (language) => {
  const entry = glossaryOf(language);
  const texts = [...Object.entries(SEED).flatMap(([name, value]) => seedTexts(value, language, name)), ...smsTexts(language)];

  it('reads the seed and the messages', () => {
    expect(texts.filter(({ where }) => where.startsWith('demoCatalogue')).length).toBeGreaterThan(300);
    expect(texts.filter(({ where }) => where.startsWith('SMS ')).length).toBeGreaterThanOrEqual(14);
  });

  it('no seeded text and no message uses a forbidden variant or a banned way of writing', () => {
    expect(glossaryViolations(entry, texts)).toEqual([]);
  });

  it('the check can fail: a forbidden variant planted into a copy of a blog post is reported there', () => {
    const variant = Object.values(entry.terms).flatMap((term) => term.forbidden ?? [])[0];
    const copy = texts.map((text) => ({ ...text }));
    const index = copy.findIndex(({ where }) => where.startsWith('demoCatalogue.blogPosts'));
    copy[index] = { where: 'planted', text: `${copy[index].text} ${variant}` };
    expect(glossaryViolations(entry, copy)).toEqual([expect.stringMatching(/^planted → /)]);
  });
});
