import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_COMPANY } from './api/contract/company';
import { renderFirstScreen } from './entry-server';
import viCommon from './i18n/locales/vi/common.json';
import enCommon from './i18n/locales/en/common.json';
import enAuth from './i18n/locales/en/auth.json';
import thKidQuiz from './i18n/locales/th/kid-quiz.json';
import enCatalogue from './i18n/locales/en/catalogue.json';

/*
 * The first screen the server draws (src/entry-server.tsx): what a visitor sees before the app's
 * JavaScript has run. The oracle is the page's own texts in the asked language (the locale files)
 * and what a first visit must show; the server reads nothing, starts nothing, stores nothing.
 */

const config = { chineseTranslationEnabled: true };
const draw = (url: string, language: 'en' | 'vi' | 'th' | 'zh' = 'en', consent?: string) => renderFirstScreen({ url, language, config, consent });
/** The text of markup, entities decoded the way a browser shows them. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('the first screen the server draws', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the home in the visitor’s language: header, the page’s heading, footer and, on a first visit, the cookie notice', async () => {
    const screen = await draw('/', 'vi');
    if (!screen) throw new Error('no first screen for /');
    const text = textOf(screen.html);
    expect(text).toContain(viCommon.home.hero.title);
    expect(text).toContain(viCommon.nav.shop);
    expect(text).toContain(viCommon.consent.title);
    expect(screen.html).toMatch(/<header class="site-header"/);
    expect(screen.html).toMatch(/<footer class="site-footer"/);
    // Nothing in English on a Vietnamese page.
    expect(text).not.toContain(enCommon.home.hero.title);
    // The head has the page's title already: no second <title> in the body.
    expect(screen.html).not.toMatch(/<title>/);
    expect(screen.namespaces).toEqual(expect.arrayContaining(['common']));
  });

  it('leaves the cookie notice out for a visitor who has answered it, whichever the answer', async () => {
    for (const consent of ['accepted', 'declined']) {
      const screen = await draw('/', 'en', consent);
      expect(textOf(screen?.html ?? '')).not.toContain(enCommon.consent.title);
    }
    // An unknown value is no answer.
    expect(textOf((await draw('/', 'en', 'maybe'))?.html ?? '')).toContain(enCommon.consent.title);
  });

  it('shows every page as a first visit sees it: signed out, an empty cart', async () => {
    const screen = await draw('/kid-quiz', 'th');
    const text = textOf(screen?.html ?? '');
    expect(text).toContain(thKidQuiz.home.title);
    expect(screen?.html).toMatch(/<a class="site-nav__link site-nav__link--cta" href="\/sign-in">/);
    expect(screen?.html).toMatch(/<span class="cart-link__count" aria-hidden="true">0<\/span>/);
    expect(screen?.namespaces).toEqual(expect.arrayContaining(['common', 'kid-quiz']));
  });

  it('shows a page whose content comes from the API in its loading state, and reads nothing to draw it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const packagePage = await draw('/packages/g-intel');
    expect(textOf(packagePage?.html ?? '')).toContain(enCatalogue.loading);
    const news = await draw('/news?q=gene');
    expect(news?.html).toMatch(/aria-busy="true"/);
    await draw('/cart?code=KIDQUIZ10');
    await draw('/sign-in');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('draws the sign-in form, with the texts the namespaces list names', async () => {
    const screen = await draw('/sign-in');
    expect(textOf(screen?.html ?? '')).toContain(enAuth.signIn.title);
    expect(screen?.namespaces).toContain('auth');
  });

  it('has no first screen for a signed-in page: the server sees a visitor signed out, who would be sent to sign-in', async () => {
    expect(await draw('/account')).toBeNull();
    expect(await draw('/account/orders')).toBeNull();
  });

  it('draws the not-found page for an address the app does not know', async () => {
    const screen = await draw('/no-such-page');
    expect(textOf(screen?.html ?? '')).toContain(enCommon.notFound.title);
  });

  it('shows the company details the deployment configured', async () => {
    const company = { ...DEMO_COMPANY, hotline: '1900 1234', email: 'care@genewell.vn' };
    const screen = await renderFirstScreen({ url: '/', language: 'en', config: { ...config, company }, consent: 'accepted' });
    expect(textOf(screen?.html ?? '')).toContain('1900 1234');
    expect(textOf(screen?.html ?? '')).not.toContain(DEMO_COMPANY.hotline);
  });

  it('is whole on every public page: nothing left for a script to finish (the CSP allows no inline script)', async () => {
    const pages = ['/', '/shop', '/packages/g-intel', '/news', '/blog', '/advisors', '/partners', '/careers', '/promotions', '/search?q=gen', '/kid-quiz', '/sign-in', '/cart', '/checkout', '/privacy', '/terms', '/cookies', '/contact', '/payment-security', '/bank-transfer', '/complaints', '/complaint-process', '/diet-quiz'];
    for (const url of pages) {
      const screen = await draw(url, 'vi');
      expect(screen, url).not.toBeNull();
      expect(screen?.html, url).not.toMatch(/<script|<template|<!--\$[?!]-->/);
    }
  });
});
