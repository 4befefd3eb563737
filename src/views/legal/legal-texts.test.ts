import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What the policy texts must say, in every language (keys, placeholders and "not a copy of
 * English" are src/i18n/locales.test.ts's, for every namespace): the privacy policy covers what
 * Decree 13/2023/NĐ-CP asks of sensitive data, names where to ask, and each language uses its one
 * term for the genetic test; Chinese addresses the reader as 您.
 */

type Tree = { [key: string]: string | string[] | Tree };
const LANGUAGES = ['en', 'vi', 'th', 'zh'] as const;

const load = (language: string, namespace: string): Tree =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../i18n/locales/${language}/${namespace}.json`, import.meta.url)), 'utf8')) as Tree;

const allText = (tree: Tree | string | string[]): string =>
  typeof tree === 'string' ? tree : Array.isArray(tree) ? tree.join('\n') : Object.values(tree).map(allText).join('\n');

/** The one term for the genetic test in each language, and the ones that must not appear instead. */
const GENETIC_TEST: Record<(typeof LANGUAGES)[number], { term: RegExp; not: RegExp[] }> = {
  en: { term: /genetic test/i, not: [/\bDNA test/i, /\bgene test(?!s? package)/i] },
  vi: { term: /xét nghiệm gen/i, not: [/xét nghiệm di truyền/i, /xét nghiệm ADN/i, /test gen/i] },
  th: { term: /การตรวจยีน/, not: [/การทดสอบยีน/, /การตรวจดีเอ็นเอ/, /ตรวจพันธุกรรม/] },
  zh: { term: /基因检测/, not: [/基因测试/, /DNA检测/, /基因检验/] },
};

describe.each(LANGUAGES)('legal texts in %s', (language) => {
  const legal = load(language, 'legal');
  const privacy = legal.privacy as Tree;
  const sections = privacy.sections as Tree;

  it('the privacy policy covers purpose, consent, retention, sharing, rights and how to ask, with a contact', () => {
    expect(Object.keys(sections)).toEqual(expect.arrayContaining(['controller', 'collect', 'purposes', 'consent', 'retention', 'sharing', 'security', 'rights', 'requests', 'children', 'complaints']));
    expect(allText(sections.requests)).toContain('{{privacyEmail}}');
    expect(allText(sections.controller)).toContain('{{legalName}}');
    expect(allText(privacy)).toContain('13/2023/NĐ-CP');
  });

  it('every section has a heading and some text', () => {
    for (const document of ['privacy', 'terms', 'cookies']) {
      for (const [id, section] of Object.entries((legal[document] as Tree).sections as Tree)) {
        const { heading, paragraphs, items } = section as { heading?: string; paragraphs?: string[]; items?: string[] };
        expect(heading, `${document}.${id}`).toBeTruthy();
        expect([...(paragraphs ?? []), ...(items ?? [])].length, `${document}.${id}`).toBeGreaterThan(0);
      }
    }
  });

  it('names the genetic test with the one term of the language', () => {
    const text = `${allText(legal)}\n${allText(load(language, 'common').whyPhone as Tree)}`;
    expect(text).toMatch(GENETIC_TEST[language].term);
    for (const other of GENETIC_TEST[language].not) expect(text).not.toMatch(other);
  });
});

it('Chinese addresses the reader as 您, never 你, in the legal texts and the trust labels', () => {
  const common = load('zh', 'common');
  const text = [allText(load('zh', 'legal')), allText(common.consent as Tree), allText(common.whyPhone as Tree), allText(common.footer as Tree)].join('\n');
  expect(text).toContain('您');
  expect(text).not.toMatch(/你/);
});
