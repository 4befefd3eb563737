import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * The h1 of a scene. A new scene replaces the page content without a page load, and the button
 * that led to it is gone with the old scene; the focus, left on the body, moves to the new
 * heading, so screen readers announce it and keyboard users continue from the top. Focus held
 * elsewhere (the page's <main> after a route change, say) is left alone.
 */
export function SceneHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focused = ref.current?.ownerDocument.activeElement;
    if (!focused || focused === ref.current?.ownerDocument.body) ref.current?.focus();
  }, []);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className="kid-quiz__heading">
      {children}
    </h1>
  );
}
