import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INDEX_HTML, testClientDir } from '../../testing/client-build';
import { createTestContext, useTestDatabase } from '../../testing/test-context';
import { localisedIndexHtml, siteTexts } from './app-page';
import type { TestContext } from '../../testing/test-context';

const INDEX = TEST_INDEX_HTML;
const clientDir = () => testClientDir();

const page = async (ctx: TestContext, headers: Record<string, string> = {}) => {
  const response = await ctx.request('/kid-quiz', { headers });
  const html = await response.text();
  return {
    status: response.status,
    vary: response.headers.get('vary') ?? '',
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  };
};

describe('the app page in the visitor’s language', () => {
  // Two configurations of the app, one database: the page reads nothing from it.
  const database = useTestDatabase('pglite', { seeded: true });
  let ctx: TestContext;
  let withoutChinese: TestContext;
  beforeAll(async () => {
    const dir = clientDir();
    ctx = await createTestContext('pglite', { env: { CLIENT_DIR: dir }, database });
    withoutChinese = await createTestContext('pglite', { env: { CLIENT_DIR: dir, CHINESE_TRANSLATION_ENABLED: 'false' }, database });
  });
  afterAll(async () => {
    await ctx.close();
    await withoutChinese.close();
  });

  it('is English without a choice or a preference we speak', async () => {
    expect(await page(ctx)).toMatchObject({ status: 200, lang: 'en', title: 'GeneWell — Genetic insight for everyday wellness' });
    expect(await page(ctx, { 'Accept-Language': 'fr-FR, de' })).toMatchObject({ lang: 'en' });
  });

  it('follows a Vietnamese browser: lang, title and description', async () => {
    const vi = await page(ctx, { 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.5' });
    expect(vi).toMatchObject({ lang: 'vi', title: 'GeneWell — Hiểu gen để sống khỏe mỗi ngày' });
    expect(vi.description).toContain('xét nghiệm gen');
    expect(vi.vary).toContain('Accept-Language');
  });

  it('prefers the language the visitor chose over the browser’s', async () => {
    expect(await page(ctx, { 'Accept-Language': 'vi-VN', Cookie: 'locale=th' })).toMatchObject({ lang: 'th', title: 'GeneWell — เข้าใจยีนเพื่อสุขภาพที่ดีในทุกวัน' });
    expect(await page(ctx, { Cookie: 'locale=klingon', 'Accept-Language': 'zh-CN' })).toMatchObject({ lang: 'zh', title: 'GeneWell — 了解基因，成就每日健康' });
  });

  it('does not answer in Chinese when Chinese is not offered', async () => {
    expect(await page(withoutChinese, { Cookie: 'locale=zh', 'Accept-Language': 'zh-CN' })).toMatchObject({ lang: 'en' });
  });

  it('escapes nothing it should not: the texts stay well-formed HTML', async () => {
    const { description } = await page(ctx, { 'Accept-Language': 'en' });
    expect(description).not.toMatch(/[<>"]/);
  });

  it('leaves one description: index.html’s replaced in place, a second one dropped, one added when there is none', () => {
    const descriptions = (html: string) => [...html.matchAll(/<meta\b[^>]*\bname="?description(?=["\s>])[^>]*>/g)].map((match) => match[0]);
    const page = { title: 'G-Intel | GeneWell', description: 'Gói "G-Intel" <mới>', extraHead: '<link rel="canonical" href="https://genewell.example/packages/g-intel?lang=vi" />' };
    const doubled = INDEX.replace('<title>', '<meta content="Another one." name="description">\n    <meta name=description>\n    <meta name="description-extra" content="kept" />\n    <title>');
    const html = localisedIndexHtml(doubled, 'vi', page);
    expect(descriptions(html)).toEqual(['<meta name="description" content="Gói &quot;G-Intel&quot; &lt;mới&gt;" />']);
    expect(html).toContain('<meta name="description-extra" content="kept" />');
    expect(html.indexOf('name="description"')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain(page.extraHead);
    const bare = localisedIndexHtml(INDEX.replace(/ *<meta name="description"[^>]*>\n/, ''), 'th');
    expect(descriptions(bare)).toEqual([`<meta name="description" content="${siteTexts('th').description}" />`]);
  });
});
