/**
 * The headings' brand face (Be Vietnam Pro, src/styles/fonts.css) is switched on by the app, not
 * by the page: until `heading-face` is on <html>, headings show in its metric-matched fallback, so
 * the face's download never competes with the first paint, and the swap moves nothing. The app
 * asks for the faces its headings' letters need (unicode-range picks the latin and Vietnamese
 * subsets) and switches the face on once they have arrived, or failed (then the fallback stays as
 * it is). A heading in letters the face lacks (Thai, Chinese) asks for nothing.
 */
export const HEADING_FACE_CLASS = 'heading-face';

export const HEADING_FACE = '700 1em "Be Vietnam Pro"';

/** Some text of the page's headings, so the face's subsets they need are asked for. */
const headingText = (root: Document): string =>
  [...root.querySelectorAll('h1, h2, h3')]
    .map((heading) => heading.textContent ?? '')
    .join(' ')
    .slice(0, 500) || 'GeneWell';

export function switchOnHeadingFace(root: Document = document): Promise<void> {
  const on = () => root.documentElement.classList.add(HEADING_FACE_CLASS);
  // A browser without the CSS Font Loading API uses the face as the stylesheet says, at once.
  if (!('fonts' in root)) {
    on();
    return Promise.resolve();
  }
  return root.fonts.load(HEADING_FACE, headingText(root)).then(on, on);
}
