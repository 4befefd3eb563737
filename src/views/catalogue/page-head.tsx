import { PageTitle } from '../shell/page-title';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import type { Image } from '../../api/contract/listing';

/**
 * The head of a catalogue or content page in the current language: <title> (PageTitle), meta
 * description, canonical link, hreflang alternates (each language at `?lang=<code>`, x-default
 * without), Open Graph tags, and schema.org JSON-LD when given. React 19 places the <title>,
 * <meta> and <link> elements in <head>; the JSON-LD script stays in the page (a data block: it is
 * never run, so the Content-Security-Policy has nothing to refuse).
 */

const OG_LOCALES: Record<string, string> = { en: 'en_US', vi: 'vi_VN', th: 'th_TH', zh: 'zh_CN' };

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

export function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function PageHead({ title, description, path, language, image, type = 'website', jsonLd, origin = siteOrigin() }: PageHeadProps) {
  const url = `${origin}${path}`;
  return (
    <>
      <PageTitle page={title} />
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {SUPPORTED_LANGUAGES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={`${url}?lang=${code}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url} />
      <meta property="og:type" content={type === 'product' ? 'product' : type} />
      <meta property="og:site_name" content="GeneWell" />
      <meta property="og:title" content={title ?? 'GeneWell'} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALES[language] ?? 'en_US'} />
      {image && <meta property="og:image" content={`${origin}${image.src}`} />}
      {image && <meta property="og:image:width" content={String(image.width)} />}
      {image && <meta property="og:image:height" content={String(image.height)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
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
