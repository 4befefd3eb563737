import type { ReactNode } from 'react';

/**
 * Takes the focus when its scene appears, unless something else holds it: a new scene replaces
 * the page content without a page load, and the button that led to it is gone with the old
 * scene, so the focus is left on the body. Moved to the new heading, screen readers announce it
 * and keyboard users continue from the top. Focus held elsewhere (the page's <main> after a
 * route change, say) is left alone. A module-level ref callback: React calls it once when the
 * heading mounts (and with null when it goes).
 */
function focusWhenUnfocused(heading: HTMLHeadingElement | null): void {
  const focused = heading?.ownerDocument.activeElement;
  if (heading && (!focused || focused === heading.ownerDocument.body)) heading.focus();
}

/** The h1 of a scene. */
export function SceneHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h1 id={id} ref={focusWhenUnfocused} tabIndex={-1} className="kid-quiz__heading">
      {children}
    </h1>
  );
}

/** A scene: a section named by its heading (a SceneHeading of `id`), then its content. */
export function Scene({ id, className, title, children }: { id: string; className: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <SceneHeading id={id}>{title}</SceneHeading>
      {children}
    </section>
  );
}
