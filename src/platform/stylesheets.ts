/**
 * Spec section 2: "Stylesheets loaded with a placeholder media attribute are activated after each
 * route change." A non-critical stylesheet is written as
 *   <link rel="stylesheet" href="…" media="print" data-deferred data-media="(min-width: 768px)">
 * so the browser downloads it without blocking rendering (print styles do not block); setting
 * `media` to the intended value (data-media, else 'all') applies it.
 */
const DEFERRED_STYLESHEETS = 'link[rel~="stylesheet" i][media="print"][data-deferred]';

/**
 * Activates every deferred stylesheet in `doc` and returns how many it switched. Idempotent: an
 * activated link no longer has media="print" and the data-deferred marker is removed, so a
 * deferred stylesheet meant for print (data-media="print") is not counted again either.
 */
export function activateDeferredStylesheets(doc: Document = document): number {
  const links = doc.querySelectorAll<HTMLLinkElement>(DEFERRED_STYLESHEETS);
  for (const link of links) {
    link.media = link.dataset.media?.trim() || 'all';
    delete link.dataset.deferred;
  }
  return links.length;
}
