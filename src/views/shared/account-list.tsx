import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ContentItemActor } from '../../machines/content-item/content-item.machine';
import { itemContentOf, itemPhaseOf, itemProblemOf } from '../../machines/content-item/content-item.selectors';
import { Failure } from './load-state';
import { PageTitle } from './page-title';

/**
 * A signed-in list page of the account (orders, appointments), one page of the list a content
 * actor read: its title (`<prefix>.title` in `namespace`), intro, the loading line, a failure with
 * a retry, then `children(list)`.
 */
export function AccountList<T>({ id, actor, namespace, prefix, children }: { id: string; actor: ContentItemActor<T>; namespace: string; prefix: string; children: (list: T) => ReactNode }) {
  const { t } = useTranslation(namespace);
  const phase = useSelector(actor, itemPhaseOf);
  const list = useSelector(actor, itemContentOf);
  const problem = useSelector(actor, itemProblemOf);
  return (
    <section className="account-section" aria-labelledby={id} aria-busy={phase === 'loading'}>
      <PageTitle page={t(`${prefix}.title`)} />
      <h1 id={id}>{t(`${prefix}.title`)}</h1>
      <p>{t(`${prefix}.intro`)}</p>
      {phase === 'loading' && (
        <p className="form-status" role="status">
          {t(`${prefix}.loading`)}
        </p>
      )}
      {(phase === 'failed' || phase === 'notFound') && <Failure problem={problem} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {list && children(list)}
    </section>
  );
}

/** How many pages a list has (one at least). */
export function pageCountOf(meta: { total: number; limit: number }): number {
  return meta.limit === 0 ? 1 : Math.max(1, Math.ceil(meta.total / meta.limit));
}

/** The pager of an account list (`to?page=`): previous, "page n of m", next; nothing when there is one page. */
export function PageLinks({ to, page, pages, namespace, prefix }: { to: '/account/orders' | '/account/appointments'; page: number; pages: number; namespace: string; prefix: string }) {
  const { t } = useTranslation(namespace);
  if (pages <= 1) return null;
  return (
    <nav className="my-orders__pages" aria-label={t(`${prefix}.pages`)}>
      {page > 1 && (
        <Link to={to} search={{ page: page - 1 }}>
          {t(`${prefix}.previous`)}
        </Link>
      )}
      <span>{t(`${prefix}.page`, { page, pages })}</span>
      {page < pages && (
        <Link to={to} search={{ page: page + 1 }}>
          {t(`${prefix}.next`)}
        </Link>
      )}
    </nav>
  );
}
