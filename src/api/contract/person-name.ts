import { z } from 'zod';

/*
 * Names people type (a delivery name, a claim's name, an account's or a family member's name) are
 * shown to others: on a parcel, to a doctor, in operations' lists. Bidirectional formatting
 * characters (embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069, the marks U+200E,
 * U+200F and U+061C) can make such a name read as something else ("Trojan Source"), and zero-width
 * characters (U+200B-U+200D, U+2060, U+FEFF) make two names look alike that are not; neither
 * belongs in a name in any of our languages (issue 22 §13). A name holding one is refused, naming
 * the field (field.invisible_formatting).
 */

export const INVISIBLE_FORMATTING = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/** Whether a text holds none of the bidi formatting or zero-width characters above. */
export function hasNoInvisibleFormatting(text: string): boolean {
  return !INVISIBLE_FORMATTING.test(text);
}

/** A person's name: trimmed, 1 to `max` characters, no bidi formatting or zero-width characters. */
export function personNameText(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(hasNoInvisibleFormatting, { params: { i18nKey: 'field.invisible_formatting' }, message: 'A name may not hold bidirectional formatting or zero-width characters' });
}
