import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../shared/format';
import { PageTitle } from '../shared/page-title';
import { companyDetails } from './company';
import '../../styles/pages.css';
import './legal.css';

/** The long texts: each is `<doc>.title`, `.intro` and `.sections.<id>` in the `legal` namespace. */
export type LegalDocumentId = 'privacy' | 'terms' | 'cookies';

interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** When each text last changed (shown under the title); change the date with the text. */
export const LEGAL_DOCUMENT_DATES: Record<LegalDocumentId, string> = {
  privacy: '2026-11-23',
  terms: '2026-11-23',
  cookies: '2026-11-23',
};

const RELATED: Record<LegalDocumentId, Array<'/privacy' | '/terms' | '/cookies' | '/contact' | '/complaints'>> = {
  privacy: ['/cookies', '/terms', '/contact'],
  terms: ['/privacy', '/complaints', '/contact'],
  cookies: ['/privacy', '/terms', '/contact'],
};

const LINK_LABELS = {
  '/privacy': 'footer.privacy',
  '/terms': 'footer.terms',
  '/cookies': 'footer.cookies',
  '/contact': 'footer.contactPage',
  '/complaints': 'footer.complaints',
} as const;

/**
 * A policy page: title, date, intro, a list of its sections, then the sections in the order the
 * texts give them, each with its paragraphs and its list in the order the text has them (a lead-in
 * before a list, or a remark after it).
 * Company details in the texts ({{legalName}}, {{privacyEmail}}, …) come from the configuration.
 */
export function LegalDocument({ id }: { id: LegalDocumentId }) {
  const { t, i18n } = useTranslation('legal');
  const { t: common } = useTranslation();
  const company = companyDetails();
  const values = { ...company, openingHours: undefined };
  const sections = t(`${id}.sections`, { returnObjects: true, ...values }) as unknown as Record<string, Section>;
  const titleId = `${id}-title`;
  return (
    <article className="page page--narrow prose legal-document" aria-labelledby={titleId}>
      <PageTitle page={t(`${id}.title`)} />
      <h1 id={titleId}>{t(`${id}.title`)}</h1>
      <p className="legal-document__updated">{t('updated', { date: formatDate(LEGAL_DOCUMENT_DATES[id], i18n.language, 'long') })}</p>
      <p className="lead">{t(`${id}.intro`)}</p>
      <nav className="legal-document__contents" aria-labelledby={`${id}-contents`}>
        <h2 id={`${id}-contents`} className="legal-document__contents-title">
          {t('contents')}
        </h2>
        <ol>
          {Object.entries(sections).map(([key, section]) => (
            <li key={key}>
              <a href={`#${id}-${key}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {Object.entries(sections).map(([key, section]) => (
        <section key={key} id={`${id}-${key}`} aria-labelledby={`${id}-${key}-heading`}>
          <h2 id={`${id}-${key}-heading`}>{section.heading}</h2>
          {Object.entries(section).map(([part, content]) =>
            part === 'paragraphs' ? (
              (content as string[]).map((text) => <p key={text}>{text}</p>)
            ) : part === 'items' ? (
              <ul key={part}>
                {(content as string[]).map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : null,
          )}
        </section>
      ))}
      <nav className="legal-document__related" aria-labelledby={`${id}-related`}>
        <h2 id={`${id}-related`}>{t('related')}</h2>
        <ul>
          {RELATED[id].map((to) => (
            <li key={to}>
              <Link to={to}>{common(LINK_LABELS[to])}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
