/**
 * The URL effects both quizzes reference from many transitions: `pushUrl` (a new history entry)
 * and `replaceUrl` (the current one), each raising the quiz's `syncUrl` with the search of what it
 * now shows. They read the context after the transition's assignments, so the URL always names
 * where the machine now is.
 */

/** The URL a quiz states (`syncUrl`): its search, pushed, or replacing the current history entry. */
export interface QuizSyncUrlParams<TSearch> {
  search: TSearch;
  /** Replace the current history entry instead of pushing one. */
  replace: boolean;
}

/**
 * `pushUrl` and `replaceUrl` of a quiz, built with its setup's `enqueueActions` and the search of
 * its context.
 */
export function urlSyncActions<TContext, TSearch, TAction>(
  enqueueActions: (
    collect: (args: { context: TContext; enqueue: (action: { type: 'syncUrl'; params: QuizSyncUrlParams<TSearch> }) => void }) => void,
  ) => TAction,
  searchOf: (context: TContext) => TSearch,
): { pushUrl: TAction; replaceUrl: TAction } {
  const syncUrl = (replace: boolean) =>
    enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'syncUrl', params: { search: searchOf(context), replace } });
    });
  return { pushUrl: syncUrl(false), replaceUrl: syncUrl(true) };
}
