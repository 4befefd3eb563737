import { useLayoutEffect } from 'react';

/**
 * Rendered first in the app's tree, on the server (src/entry-server.tsx) and in the browser
 * (src/start.tsx), so both draw the same tree: once the app has taken over the server's first
 * screen, #root takes input again (it was `inert`) and `onTakenOver` runs. Nothing on the server.
 */
export function TakeOver({ container, onTakenOver }: { container: HTMLElement | null; onTakenOver?: () => void }) {
  useLayoutEffect(() => {
    container?.removeAttribute('inert');
    onTakenOver?.();
  }, [container, onTakenOver]);
  return null;
}
