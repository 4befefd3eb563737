import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';
import { documentHeadOf, siteOrigin, useHeadLanguages } from './site-head';
import { useDocumentHead } from '../../platform/document-head';
import type { Image } from '../../api/contract/listing';
import type { DocumentHead } from '../../platform/document-head';

export { siteOrigin };

/**
 * The head of a catalogue or content page in the current language: <title> (PageTitle), and the
 * meta description, canonical link, hreflang alternates (each language at `?lang=<code>`,
 * x-default without) and Open Graph tags, written into the tags the server sent
 * (src/platform/document-head.ts: one of each, never a second set beside index.html's); and
 * schema.org JSON-LD when given, which stays in the page (a data block: it is never run, so the
 * Content-Security-Policy has nothing to refuse).
 */

export interface PageHeadProps {
  /** The page's own title ("G-Intel"); absent on the home page. */
  title?: string;
  description: string;
  /** The page's path ('/packages/g-intel'): the canonical address and the alternates are built on it. */
  path: string;
  language: string;
  image?: Pick<Image, 'src' | 'width' | 'height' | 'alt'> | null;
  type?: 'website' | 'article' | 'product';
  /** A schema.org object (Product with an Offer, Article). */
  jsonLd?: Record<string, unknown>;
  origin?: string;
}

/** What the server also says of a product or an article (page-head.ts): its price, its publication time, read off its JSON-LD. */
function propertiesOf(jsonLd: Record<string, unknown> | undefined): DocumentHead['properties'] {
  const offers = (jsonLd?.offers ?? {}) as { price?: unknown; priceCurrency?: unknown };
  const properties: DocumentHead['properties'] = [];
  if (typeof offers.price === 'string' && typeof offers.priceCurrency === 'string') {
    properties.push(['product:price:amount', offers.price], ['product:price:currency', offers.priceCurrency], ['og:price:amount', offers.price], ['og:price:currency', offers.priceCurrency]);
  }
  if (typeof jsonLd?.datePublished === 'string') properties.push(['article:published_time', jsonLd.datePublished]);
  return properties;
}

export function PageHead({ title, description, path, language, image, type = 'website', jsonLd, origin = siteOrigin() }: PageHeadProps) {
  const { t } = useTranslation();
  const { offered } = useHeadLanguages();
  // As the server names it in a link preview: "G-Intel | GeneWell", or the site's name and tagline.
  const headTitle = title ? `${title} | ${t('app.name')}` : `${t('app.name')} — ${t('app.tagline')}`;
  useDocumentHead('page', documentHeadOf({ title: headTitle, description, path, language, offered, origin, type, image, extra: propertiesOf(jsonLd) }));
  return (
    <>
      <PageTitle page={title} />
      {jsonLd && (
        <script
          type="application/ld+json"
          // JSON of our own data; '<' escaped so no text can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify({ '@context': 'https://schema.org', ...jsonLd }).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}

/**
 * The head and opening of a catalogue page of its own (`/<name>`: the shop, promotions, careers,
 * news…): its title (the catalogue text `<name>.title`) as its heading, its description as its lead.
 */
export function PageIntro({ name, language }: { name: string; language: string }) {
  const { t } = useTranslation('catalogue');
  const title = t(`${name}.title`);
  const description = t(`${name}.description`);
  return (
    <>
      <PageHead title={title} description={description} path={`/${name}`} language={language} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
    </>
  );
}
