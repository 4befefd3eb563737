import type { ComponentType, ReactNode } from 'react';
import { createLazyRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelectors } from '../shared/use-selectors';
import type { ContentListActor } from '../../machines/content-list/content-list.machine';
import { listItemsOf, listPhaseOf, listProblemOf, listQueryOf, listTotalOf, moreStatusOf } from '../../machines/content-list/content-list.selectors';
import { Failure, Loading } from '../shared/load-state';
import { ProblemText } from '../shared/load-state';
import { useLanguage } from '../shared/item-status';
import { PageIntro } from '../shared/page-head';
import { useHeldList } from './use-list';
import { SendButton } from '../shared/send-button';

/**
 * A list that pages, filters or searches, rendered from its actor: the search box and filters
 * showing the query, the items, how many of how many, "Load more" while more remain, "nothing
 * found" and failures with a retry. Every control sends the visitor's raw input to the actor.
 */

export interface FilterOption {
  value: string;
  label: string;
}

export interface ListFilter {
  name: string;
  label: string;
  options: FilterOption[];
  /** The label of "no filter" (all); absent when the list always has one (partners: a country). */
  allLabel?: string;
}

export interface ListViewProps<T> {
  actor: ContentListActor<T>;
  /** Id prefix of the controls (one list per page). */
  id: string;
  searchLabel?: string;
  filters?: ListFilter[];
  renderItem: (item: T) => ReactNode;
  listClassName: string;
  emptyText: string;
}

export function ListView<T>({ actor, id, searchLabel, filters = [], renderItem, listClassName, emptyText }: ListViewProps<T>) {
  const { t } = useTranslation('catalogue');
  const { phase, items, query, total, more, problem } = useSelectors(actor, { phase: listPhaseOf, items: listItemsOf<T>, query: listQueryOf, total: listTotalOf, more: moreStatusOf, problem: listProblemOf });
  return (
    <div className="content-list" aria-busy={phase === 'loading' || more === 'loading'}>
      {(searchLabel || filters.length > 0) && (
        <div className="list-controls">
          {searchLabel && (
            <form
              role="search"
              className="search-box"
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'search.submit', text: String(new FormData(event.currentTarget).get('q') ?? '') });
              }}
            >
              <label htmlFor={`${id}-search`}>{searchLabel}</label>
              <div className="search-box__row">
                {/* Keyed by the query's search: a new URL shows its own words. */}
                <input key={query.search} id={`${id}-search`} name="q" type="search" defaultValue={query.search} autoComplete="off" />
                <button type="submit" className="button button--primary">
                  {t('search.submit')}
                </button>
              </div>
            </form>
          )}
          {filters.map((filter) => (
            <div key={filter.name} className="list-filter">
              <label htmlFor={`${id}-${filter.name}`}>{filter.label}</label>
              <select
                id={`${id}-${filter.name}`}
                value={query.filters[filter.name] ?? ''}
                onChange={(event) => actor.send({ type: 'filter.select', name: filter.name, value: event.target.value })}
              >
                {filter.allLabel !== undefined && <option value="">{filter.allLabel}</option>}
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
      {phase === 'loading' && <Loading />}
      {phase === 'failed' && <Failure problem={problem} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {phase === 'empty' && (
        <p className="notice" role="status">
          {query.search ? t('list.emptySearch', { search: query.search }) : emptyText}
        </p>
      )}
      {phase === 'loaded' && (
        <>
          <p className="list-count" role="status">
            {t('list.count', { shown: items.length, total: total ?? items.length })}
          </p>
          <ul className={listClassName}>{items.map(renderItem)}</ul>
          {more === 'offered' && (
            <SendButton to={actor} event={{ type: 'more.load' }} className="button button--secondary list-more">{t('list.more')}</SendButton>
          )}
          {more === 'loading' && <Loading />}
          {more === 'failed' && problem && (
            <div className="catalogue-failure">
              <p className="form-alert" role="alert">
                <ProblemText problem={problem} />
              </p>
              <SendButton to={actor} event={{ type: 'load.retry' }} className="button button--primary">{t('retry')}</SendButton>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** A list page's body in the page's language, over the list actor its route holds. */
export type ListBody<T> = ComponentType<{ actor: ContentListActor<T>; language: string }>;

/**
 * A list page of its own (`/<name>`), the lazy half of its route: once the route has started the
 * list actor it holds, the page's title and lead (PageIntro), then `Body` in the page's language
 * (a new one for another language).
 */
export function lazyListRoute<T>(name: 'news' | 'blog' | 'advisors' | 'partners', Body: ListBody<T>) {
  function ListRoutePage() {
    const language = useLanguage();
    const actor = useHeldList<T>(route.useRouteContext({ select: (context) => context.hold }));
    if (!actor) return null;
    return (
      <div className="page">
        <PageIntro name={name} language={language} />
        <Body key={language} language={language} actor={actor} />
      </div>
    );
  }
  const route = createLazyRoute(`/${name}`)({ component: ListRoutePage });
  return route;
}
