/** A publication date in the page's language (Intl), in Vietnam's time zone, where the newsroom is. */
export function formatPublished(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso));
}

/** A plain-text body as paragraphs (separated by a blank line). */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
