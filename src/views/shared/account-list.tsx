import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ContentItemActor } from '../../machines/content-item/content-item.machine';
import { itemContentOf, itemPhaseOf, itemProblemOf } from '../../machines/content-item/content-item.selectors';
import { Failure } from './load-state';
import { AccountSection } from './account-section';

type AccountListPath = '/account/orders' | '/account/appointments';

interface AccountListProps<T> {
  id: string;
  actor: ContentItemActor<T>;
  namespace: string;
  prefix: string;
  /** The list's own page (its pager links there) and which page of it this is. */
  to: AccountListPath;
  page: number;
  /** Where an empty list sends the user (`label`: a key of `namespace`). */
  empty: { to: '/shop' | '/consultation'; label: string };
  children: (list: T) => ReactNode;
}

/**
 * A signed-in list page of the account (orders, appointments), one page of the list a content
 * actor read: its title (`<prefix>.title` in `namespace`), intro, the loading line, a failure with
 * a retry, then `children(list)` and the pager, or, for a list with nothing in it, what to do instead.
 */
export function AccountList<T extends { meta: { total: number; limit: number } }>(props: AccountListProps<T>) {
  const { id, actor, namespace, prefix, to, page, empty, children } = props;
  const { t } = useTranslation(namespace);
  const phase = useSelector(actor, itemPhaseOf);
  const list = useSelector(actor, itemContentOf);
  const problem = useSelector(actor, itemProblemOf);
  return (
    <AccountSection id={id} title={t(`${prefix}.title`)} busy={phase === 'loading'}>
      <p>{t(`${prefix}.intro`)}</p>
      {phase === 'loading' && (
        <p className="form-status" role="status">
          {t(`${prefix}.loading`)}
        </p>
      )}
      {(phase === 'failed' || phase === 'notFound') && <Failure problem={problem} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {list && list.meta.total === 0 && (
        <p className="notice">
          {t(`${prefix}.empty`)} <Link to={empty.to}>{t(empty.label)}</Link>
        </p>
      )}
      {list && list.meta.total > 0 && (
        <>
          {children(list)}
          <PageLinks to={to} page={page} pages={pageCountOf(list.meta)} namespace={namespace} prefix={prefix} />
        </>
      )}
    </AccountSection>
  );
}

/** How many pages a list has (one at least). */
function pageCountOf(meta: { total: number; limit: number }): number {
  return meta.limit === 0 ? 1 : Math.max(1, Math.ceil(meta.total / meta.limit));
}

/** The pager of an account list (`to?page=`): previous, "page n of m", next; nothing when there is one page. */
function PageLinks({ to, page, pages, namespace, prefix }: { to: AccountListPath; page: number; pages: number; namespace: string; prefix: string }) {
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
