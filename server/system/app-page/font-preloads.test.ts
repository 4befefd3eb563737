import { describe, expect, it } from 'vitest';
import { keepFontPreloads, localisedIndexHtml } from './app-page';

/** The head as vite.config.ts writes it: one preload per subset of the heading face. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>GeneWell</title>
    <link rel="stylesheet" crossorigin href="/assets/index-Abc.css">
    <link rel="preload" href="/assets/be-vietnam-pro-latin-700-normal-Dl1.woff2" as="font" type="font/woff2" crossorigin="" data-font-subset="latin">
    <link rel="preload" href="/assets/be-vietnam-pro-vietnamese-700-normal-Cs0.woff2" as="font" type="font/woff2" crossorigin="" data-font-subset="vietnamese">
  </head>
  <body><div id="root"></div></body>
</html>`;

const preloaded = (html: string) => [...html.matchAll(/be-vietnam-pro-([a-z]+)-700/g)].map((match) => match[1]);

describe('the heading face’s preloads, per language', () => {
  it('preloads the latin and Vietnamese subsets for a Vietnamese page', () => {
    expect(preloaded(keepFontPreloads(INDEX, 'vi'))).toEqual(['latin', 'vietnamese']);
  });

  it('preloads only the latin subset for an English page', () => {
    expect(preloaded(keepFontPreloads(INDEX, 'en'))).toEqual(['latin']);
  });

  it('preloads nothing for Thai and Chinese pages, whose headings keep the system fonts, and leaves the rest of the head', () => {
    for (const language of ['th', 'zh'] as const) {
      const html = localisedIndexHtml(INDEX, language);
      expect(preloaded(html)).toEqual([]);
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Abc.css">');
      expect(html).toContain(`<html lang="${language}"`);
    }
  });
});
