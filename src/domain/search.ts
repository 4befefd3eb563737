/**
 * Search text normalisation (spec section 5): lowercase, transliterate special characters,
 * strip diacritics. Used on both the query and the searched text, so 'khoe', 'Khỏe' and
 * 'KHOẺ' all meet at 'khoe'.
 */
import { transliterate } from 'transliteration';

const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE_RUN = /\s+/gu;

/**
 * 'Gen Sức Khỏe Đặc Biệt' -> 'gen suc khoe dac biet'; 'Straße' -> 'strasse'; '中文' -> 'zhong wen'.
 *
 * The spec's order (lowercase, transliterate, strip diacritics) matters: transliteration maps
 * the capital 'Ý' to 'U' (a data slip in the package) but the small 'ý' to 'y', so lowercasing
 * comes first. Transliteration can itself produce capitals ('中文' -> 'Zhong Wen'), so the result
 * is lowercased once more. The NFD pass and the explicit đ mapping are a safety net for anything
 * transliteration leaves accented (đ has no decomposition, so NFD alone would keep it).
 * Characters with no Latin reading (emoji) are dropped. Punctuation is kept.
 */
export function normalizeSearchText(text: string | null | undefined): string {
  if (!text) return '';
  const latin = transliterate(text.normalize('NFC').toLowerCase());
  return latin
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/[đĐ]/gu, 'd')
    .toLowerCase()
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}
