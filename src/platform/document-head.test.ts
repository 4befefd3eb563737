// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHeadManager, writeDocumentHead } from './document-head';
import type { DocumentHead } from './document-head';

/** The head as the server sends a package page (server/system/app-page). */
const SERVER_HEAD = `
  <meta charset="UTF-8" />
  <meta name="viewport" content="width=device-width" />
  <meta name="description" content="Gói G-Intel." />
  <meta name="theme-color" content="#0f766e" />
  <title>G-Intel | GeneWell</title>
  <link rel="icon" href="/favicon.svg" />
  <link rel="canonical" href="https://genewell.example/packages/g-intel?lang=vi" />
  <link rel="alternate" hreflang="en" href="https://genewell.example/packages/g-intel?lang=en" />
  <link rel="alternate" hreflang="vi" href="https://genewell.example/packages/g-intel?lang=vi" />
  <link rel="alternate" hreflang="th" href="https://genewell.example/packages/g-intel?lang=th" />
  <link rel="alternate" hreflang="zh" href="https://genewell.example/packages/g-intel?lang=zh" />
  <link rel="alternate" hreflang="x-default" href="https://genewell.example/packages/g-intel" />
  <meta property="og:title" content="G-Intel | GeneWell" />
  <meta property="og:image" content="https://genewell.example/images/g-intel.svg" />
  <meta property="product:price:amount" content="3990000" />
  <meta name="twitter:card" content="summary_large_image" />
`;

const head = (description: string, path: string, extra: Partial<DocumentHead> = {}): DocumentHead => ({
  description,
  canonical: `https://genewell.example${path}?lang=en`,
  alternates: ['en', 'vi'].map((code) => ({ hreflang: code, href: `https://genewell.example${path}?lang=${code}` })),
  properties: [
    ['og:title', description],
    ['og:url', `https://genewell.example${path}?lang=en`],
  ],
  ...extra,
});

const all = (selector: string) => [...document.head.querySelectorAll(selector)];
const descriptions = () => all('meta[name="description"]').map((meta) => meta.getAttribute('content'));
const snapshot = () => ({
  descriptions: descriptions(),
  canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
  alternates: all('link[rel="alternate"]').map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
  properties: all('meta[property]').map((meta) => `${meta.getAttribute('property')}=${meta.getAttribute('content')}`),
  twitter: all('meta[name="twitter:card"]').length,
});

describe('the document head', () => {
  beforeEach(() => {
    document.head.innerHTML = SERVER_HEAD;
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('updates the server’s tags in place: one description, one canonical, one alternate per language', () => {
    const serverDescription = document.head.querySelector('meta[name="description"]');
    writeDocumentHead(document, head('The shop', '/shop'));
    expect(snapshot()).toEqual({
      descriptions: ['The shop'],
      canonical: ['https://genewell.example/shop?lang=en'],
      alternates: ['en https://genewell.example/shop?lang=en', 'vi https://genewell.example/shop?lang=vi'],
      properties: ['og:title=The shop', 'og:url=https://genewell.example/shop?lang=en'],
      twitter: 0,
    });
    // The very element the server sent, not a second one.
    expect(document.head.querySelector('meta[name="description"]')).toBe(serverDescription);
    // Tags it does not own stay.
    expect(all('meta[name="theme-color"], meta[charset], link[rel="icon"], title')).toHaveLength(4);
  });

  it('removes duplicates it finds (index.html’s description beside a page’s) and adds what is missing', () => {
    const second = document.createElement('meta');
    second.name = 'description';
    second.content = 'GeneWell: genetic tests.';
    document.head.append(second);
    expect(descriptions()).toHaveLength(2);
    writeDocumentHead(document, head('A package', '/packages/g-care', { names: [['twitter:card', 'summary_large_image']] }));
    expect(descriptions()).toEqual(['A package']);
    expect(snapshot().twitter).toBe(1);
    document.head.innerHTML = '';
    writeDocumentHead(document, head('Empty head', '/'));
    expect(snapshot()).toMatchObject({ descriptions: ['Empty head'], canonical: ['https://genewell.example/?lang=en'] });
    expect(snapshot().alternates).toHaveLength(2);
  });

  it('writes the page’s head over the site’s while the page has one, and the site’s again after', () => {
    const manager = createHeadManager(document);
    const releasePackage = manager.request('page', head('G-Intel', '/packages/g-intel'));
    const releaseSite = manager.request('site', head('GeneWell: genetic tests', '/packages/g-intel'));
    expect(descriptions()).toEqual(['G-Intel']);
    // Another page replaces it (its effect runs after the first's clean-up, or before it).
    const releaseBlog = manager.request('page', head('The blog', '/blog'));
    releasePackage();
    expect(descriptions()).toEqual(['The blog']);
    releaseBlog();
    expect(descriptions()).toEqual(['GeneWell: genetic tests']);
    // The site's head follows the address; a released request is released once.
    const releaseQuiz = manager.request('site', head('GeneWell: genetic tests', '/kid-quiz'));
    releaseSite();
    releaseSite();
    expect(snapshot().canonical).toEqual(['https://genewell.example/kid-quiz?lang=en']);
    releaseQuiz();
    expect(snapshot().canonical).toEqual(['https://genewell.example/kid-quiz?lang=en']);
  });
});
