import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { languageChoicesOf, languageOf } from '../../machines/settings/settings.selectors';
import type { Image } from '../../api/contract/listing';
import { useDocumentHead } from '../../platform/document-head';
import type { DocumentHead } from '../../platform/document-head';
import { useAppActors } from './app-actors';

/** Open Graph locales of our languages. */
const OG_LOCALES: Record<string, string> = { en: 'en_US', vi: 'vi_VN', th: 'th_TH', zh: 'zh_CN' };

export interface HeadOf {
  title: string;
  description: string;
  /** The page's path ('/packages/g-intel'): its address in each language is `<origin><path>?lang=<code>`. */
  path: string;
  language: string;
  /** The languages the site offers (zh only when Chinese is on). */
  offered: readonly string[];
  origin: string;
  type?: 'website' | 'article' | 'product';
  image?: Pick<Image, 'src' | 'width' | 'height' | 'alt'> | null;
  /** More properties: a product's price, an article's publication time. */
  extra?: DocumentHead['properties'];
}

/**
 * A page's head as the server writes it (server/system/app-page/page-head.ts): the canonical
 * address in the page's language, one alternate per offered language and x-default without
 * ?lang=, Open Graph in the page's language.
 */
export function documentHeadOf({ title, description, path, language, offered, origin, type = 'website', image, extra = [] }: HeadOf): DocumentHead {
  const url = `${origin}${path}`;
  const at = (code: string) => `${url}?lang=${code}`;
  const properties: DocumentHead['properties'] = [
    ['og:site_name', 'GeneWell'],
    ['og:type', type],
    ['og:url', at(language)],
    ['og:title', title],
    ['og:description', description],
    ['og:locale', OG_LOCALES[language] ?? 'en_US'],
  ];
  if (image) {
    properties.push(['og:image', `${origin}${image.src}`], ['og:image:width', String(image.width)], ['og:image:height', String(image.height)], ['og:image:alt', image.alt]);
  }
  properties.push(...extra);
  return {
    description,
    canonical: at(language),
    alternates: [...offered.map((code) => ({ hreflang: code, href: at(code) })), { hreflang: 'x-default', href: url }],
    properties,
    names: image ? [['twitter:card', 'summary_large_image']] : [],
  };
}

/** The languages offered now, and the current one (the settings actor). */
export function useHeadLanguages(): { language: string; offered: string[] } {
  const { settings } = useAppActors();
  const language = useSelector(settings, languageOf);
  const choices = useSelector(settings, languageChoicesOf);
  return { language, offered: choices.map((choice) => choice.language) };
}

export const siteOrigin = (): string => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The site's head on every page: its description in the current language, the page's address and
 * alternates. A page with a head of its own (PageHead) replaces it while it is shown; the tags
 * are the ones the server sent, updated (src/platform/document-head.ts), never a second set.
 */
export function SiteHead() {
  const { t } = useTranslation();
  const { language, offered } = useHeadLanguages();
  const path = useRouterState({ select: (state) => state.location.pathname });
  useDocumentHead('site', documentHeadOf({ title: `${t('app.name')} — ${t('app.tagline')}`, description: t('app.description'), path, language, offered, origin: siteOrigin() }));
  return null;
}
