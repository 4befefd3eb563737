import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../shared/page-title';
import '../../styles/pages.css';

/**
 * A static page: an article named by its title (the text `<name>.title`, its id `<name>` in
 * kebab case), its `<name>.intro` as the lead, then `children`.
 */
export function StaticPage({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation('static-pages');
  const titleId = `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-title`;
  return (
    <article className="page page--narrow prose" aria-labelledby={titleId}>
      <PageTitle page={t(`${name}.title`)} />
      <h1 id={titleId}>{t(`${name}.title`)}</h1>
      <p className="lead">{t(`${name}.intro`)}</p>
      {children}
    </article>
  );
}

/** Where a list's reader may read on: a page of the site, and the link's text. */
interface ReadOn {
  to: '/complaints' | '/bank-transfer';
  label: string;
}

/**
 * A heading (`<prefix>.heading`, with `headingId` if given) and its list, one item a text
 * (`<prefix>.items.<id>`), then, if given, a paragraph linking to where to read on.
 */
export function HeadedList({ prefix, ids, ordered = false, headingId, readOn }: { prefix: string; ids: readonly string[]; ordered?: boolean; headingId?: string; readOn?: ReadOn }) {
  const { t } = useTranslation('static-pages');
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <h2 id={headingId}>{t(`${prefix}.heading`)}</h2>
      <List>
        {ids.map((id) => (
          <li key={id}>{t(`${prefix}.items.${id}`)}</li>
        ))}
      </List>
      {readOn && (
        <p>
          <Link to={readOn.to}>{readOn.label}</Link>
        </p>
      )}
    </>
  );
}
