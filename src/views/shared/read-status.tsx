import type { ServerRefusal } from '../../machines/calls/read-by-link';
import type { Translate } from './problem-text';

/** The phases of a read by link (src/machines/calls/read-by-link.ts) that this shows; any other shows nothing. */
type ReadPhase = 'loading' | 'failed' | 'notFound' | (string & {});

export interface ReadStatusTexts {
  loading: string;
  /** Why the read failed (the server's words or the problem's). */
  failed: string;
  retry: string;
  /** The server's words for a link that opens nothing, or the page's own. */
  notFound: string;
  notFoundHelp: string;
}

/**
 * Where the read that opens a page reached by a link stands, shared by the cancellation page and
 * the survey pages: loading (a status), failed (an alert and a retry), or a link that opens
 * nothing (an alert, and what to do instead).
 */
export function ReadStatus({ phase, texts, onRetry }: { phase: ReadPhase; texts: ReadStatusTexts; onRetry: () => void }) {
  if (phase === 'loading') {
    return (
      <p className="form-status" role="status">
        {texts.loading}
      </p>
    );
  }
  if (phase === 'failed') {
    return (
      <>
        <p className="form-alert" role="alert">
          {texts.failed}
        </p>
        <div className="form-actions">
          <button type="button" className="button button--primary" onClick={onRetry}>
            {texts.retry}
          </button>
        </div>
      </>
    );
  }
  if (phase === 'notFound') {
    return (
      <div role="alert">
        <p className="form-alert">{texts.notFound}</p>
        <p>{texts.notFoundHelp}</p>
      </div>
    );
  }
  return null;
}

/** A refused call in words: offline in ours, anything the server said in its own (already in the page's language). */
export function refusalText(t: Translate, refusal: ServerRefusal): string {
  if (refusal.problem.key === 'network') return t('problem.network');
  const reasons = Object.values(refusal.problem.fields);
  if (refusal.problem.key === 'invalid' && reasons.length > 0) return reasons.join(' ');
  return refusal.message || t('problem.other');
}

/**
 * The texts of a page's read by link, in its namespace: `<prefix>loading`, `<prefix>notFound` and
 * `<prefix>notFoundHelp` are the page's own, `retry` and `problem.*` the namespace's; a refusal
 * speaks in the server's words where it gave some.
 */
export function readStatusTexts(t: Translate, refusal: ServerRefusal | null, prefix = ''): ReadStatusTexts {
  return {
    loading: t(`${prefix}loading`),
    failed: refusal ? refusalText(t, refusal) : t('problem.other'),
    retry: t('retry'),
    notFound: refusal?.message || t(`${prefix}notFound`),
    notFoundHelp: t(`${prefix}notFoundHelp`),
  };
}
