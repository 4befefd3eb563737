import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import type { ContentItemActor, ContentItemInput, ContentItemMachine, ContentItemStart } from '../../machines/content-item/content-item.machine';
import { itemContentOf, itemPhaseOf, itemProblemOf } from '../../machines/content-item/content-item.selectors';
import { Failure, Loading, NotFound } from './load-state';
import { useAppActors } from './app-actors';
import { languageOf } from '../../machines/settings/settings.selectors';
import { PageIntro } from './page-head';

/** The page's language (the settings machine's): a page keys its content actor by it. */
export function useLanguage(): string {
  const { settings } = useAppActors();
  return useSelector(settings, languageOf);
}

/** A content actor's page: loading, not found, a failure with a retry, or `children(content)`. */
export function ItemStatus<T>({ actor, children, backTo, backLabel }: { actor: ContentItemActor<T>; children: (content: T) => ReactNode; backTo: string; backLabel: string }) {
  const phase = useSelector(actor, itemPhaseOf);
  const content = useSelector(actor, itemContentOf);
  const problem = useSelector(actor, itemProblemOf);
  if (phase === 'loading') return <Loading />;
  if (phase === 'notFound') return <NotFound backTo={backTo} backLabel={backLabel} />;
  if (phase === 'failed') return <Failure problem={problem} onRetry={() => actor.send({ type: 'load.retry' })} />;
  return content === null ? null : <>{children(content)}</>;
}

/**
 * A page of one content item: its actor, started from `logic` with `input` (the caller keys the
 * page by the input's key and language, so another one starts a new actor), in a `className`
 * frame, `intro` above the content's status.
 */
export function ItemPage<T>({ logic, input, className = 'page', intro, backTo, backLabel, children }: {
  logic: ContentItemMachine<T>;
  input: ContentItemStart<T>;
  className?: string;
  intro?: ReactNode;
  backTo: string;
  backLabel: string;
  children: (content: T) => ReactNode;
}) {
  const actor = useActorRef(logic, { input });
  return (
    <div className={className}>
      {intro}
      <ItemStatus actor={actor} backTo={backTo} backLabel={backLabel}>
        {children}
      </ItemStatus>
    </div>
  );
}

/**
 * A catalogue page of its own (`/<name>`: the shop, promotions, careers): its title and lead
 * (PageIntro), `below` them, then its content item `name` read in the page's language (a new
 * actor in another language); "back" leads home.
 */
export function OwnItemPage<T>({ name, logic, className, below, children }: {
  name: string;
  logic: ContentItemMachine<T>;
  className?: string;
  below?: ReactNode;
  children: (content: T, language: string) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const intro = (
    <>
      <PageIntro name={name} language={language} />
      {below}
    </>
  );
  return (
    <ItemPage key={language} logic={logic} input={{ key: name, language }} className={className} intro={intro} backTo="/" backLabel={t('backHome')}>
      {(content) => children(content, language)}
    </ItemPage>
  );
}

/** The content of an item read beside the page (a list's filter options): null until it is read. */
export function useItemContent<T>(logic: ContentItemMachine<T>, input: ContentItemInput): T | null {
  return useSelector(useActorRef(logic, { input }), itemContentOf);
}
