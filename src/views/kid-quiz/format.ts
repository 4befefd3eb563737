import { formatDate } from '../../domain/locale-format';

// A number as people read it comes with the phone rules the results machine is given
// (kid-quiz-results.selectors.ts, phoneWriterOf): libphonenumber is not in the page's first load.

/** A day in Vietnam's time zone, as a sentence in the reader's language writes it ("Có hiệu lực đến 30 tháng 4 năm 2026"). */
export function displayDate(iso: string, language: string): string {
  return formatDate(iso, language, 'long');
}
