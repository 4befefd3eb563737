import { useEffect, useLayoutEffect } from 'react';

declare global {
  interface Window {
    /** The inline boot's replay of what was pressed, sent and typed before the takeover (server/system/app-page/first-screen-boot.js). */
    __genewellReplay?: () => void;
  }
}

/** The performance mark of the takeover: the bench measures from the first paint to it. */
export const TAKE_OVER_MARK = 'genewell:take-over';

/**
 * Rendered first in the app's tree, on the server (src/entry-server.tsx) and in the browser
 * (src/start.tsx), so both draw the same tree: once the app has taken over the server's first
 * screen, #root is no longer `data-booting` but `data-hydrated` (the takeover is also the
 * performance mark TAKE_OVER_MARK) and `onTakenOver` runs. Then, once every part of the page has
 * started (its effects have run), what the visitor pressed, sent or typed meanwhile, which the
 * inline boot kept, is given again (issue 23 §0). Nothing on the server.
 */
export function TakeOver({ container, onTakenOver }: { container: HTMLElement | null; onTakenOver?: () => void }) {
  useLayoutEffect(() => {
    if (container?.hasAttribute('data-booting')) {
      container.removeAttribute('data-booting');
      container.setAttribute('data-hydrated', '');
      performance.mark?.(TAKE_OVER_MARK);
    }
    onTakenOver?.();
  }, [container, onTakenOver]);
  useEffect(() => {
    // After this commit's effects (the page's actors start in them), in a task of its own.
    const replay = window.setTimeout(() => window.__genewellReplay?.(), 0);
    return () => window.clearTimeout(replay);
  }, []);
  return null;
}
