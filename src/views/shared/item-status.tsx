import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ContentItemActor, ContentItemMachine, ContentItemStart } from '../../machines/content-item/content-item.machine';
import { itemContentOf, itemPhaseOf, itemProblemOf } from '../../machines/content-item/content-item.selectors';
import { Failure, Loading, NotFound } from './load-state';
import { useAppActors } from './app-actors';
import { languageOf } from '../../machines/settings/settings.selectors';

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
