import { formatDate, intlLocaleOf } from '../../domain/locale-format';

/* Dates go through the one helper, src/domain/locale-format.ts (one style per kind; Thai years Gregorian). */
export { formatDate, intlLocaleOf };

/** A calendar date (yyyy-MM-dd) as forms and lists write it (dd/mm/yyyy in Vietnamese): it has no time zone, so none shifts it. */
export function formatCalendarDate(value: string, language: string): string {
  return formatDate(value, language, 'short');
}

/** An instant as the clinic's calendar day (Asia/Ho_Chi_Minh), as lists write it. */
export function formatClinicDay(value: string, language: string): string {
  return formatDate(value, language, 'short');
}

/** A publication date, written as prose writes a date (30 tháng 4 năm 2026), in Vietnam's time zone, where the newsroom is. */
export function formatPublished(iso: string, language: string): string {
  return formatDate(iso, language, 'long');
}

/** A plain-text body as paragraphs (separated by a blank line). */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
