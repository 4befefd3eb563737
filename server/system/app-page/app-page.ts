import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { languageOf } from '../../http/errors';
import { isLanguage, serverT } from '../../i18n/server-i18n';
import type { Language } from '../../i18n/server-i18n';

/**
 * index.html as each visitor's first paint shows it: `<html lang>`, the title and the description
 * in the visitor's language, before the app starts (search results, link previews, a screen
 * reader's first announcement). The language is the one the visitor chose (the `locale` cookie
 * the app writes), else the first of Accept-Language we speak, else English: as the app decides.
 */

/** Cookie the browser app keeps the chosen language in (src/i18n/languages.ts LOCALE_COOKIE). */
const LOCALE_COOKIE = 'locale';

export function pageLanguageOf(c: Context, chineseEnabled: boolean): Language {
  const offered = (value: unknown): value is Language => isLanguage(value) && (value !== 'zh' || chineseEnabled);
  // A shared link's ?lang= (the hreflang alternates of page-head.ts) first.
  const asked = c.req.query('lang');
  if (offered(asked)) return asked;
  const chosen = getCookie(c, LOCALE_COOKIE);
  if (offered(chosen)) return chosen;
  const fromHeader = languageOf(c);
  return offered(fromHeader) ? fromHeader : 'en';
}

/** Text made safe for HTML: in an attribute (double-quoted) or between tags. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's title and description in a language. */
export function siteTexts(language: Language): { title: string; description: string } {
  const t = serverT(language, 'site');
  return { title: t('page.title'), description: t('page.description') };
}

/**
 * The heading face's subsets (src/styles/fonts.css) each language's headings use: Thai and
 * Chinese headings keep the system fonts, so their pages preload neither.
 */
const FONT_SUBSETS: Record<Language, readonly string[]> = { en: ['latin'], vi: ['latin', 'vietnamese'], th: [], zh: [] };

/** Drops the font preloads (vite.config.ts fontPreloads) of subsets the language does not use. */
export function keepFontPreloads(html: string, language: Language): string {
  return html.replace(/[ \t]*<link rel="preload"[^>]*data-font-subset="([a-z-]+)"[^>]*>\n?/g, (link: string, subset: string) => (FONT_SUBSETS[language].includes(subset) ? link : ''));
}

/**
 * index.html in the visitor's language; a catalogue or content page (page-head.ts) gets its own
 * title and description, and `extraHead` (canonical, hreflang, Open Graph) goes before </head>.
 */
export function localisedIndexHtml(html: string, language: Language, page?: { title: string; description: string; extraHead: string }): string {
  const site = siteTexts(language);
  const title = escapeHtml(page?.title ?? site.title);
  const description = escapeHtml(page?.description ?? site.description);
  // One description, the page's: index.html's is replaced in place, and any other is dropped.
  let described = false;
  const localised = keepFontPreloads(html, language)
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/[ \t]*<meta\b[^>]*\bname=["']?description(?=["'\s/>])[^>]*>(\r?\n)?/gi, (tag) => {
      if (described) return '';
      described = true;
      return tag.replace(/<meta[^>]*>/, `<meta name="description" content="${description}" />`);
    });
  const head = described ? localised : localised.replace('</head>', () => `  <meta name="description" content="${description}" />\n  </head>`);
  return page ? head.replace('</head>', () => `  ${page.extraHead}\n  </head>`) : head;
}
